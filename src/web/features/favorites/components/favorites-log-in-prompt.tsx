import { Heart } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { LogInLink } from '../../../components/ui/log-in-link';
import { useTranslator, withElements } from '../../../lib/i18n';

/** What an anonymous visitor with nothing saved sees on /my-favorites: why to log in, and a way to. */
export function FavoritesLogInPrompt() {
  const { t } = useTranslator();
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-700">
        <Heart className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-4xl font-bold text-foreground">{t('favorites.title')}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{t('favorites.logIn.text')}</p>
      <p className="mt-2 max-w-md text-muted-foreground">{t('favorites.logIn.device')}</p>
      <LogInLink size="lg" className="mt-8" label={t('favorites.logIn.button')} />
    </Container>
  );
}

/** Above an anonymous visitor's saved places: they live in this browser until the visitor logs in. */
export function DeviceFavoritesNotice() {
  const { t } = useTranslator();
  return (
    <div className="mb-8 flex flex-col gap-4 rounded-card border border-border bg-sea-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-foreground">
        {withElements(t('favorites.deviceNotice'), [
          (words) => <span className="font-semibold">{words}</span>,
        ])}
      </p>
      <LogInLink size="lg" className="shrink-0" label={t('favorites.logIn.button')} />
    </div>
  );
}
