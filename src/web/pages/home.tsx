import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { withDistances } from '../../common/distance';
import { CardSkeletons } from '../components/ui/card-skeleton';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { useUpcomingEvents } from '../features/events/api';
import { EventCard } from '../features/events/components/event-card';
import { whatsOnSection } from '../features/events/whats-on';
import { useRecentPlaces, useTrendingPlaces } from '../features/places/api';
import { LazyPlaceMap } from '../features/places/components/lazy-place-map';
import { PLACE_CARD_SKELETON, PlaceCard } from '../features/places/components/place-card';
import { PlaceSearch } from '../features/places/components/place-search';
import { WeatherCard } from '../features/weather/components/weather-card';
import { PageLayout } from '../layout/page-layout';
import { PageSection } from '../layout/page-section';
import { Seo } from '../layout/seo';
import { HOME_META } from '../../common/page-meta';
import { useGeolocation } from '../lib/use-geolocation';

const HOME = { mapMarkers: 20, trending: 4, events: 3, recent: 6 } as const;

export function HomePage() {
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
      <Seo {...HOME_META} />

      <section className="relative bg-gradient-to-b from-sea-800 via-sea-700 to-sea-600 pb-24 pt-14 text-white sm:pb-28 sm:pt-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-sand-50 to-transparent"
        />
        <Container className="relative text-center">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-sea-100">
            Cyprus · Mediterranean coast
          </p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">
            Discover the best of Paphos
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-sea-50">
            Beaches, tavernas, ancient mosaics and sunset bars, picked and mapped for your stay.
          </p>
          <PlaceSearch className="mx-auto mt-8 max-w-2xl" />
        </Container>
      </section>

      <Container className="relative -mt-14 grid gap-6 lg:grid-cols-3">
        <LazyPlaceMap
          places={mapPlaces}
          userPosition={geo.position}
          label="Map of trending places in Paphos"
          eagerTiles
          className="h-[320px] sm:h-[400px] lg:col-span-2 lg:h-[420px]"
        />
        <div className="hidden self-start lg:block">
          <WeatherCard />
        </div>
      </Container>

      <PageSection
        title="Trending Spots"
        subtitle="The places visitors love right now"
        action={
          <Link
            to="/places"
            className="inline-flex items-center gap-1 rounded-full px-1 font-semibold text-sea-700 underline-offset-4 hover:underline"
          >
            View All
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      >
        {trending.isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <CardSkeletons
              count={HOME.trending}
              label="Loading trending places"
              shape={PLACE_CARD_SKELETON}
            />
          </div>
        ) : trendingCards.length === 0 ? (
          <EmptyState>No trending places available yet. Check back soon!</EmptyState>
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
          title={whatsOn.title}
          subtitle="Festivals, concerts and markets around town"
          tinted
          action={
            <Link
              to="/events"
              className="inline-flex items-center gap-1 rounded-full px-1 font-semibold text-sea-700 underline-offset-4 hover:underline"
            >
              See all events
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          }
        >
          <div className="grid gap-6 md:grid-cols-3">
            {whatsOn.events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        </PageSection>
      )}

      <PageSection title="Recently Added & Updated" subtitle="Fresh finds and newly refreshed listings">
        {recent.isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <CardSkeletons count={HOME.recent} label="Loading recent places" shape={PLACE_CARD_SKELETON} />
          </div>
        ) : recentCards.length === 0 ? (
          <EmptyState>No recent updates yet. Check back soon!</EmptyState>
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
