import { ExternalLink, Globe, MapPin, Navigation, Phone, SearchX, Sparkles } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { CATEGORY_LABELS } from '../../common/categories';
import { priceLevelSymbols } from '../../common/price-level';
import type { Place } from '../../common/schemas/places';
import { Badge } from '../components/ui/badge';
import { buttonClasses } from '../components/ui/button';
import { CardSkeletons } from '../components/ui/card-skeleton';
import { Container } from '../components/ui/container';
import { SidebarCard } from '../components/ui/sidebar-card';
import { BannerAd } from '../features/banners/components/banner-ad';
import { useUpcomingEvents } from '../features/events/api';
import { EventCard } from '../features/events/components/event-card';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { useNearbyPlaces, usePlace } from '../features/places/api';
import { LazyPlaceMap } from '../features/places/components/lazy-place-map';
import { PLACE_CARD_SKELETON, PlaceCard } from '../features/places/components/place-card';
import { PlacePhoto } from '../features/places/components/place-photo';
import { Rating } from '../features/places/components/rating';
import { googleMapsUrl, placeKeywords, telHref, truncateText } from '../features/places/places-page';
import { ToursWidget } from '../features/tours/components/tours-widget';
import { WeatherCard } from '../features/weather/components/weather-card';
import { NotFoundScreen } from '../layout/not-found-screen';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { pageTitle } from '../lib/site';

const DETAIL = { nearby: 4, events: 3, mapZoom: 15 } as const;

/** /places/{slug} (SPEC 2, Place detail). */
export function PlaceDetailPage() {
  const { slug = '' } = useParams();
  const { data: place, isPending, isError } = usePlace(slug);

  if (isPending) {
    return (
      <PageLayout showcase={false}>
        <Container className="flex flex-col items-center py-24 text-center">
          <span
            className="size-8 animate-spin rounded-full border-3 border-sea-700 border-t-transparent"
            aria-hidden="true"
          />
          <p role="status" className="mt-4 font-semibold text-sea-800">
            Loading place details...
          </p>
        </Container>
      </PageLayout>
    );
  }

  if (isError || !place) {
    return (
      <NotFoundScreen
        title="Place Not Found"
        description="This place doesn't exist or has been removed."
        message="The place you're looking for doesn't exist or has been removed."
        icon={SearchX}
        link={{ to: '/places', label: 'Browse All Places' }}
      />
    );
  }
  return <PlaceDetail place={place} />;
}

function PlaceDetail({ place }: { place: Place }) {
  const nearby = useNearbyPlaces(place.id);
  const events = useUpcomingEvents();
  const keywords = useMemo(() => placeKeywords(place), [place]);
  const mapPlaces = useMemo(() => [place], [place]);
  const price = priceLevelSymbols(place.priceLevel);
  const photo = place.photos[0];
  const category = CATEGORY_LABELS[place.category];
  const description = place.description ?? `${place.name}, a ${category.toLowerCase()} in Paphos, Cyprus.`;
  const nearbyPlaces = (nearby.data ?? []).slice(0, DETAIL.nearby);
  const upcoming = (events.data ?? []).slice(0, DETAIL.events);

  return (
    <PageLayout showcasePlaceId={place.id}>
      <Seo title={pageTitle(place.name)} description={truncateText(description)} image={photo} />

      <section
        className={
          photo
            ? 'relative isolate flex min-h-[320px] items-end overflow-hidden bg-sea-900 sm:min-h-[420px]'
            : 'bg-gradient-to-b from-sea-800 to-sea-700'
        }
      >
        {photo && (
          <>
            <PlacePhoto src={photo} alt="" priority className="absolute inset-0 -z-10 size-full" />
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-900/95 via-sea-900/60 to-sea-900/10"
            />
          </>
        )}
        <Container className="py-8 text-white sm:py-10">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0 max-w-3xl">
              <Badge variant="accent">{category}</Badge>
              <h1 className="mt-3 break-words text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
                {place.name}
              </h1>
              {place.address && (
                <p className="mt-3 flex items-start gap-1.5 text-sea-50">
                  <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{place.address}</span>
                </p>
              )}
              <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
                <span className="rounded-full bg-white px-3 py-1">
                  <Rating rating={place.rating} reviewCount={place.reviewCount} />
                </span>
                {price && (
                  <span className="rounded-full bg-white px-3 py-1 text-sm font-bold tracking-wider text-olive-700">
                    <span className="sr-only">Price level </span>
                    {price}
                  </span>
                )}
              </div>
            </div>
            <FavoriteButton placeId={place.id} placeName={place.name} size="default" />
          </div>
        </Container>
      </section>

      <Container className="grid gap-8 py-10 lg:grid-cols-3 lg:gap-10">
        <div className="grid min-w-0 content-start gap-10 lg:col-span-2">
          <DetailSection title="About">
            {place.descriptionByAi && (
              <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-sea-50 px-3 py-1 text-xs font-semibold text-sea-800 ring-1 ring-inset ring-sea-200">
                <Sparkles className="size-3.5" aria-hidden="true" />
                Description written with AI assistance
              </p>
            )}
            <p className="text-lg leading-relaxed text-foreground/90">{description}</p>
          </DetailSection>

          <BannerAd keywords={keywords} height={160} />

          {place.highlights.length > 0 && (
            <DetailSection title="Highlights">
              <ul className="grid gap-3 sm:grid-cols-2">
                {place.highlights.map((highlight) => (
                  <li
                    key={highlight}
                    className="flex items-start gap-2.5 rounded-xl border border-border bg-card px-4 py-3 shadow-xs"
                  >
                    <span
                      className="mt-1.5 size-2 shrink-0 rounded-full bg-terracotta-500"
                      aria-hidden="true"
                    />
                    <span>{highlight}</span>
                  </li>
                ))}
              </ul>
            </DetailSection>
          )}

          <DetailSection title="Location">
            <LazyPlaceMap
              places={mapPlaces}
              zoom={DETAIL.mapZoom}
              label={`Map showing ${place.name}`}
              className="h-[300px] sm:h-[380px]"
            />
          </DetailSection>

          <DetailSection title="Nearby Places">
            {nearby.isPending ? (
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
                <CardSkeletons
                  count={DETAIL.nearby}
                  label="Loading nearby places"
                  shape={PLACE_CARD_SKELETON}
                />
              </div>
            ) : nearbyPlaces.length === 0 ? (
              <p className="text-muted-foreground">No nearby places found.</p>
            ) : (
              <ul aria-label="Nearby places" className="grid grid-cols-1 gap-6 sm:grid-cols-2">
                {nearbyPlaces.map((nearbyPlace) => (
                  <li key={nearbyPlace.id} className="flex min-w-0">
                    <PlaceCard place={nearbyPlace} className="w-full" />
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </div>

        <aside aria-label="More about this place" className="grid min-w-0 content-start gap-6">
          <ToursWidget title="Recommended Activities & Tours" placeId={place.id} />
          <InformationCard place={place} />
          <WeatherCard />
          {upcoming.length > 0 && (
            <SidebarCard title="Upcoming Events">
              <ul className="grid gap-4">
                {upcoming.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} layout="compact" />
                  </li>
                ))}
              </ul>
            </SidebarCard>
          )}
        </aside>
      </Container>
    </PageLayout>
  );
}

function InformationCard({ place }: { place: Place }) {
  return (
    <SidebarCard title="Information">
      <ul className="grid gap-3 text-sm">
        {place.address && (
          <InfoRow icon={<MapPin aria-hidden="true" />}>
            <span>{place.address}</span>
          </InfoRow>
        )}
        {place.phoneNumber && (
          <InfoRow icon={<Phone aria-hidden="true" />}>
            <a
              href={telHref(place.phoneNumber)}
              className="font-semibold text-sea-700 underline-offset-4 hover:underline"
            >
              <span className="sr-only">Call </span>
              {place.phoneNumber}
            </a>
          </InfoRow>
        )}
        {place.website && (
          <InfoRow icon={<Globe aria-hidden="true" />}>
            <a
              href={place.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all font-semibold text-sea-700 underline-offset-4 hover:underline"
            >
              Visit website
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </InfoRow>
        )}
      </ul>
      <a
        href={googleMapsUrl(place.name, place.latitude, place.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ className: 'mt-5 w-full' })}
      >
        <Navigation aria-hidden="true" />
        Open in Google Maps
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </SidebarCard>
  );
}

function InfoRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 text-sea-700 [&_svg]:size-4">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}
