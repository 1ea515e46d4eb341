import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { pageTitle } from '../../common/site';
import { useTranslator } from '../lib/i18n';
import { PageLayout } from './page-layout';
import { Seo } from './seo';

export interface NotSavedOfflineScreenProps {
  /** Asks for the page's content again. */
  onRetry(): void;
  /** The content is being asked for again. */
  retrying: boolean;
}

/**
 * What a place or guide page shows when its content could not be fetched and this device holds no copy
 * (offline, never opened): not 'Not Found', which would say it does not exist. The visitor's saved places
 * are kept for offline use, so it points to them. Its words are in the 'later' part, which both pages load
 * with their code.
 */
export function NotSavedOfflineScreen({ onRetry, retrying }: NotSavedOfflineScreenProps) {
  const { t } = useTranslator();
  const title = t('notSaved.title');
  const message = t('notSaved.message');
  return (
    <PageLayout showcase={false}>
      <Seo title={pageTitle(title)} description={message} />
      <Container className="flex flex-col items-center py-20 text-center sm:py-28">
        <span className="flex size-16 items-center justify-center rounded-full bg-sea-50 text-sea-700">
          <CloudOff className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold text-foreground sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-md text-muted-foreground">{message}</p>
        <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row">
          <Button onClick={onRetry} disabled={retrying}>
            {t(retrying ? 'notSaved.retrying' : 'notSaved.retry')}
          </Button>
          <Link to="/my-favorites" className={buttonClasses({ variant: 'outline' })}>
            {t('notSaved.favorites')}
          </Link>
        </div>
      </Container>
    </PageLayout>
  );
}
