import { ArrowLeft, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { useTranslator } from '../../../lib/i18n';

/** The top of /my-favorites: a way back home, the heading and, once known, how many places are saved. */
export function FavoritesHeader({ savedCount }: { savedCount: number | undefined }) {
  const { t } = useTranslator();
  return (
    <section className="border-b border-border bg-sand-100/70 py-10 sm:py-12">
      <Container>
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-sea-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('favorites.backHome')}
        </Link>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="flex items-center gap-3 text-3xl font-bold text-foreground sm:text-4xl">
              <Heart className="size-8 fill-terracotta-600 text-terracotta-600" aria-hidden="true" />
              {t('favorites.title')}
            </h1>
            <p className="mt-2 text-muted-foreground">{t('favorites.lead')}</p>
          </div>
          {savedCount !== undefined && (
            <p
              role="status"
              className="rounded-full bg-card px-4 py-1.5 text-sm font-semibold text-sea-800 shadow-xs ring-1 ring-inset ring-border"
            >
              {t('favorites.saved', { count: savedCount })}
            </p>
          )}
        </div>
      </Container>
    </section>
  );
}
