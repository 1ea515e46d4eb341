import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { Container } from '../components/ui/container';
import { BannerAd } from '../features/banners/components/banner-ad';
import { UpcomingEventsCard } from '../features/events/components/upcoming-events-card';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { usePlace } from '../features/places/api';
import { NearbyPlaces } from '../features/places/components/nearby-places';
import { PlaceAbout } from '../features/places/components/place-about';
import { PlaceHero } from '../features/places/components/place-hero';
import { PlaceAmenities } from '../features/places/components/place-amenities';
import { PlaceFacts } from '../features/places/components/place-facts';
import { OpenStreetMapCredit } from '../features/places/components/openstreetmap-credit';
import { PlaceHighlights } from '../features/places/components/place-highlights';
import { SharePlaceButton } from '../features/places/components/share-place-button';
import { PlaceInfoCard } from '../features/places/components/place-info-card';
import { PlaceLocation } from '../features/places/components/place-location';
import { SuggestEdit } from '../features/suggestions/components/suggest-edit';
import { ToursWidget } from '../features/tours/components/tours-widget';
import { WeatherCard } from '../features/weather/components/weather-card';
import { NotFoundScreen } from '../layout/not-found-screen';
import { NotSavedOfflineScreen } from '../layout/not-saved-offline-screen';
import { PageLayout } from '../layout/page-layout';
import { PageLoading } from '../layout/page-loading';
import { Seo } from '../layout/seo';
import { placeMeta } from '../../common/page-meta';
import { isNetworkError } from '../lib/api-client';
import { useTranslator } from '../lib/i18n';

const DETAIL = { nearby: 4, events: 3 } as const;

/** /places/{slug} (SPEC 2, Place detail). */
export function PlaceDetailPage() {
  const { t } = useTranslator();
  const { slug = '' } = useParams();
  const { data: place, isPending, isError, error, isFetching, refetch } = usePlace(slug);

  if (isPending) {
    return (
      <PageLayout showcase={false}>
        <PageLoading label={t('place.loading')} />
      </PageLayout>
    );
  }

  if (isError && isNetworkError(error)) {
    return <NotSavedOfflineScreen retrying={isFetching} onRetry={() => void refetch()} />;
  }

  if (isError || !place) {
    return (
      <NotFoundScreen
        title={t('place.notFound.title')}
        description={t('place.notFound.description')}
        message={t('place.notFound.message')}
        icon={SearchX}
        link={{ to: '/places', label: t('place.notFound.browse') }}
      />
    );
  }

  return (
    <PageLayout showcase={false}>
      <Seo {...placeMeta(place)} image={place.photos[0]} />

      <PlaceHero
        place={place}
        action={
          <div className="flex flex-wrap gap-2">
            <FavoriteButton place={place} size="default" />
            <SharePlaceButton name={place.name} slug={place.slug} />
          </div>
        }
      />

      <Container className="grid grid-cols-1 gap-8 py-10 lg:grid-cols-3 lg:gap-10">
        <div className="grid min-w-0 grid-cols-1 content-start gap-10 lg:col-span-2">
          {/* On a phone the practical card (call, website, directions) comes first, not below the sidebar. */}
          <PlaceInfoCard place={place} className="lg:hidden" />
          <PlaceAbout place={place} />
          <BannerAd placeSlug={place.slug} height={160} />
          <PlaceHighlights highlights={place.highlights} translation={place.inLanguage?.translation} />
          <PlaceAmenities amenities={place.amenities} />
          <PlaceFacts place={place} />
          <PlaceLocation place={place} />
          {place.fromOpenStreetMap && <OpenStreetMapCredit />}
          <SuggestEdit place={place} />
          <NearbyPlaces placeId={place.id} limit={DETAIL.nearby} />
        </div>

        <aside aria-label={t('place.aside')} className="grid min-w-0 grid-cols-1 content-start gap-6">
          <ToursWidget title={t('place.tours')} placeId={place.id} />
          <PlaceInfoCard place={place} className="hidden lg:block" />
          <WeatherCard />
          <UpcomingEventsCard limit={DETAIL.events} />
        </aside>
      </Container>
    </PageLayout>
  );
}
