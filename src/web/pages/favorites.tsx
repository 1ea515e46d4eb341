import { ArrowLeft, Heart, LogIn } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { CardSkeletons } from '../components/ui/card-skeleton';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { Skeleton } from '../components/ui/skeleton';
import { useFavorites } from '../features/favorites/api';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { favoritePlaces, savedCountText } from '../features/favorites/saved-places';
import { usePlaces } from '../features/places/api';
import { PLACE_CARD_SKELETON, PlaceCard } from '../features/places/components/place-card';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { useAuth } from '../lib/auth';
import { pageTitle } from '../lib/site';

const SEO = {
  title: pageTitle('My Favorites'),
  description: 'The places in Paphos you have saved for later.',
} as const;

const HEART_ICON = <Heart className="size-10 text-terracotta-600" aria-hidden="true" />;

/** /my-favorites (SPEC 2, Favourites): a log-in prompt when anonymous, otherwise the saved places. */
export function FavoritesPage() {
  const { status } = useAuth();
  return (
    <PageLayout>
      <Seo {...SEO} />
      {status === 'loading' ? (
        <Container className="py-12">
          <p role="status" className="sr-only">
            Loading...
          </p>
          <Skeleton className="h-10 w-56" />
        </Container>
      ) : status === 'anonymous' ? (
        <LogInPrompt />
      ) : (
        <SavedPlaces />
      )}
    </PageLayout>
  );
}

function LogInPrompt() {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-700">
        <Heart className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-4xl font-bold text-foreground">My Favorites</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        Log in to save your favourite places in Paphos and find them again on any visit.
      </p>
      {/* A full page load, like the header's Log In. */}
      <a href="/login" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <LogIn aria-hidden="true" />
        Log In to Continue
      </a>
    </Container>
  );
}

function SavedPlaces() {
  const favorites = useFavorites();
  const places = usePlaces();
  const saved = useMemo(
    () => favoritePlaces(places.data ?? [], favorites.data ?? []),
    [places.data, favorites.data],
  );
  const loading = favorites.isPending || places.isPending;

  return (
    <>
      <section className="border-b border-border bg-sand-100/70 py-10 sm:py-12">
        <Container>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-sea-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
          <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="flex items-center gap-3 text-3xl font-bold text-foreground sm:text-4xl">
                <Heart className="size-8 fill-terracotta-600 text-terracotta-600" aria-hidden="true" />
                My Favorites
              </h1>
              <p className="mt-2 text-muted-foreground">Places you've saved for later</p>
            </div>
            {!loading && (
              <p
                role="status"
                className="rounded-full bg-card px-4 py-1.5 text-sm font-semibold text-sea-800 shadow-xs ring-1 ring-inset ring-border"
              >
                {savedCountText(saved.length)}
              </p>
            )}
          </div>
        </Container>
      </section>

      <Container className="py-10">
        {loading ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <CardSkeletons count={3} label="Loading your favourites" shape={PLACE_CARD_SKELETON} />
          </div>
        ) : favorites.isError || places.isError ? (
          <EmptyState icon={HEART_ICON}>
            Your favourites could not be loaded. Please try again later.
          </EmptyState>
        ) : saved.length === 0 ? (
          <EmptyState icon={HEART_ICON}>
            <p className="text-lg font-semibold text-foreground">No favourites yet</p>
            <p className="mt-2 max-w-md text-muted-foreground">
              Tap the heart on any place to save it here for later.
            </p>
            <Link to="/places" className={buttonClasses({ className: 'mt-6' })}>
              Explore Places
            </Link>
          </EmptyState>
        ) : (
          <ul aria-label="Saved places" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {saved.map((place) => (
              <li key={place.id} className="flex min-w-0">
                <PlaceCard
                  place={place}
                  headingLevel="h2"
                  className="w-full"
                  action={<FavoriteButton placeId={place.id} placeName={place.name} />}
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
