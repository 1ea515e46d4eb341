import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { CardSkeletons } from '../components/ui/card-skeleton';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { Skeleton } from '../components/ui/skeleton';
import { useFavorites, useKeepFavoritesOffline, useSavedPlaces } from '../features/favorites/api';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { FavoritesHeader } from '../features/favorites/components/favorites-header';
import {
  DeviceFavoritesNotice,
  FavoritesLogInPrompt,
} from '../features/favorites/components/favorites-log-in-prompt';
import { PLACE_CARD_SKELETON, PlaceCard } from '../features/places/components/place-card';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { useAuth } from '../lib/auth';
import { useTranslator } from '../lib/i18n';
import { favoritesMeta } from '../../common/translated-meta';

const HEART_ICON = <Heart className="size-10 text-terracotta-600" aria-hidden="true" />;

/**
 * /my-favorites (SPEC 2, Favourites): the saved places, the account's or, for an anonymous visitor, this
 * browser's with a way to log in; a log-in prompt for an anonymous visitor who has saved nothing. The
 * saved places are kept for use offline.
 */
export function FavoritesPage() {
  const { t } = useTranslator();
  const { status } = useAuth();
  const favorites = useFavorites();
  const places = useSavedPlaces(favorites.data);
  const saved = places.places;
  const loading = favorites.isPending || places.isPending;
  useKeepFavoritesOffline(loading || favorites.isError || places.isError ? null : saved, favorites.data);

  return (
    <PageLayout>
      <Seo {...favoritesMeta(t)} />
      {status === 'loading' ? (
        <Container className="py-12">
          <p role="status" className="sr-only">
            {t('common.loading')}
          </p>
          <Skeleton className="h-10 w-56" />
        </Container>
      ) : status === 'anonymous' && favorites.data?.length === 0 ? (
        <FavoritesLogInPrompt />
      ) : (
        <>
          <FavoritesHeader savedCount={loading ? undefined : saved.length} />
          <Container className="py-10">
            {favorites.keptIn === 'device' && <DeviceFavoritesNotice />}
            {loading ? (
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                <CardSkeletons count={3} label={t('favorites.loading')} shape={PLACE_CARD_SKELETON} />
              </div>
            ) : favorites.isError || places.isError ? (
              <EmptyState icon={HEART_ICON}>{t('favorites.loadError')}</EmptyState>
            ) : saved.length === 0 ? (
              <EmptyState icon={HEART_ICON}>
                <p className="text-lg font-semibold text-foreground">{t('favorites.empty.title')}</p>
                <p className="mt-2 max-w-md text-muted-foreground">{t('favorites.empty.text')}</p>
                <Link to="/places" className={buttonClasses({ className: 'mt-6' })}>
                  {t('favorites.empty.explore')}
                </Link>
              </EmptyState>
            ) : (
              <ul
                aria-label={t('favorites.listLabel')}
                className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
              >
                {saved.map((place) => (
                  <li key={place.id} className="flex min-w-0">
                    <PlaceCard
                      place={place}
                      headingLevel="h2"
                      className="w-full"
                      action={<FavoriteButton place={place} />}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Container>
        </>
      )}
    </PageLayout>
  );
}
