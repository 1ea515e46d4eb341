import { ArrowRight } from 'lucide-react';
import { lazy, useMemo } from 'react';
import { Link } from 'react-router';
import { withDistances } from '../../common/distance';
import { CardSkeletons } from '../components/ui/card-skeleton';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { LazyPart } from '../components/ui/lazy-part-boundary';
import { useUpcomingEvents } from '../features/events/api';
import { whatsOnSection } from '../features/events/whats-on';
import { useRecentPlaces, useTrendingPlaces } from '../features/places/api';
import { LazyPlaceMap } from '../features/places/components/lazy-place-map';
import { PLACE_CARD_SKELETON, PlaceCard } from '../features/places/components/place-card';
import { PlaceSearch } from '../features/places/components/place-search';
import { PageLayout } from '../layout/page-layout';
import { PageSection } from '../layout/page-section';
import { Seo } from '../layout/seo';
import { homeMeta } from '../../common/translated-meta';
import { loadWords, useTranslator, type MessageId } from '../lib/i18n';
import { useGeolocation } from '../lib/use-geolocation';

const HOME = { mapMarkers: 20, trending: 4, events: 3, recent: 6 } as const;

// Below the first screen (the weather card beside the map on wide screens only): their code (and words)
// come after the first load, and the server's drawing of them stays until they have.
const WeatherCard = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/weather/components/weather-card'),
    loadWords(['later']),
  ]);
  return { default: module.WeatherCard };
});
const EventCard = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/events/components/event-card'),
    loadWords(['events']),
  ]);
  return { default: module.EventCard };
});

/** The events section's heading, by whether its events are on this week (whats-on.ts). */
const WHATS_ON_TITLES: Record<NonNullable<ReturnType<typeof whatsOnSection>>['title'], MessageId> = {
  "What's On This Week": 'home.events.thisWeek',
  'Coming up': 'home.events.comingUp',
};

const sectionLinkClass =
  'inline-flex items-center gap-1 rounded-full px-1 font-semibold text-sea-700 underline-offset-4 hover:underline';

export function HomePage() {
  const { t } = useTranslator();
  const geo = useGeolocation();
  const trending = useTrendingPlaces();
  const recent = useRecentPlaces();
  const events = useUpcomingEvents();

  const mapPlaces = useMemo(() => (trending.data ?? []).slice(0, HOME.mapMarkers), [trending.data]);
  const trendingCards = useMemo(
    () => withDistances((trending.data ?? []).slice(0, HOME.trending), geo.position),
    [trending.data, geo.position],
  );
  const recentCards = useMemo(
    () => withDistances((recent.data ?? []).slice(0, HOME.recent), geo.position),
    [recent.data, geo.position],
  );
  const whatsOn = whatsOnSection(events.data ?? [], new Date(), HOME.events);

  return (
    <PageLayout
      onLocate={geo.locate}
      locating={geo.loading}
      located={geo.position !== null}
      onClearLocation={geo.clear}
    >
      <Seo {...homeMeta(t)} />

      <section className="relative bg-gradient-to-b from-sea-800 via-sea-700 to-sea-600 pb-24 pt-14 text-white sm:pb-28 sm:pt-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-sand-50 to-transparent"
        />
        <Container className="relative text-center">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-sea-100">{t('home.eyebrow')}</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">
            {t('home.title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-sea-50">{t('home.lead')}</p>
          <PlaceSearch className="mx-auto mt-8 max-w-2xl" />
        </Container>
      </section>

      <Container className="relative -mt-14 grid gap-6 lg:grid-cols-3">
        {/* A map reads left to right in every language. */}
        <div dir="ltr" className="lg:col-span-2">
          <LazyPlaceMap
            places={mapPlaces}
            userPosition={geo.position}
            label={t('home.mapLabel')}
            eagerTiles
            className="h-[320px] sm:h-[400px] lg:h-[420px]"
          />
        </div>
        <div className="hidden self-start lg:block">
          <LazyPart name="weather card">
            <WeatherCard />
          </LazyPart>
        </div>
      </Container>

      <PageSection
        title={t('home.trending.title')}
        subtitle={t('home.trending.subtitle')}
        action={
          <Link to="/places" className={sectionLinkClass}>
            {t('home.viewAll')}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        }
      >
        {trending.isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <CardSkeletons
              count={HOME.trending}
              label={t('home.trending.loading')}
              shape={PLACE_CARD_SKELETON}
            />
          </div>
        ) : trendingCards.length === 0 ? (
          <EmptyState>{t('home.trending.empty')}</EmptyState>
        ) : (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {trendingCards.map((place) => (
              <PlaceCard key={place.id} place={place} />
            ))}
          </div>
        )}
      </PageSection>

      {whatsOn && (
        <PageSection
          title={t(WHATS_ON_TITLES[whatsOn.title])}
          subtitle={t('home.events.subtitle')}
          tinted
          action={
            <Link to="/events" className={sectionLinkClass}>
              {t('home.events.all')}
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          }
        >
          <div className="grid gap-6 md:grid-cols-3">
            <LazyPart name="event cards">
              {whatsOn.events.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </LazyPart>
          </div>
        </PageSection>
      )}

      <PageSection title={t('home.recent.title')} subtitle={t('home.recent.subtitle')}>
        {recent.isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <CardSkeletons count={HOME.recent} label={t('home.recent.loading')} shape={PLACE_CARD_SKELETON} />
          </div>
        ) : recentCards.length === 0 ? (
          <EmptyState>{t('home.recent.empty')}</EmptyState>
        ) : (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {recentCards.map((place) => (
              <PlaceCard key={place.id} place={place} />
            ))}
          </div>
        )}
      </PageSection>
    </PageLayout>
  );
}
