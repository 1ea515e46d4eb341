import { CalendarX } from 'lucide-react';
import { useParams } from 'react-router';
import { eventMeta } from '../../common/page-meta';
import { Container } from '../components/ui/container';
import { LoadError } from '../components/ui/load-error';
import { useEvent } from '../features/events/api';
import { EventAbout } from '../features/events/components/event-about';
import { EventDetailsCard } from '../features/events/components/event-details-card';
import { EventHero } from '../features/events/components/event-hero';
import { eventHasEnded, eventIdFromParam } from '../features/events/event-page';
import { NotFoundScreen } from '../layout/not-found-screen';
import { PageLayout } from '../layout/page-layout';
import { PageLoading } from '../layout/page-loading';
import { Seo } from '../layout/seo';
import { isNotFoundError } from '../lib/api-client';
import { useTranslator } from '../lib/i18n';

/** /events/{id}: one event, from the home page's 'What's On This Week'. */
export function EventDetailPage() {
  const { t } = useTranslator();
  const { id: param } = useParams();
  const id = eventIdFromParam(param);
  const { data: event, isPending, isError, error, refetch } = useEvent(id);

  if (id === null || isNotFoundError(error)) {
    return (
      <NotFoundScreen
        title={t('events.notFound.title')}
        description={t('events.notFound.description')}
        message={t('events.notFound.message')}
        icon={CalendarX}
        link={{ to: '/', label: t('events.backHome') }}
      />
    );
  }

  if (isError) {
    return (
      <PageLayout showcase={false}>
        <Container className="py-16">
          <LoadError
            words={{
              title: t('events.loadFailedOne'),
              detail: t('events.loadFailedDetail'),
              retry: t('events.tryAgain'),
            }}
            error={error}
            onRetry={() => void refetch()}
          />
        </Container>
      </PageLayout>
    );
  }

  if (isPending) {
    return (
      <PageLayout showcase={false}>
        <PageLoading label={t('events.loadingDetails')} />
      </PageLayout>
    );
  }

  return (
    <PageLayout>
      <Seo {...eventMeta(event)} image={event.imageUrl} />
      <EventHero event={event} ended={eventHasEnded(event)} />
      {/* The details come first in the page, so a phone shows when, where and tickets before the text. */}
      <Container className="grid grid-cols-1 gap-8 py-10 lg:grid-cols-3 lg:gap-10">
        <EventDetailsCard event={event} className="self-start lg:col-start-3 lg:row-start-1" />
        <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <EventAbout event={event} />
        </div>
      </Container>
    </PageLayout>
  );
}
