import { CalendarX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { eventsMeta } from '../../common/translated-meta';
import { dayOf, type WhenFilter } from '../../common/whats-on-range';
import { Badge } from '../components/ui/badge';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { LoadError } from '../components/ui/load-error';
import { Skeleton } from '../components/ui/skeleton';
import { useWhatsOn } from '../features/events/api';
import { CalendarSubscribeLink } from '../features/events/components/calendar-subscribe-link';
import { EventCard } from '../features/events/components/event-card';
import { eventCategoryLabel } from '../features/events/event-category';
import { occurrenceKey, WhatsOnAgenda } from '../features/events/components/whats-on-agenda';
import { WhatsOnFilters, WhatsOnViewToggle } from '../features/events/components/whats-on-filters';
import {
  eventsFoundText,
  whatsOnApiParams,
  whatsOnSearch,
  whatsOnStateFromSearch,
  whenHeading,
  type WhatsOnState,
} from '../features/events/whats-on-page';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { useTranslator } from '../lib/i18n';

const NO_EVENTS_ICON = <CalendarX className="size-10 text-sea-700" aria-hidden="true" />;

/**
 * /events: What's On in Paphos. The upcoming published events (cancelled ones marked) for the chosen dates
 * and category, as an agenda by day or as cards; every choice lives in the address, so a link shares it.
 */
export function WhatsOnPage() {
  const { t } = useTranslator();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = whatsOnStateFromSearch(searchParams);
  const whatsOn = useWhatsOn(whatsOnApiParams(state));

  function change(next: Partial<WhatsOnState>) {
    setSearchParams(whatsOnSearch({ ...state, ...next }), { replace: true, preventScrollReset: true });
  }

  const heading = whenHeading(t, state.filter);
  const data = whatsOn.data;

  return (
    <PageLayout>
      <Seo {...eventsMeta(t)} url="/events" />

      <section className="bg-gradient-to-b from-sea-800 to-sea-700 pb-10 pt-10 text-white sm:pb-12 sm:pt-14">
        <Container>
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-sea-100">{t('events.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
            {t('events.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-sea-50">{t('events.lead')}</p>
        </Container>
      </section>

      <Container className="grid gap-6 py-8 sm:py-10">
        <WhatsOnFilters
          filter={state.filter}
          category={state.category}
          categories={data?.categories ?? []}
          today={dayOf(new Date())}
          onFilterChange={(filter: WhenFilter) => change({ filter })}
          onCategoryChange={(category) => change({ category })}
        />

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-5">
          <div className="min-w-0">
            <h2 className="text-xl font-bold text-foreground sm:text-2xl">{heading}</h2>
            {whatsOn.isPending ? (
              <Skeleton className="mt-1 h-5 w-24" />
            ) : (
              <p
                role="status"
                className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
              >
                {eventsFoundText(t, data?.events.length ?? 0)}
                {state.category && <Badge variant="secondary">{eventCategoryLabel(state.category)}</Badge>}
              </p>
            )}
          </div>
          <WhatsOnViewToggle view={state.view} onChange={(view) => change({ view })} />
        </div>

        {whatsOn.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label={t('events.loading')}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-24 w-full rounded-card" />
            ))}
          </div>
        ) : whatsOn.isError && !data ? (
          <LoadError
            words={{
              title: t('events.loadFailed'),
              detail: t('events.loadFailedDetail'),
              retry: t('events.tryAgain'),
            }}
            error={whatsOn.error}
            onRetry={() => void whatsOn.refetch()}
          />
        ) : !data || data.events.length === 0 ? (
          <EmptyState icon={NO_EVENTS_ICON}>
            <p>{t('events.empty')}</p>
          </EmptyState>
        ) : state.view === 'cards' ? (
          <ul aria-label={t('events.list')} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.events.map((event) => (
              <li key={occurrenceKey(event)} className="relative flex min-w-0">
                <EventCard event={event} className="w-full" />
                {event.status === 'cancelled' && (
                  <Badge variant="destructive" className="absolute end-3 top-3 z-10 shadow-sm">
                    {t('events.cancelled')}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <WhatsOnAgenda events={data.events} from={data.from} />
        )}

        <div className="border-t border-border pt-6">
          <CalendarSubscribeLink />
        </div>
      </Container>
    </PageLayout>
  );
}
