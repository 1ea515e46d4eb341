import { MapPin, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { placeBadge } from '../../../../common/badge';
import { formatDistance } from '../../../../common/distance';
import { cardPlaceName } from '../../../../common/content-in-language';
import { LANGUAGES } from '../../../../common/languages';
import type { WithDistance } from '../../../../common/distance';
import { priceLevelSymbols } from '../../../../common/price-level';
import type { Place } from '../../../../common/schemas/places';
import { Badge } from '../../../components/ui/badge';
import type { CardSkeletonShape } from '../../../components/ui/card-skeleton';
import { cn } from '../../../lib/cn';
import { useTranslator, withElements } from '../../../lib/i18n';
import { LazyOpeningStatus } from './lazy-opening-status';
import { PlacePhoto } from './place-photo';
import { Rating } from '../../../components/ui/rating';

/** A place as a card shows it: a whole place (its first photo shown), or a list's card (its one photo). */
export type PlaceCardPlace = WithDistance<
  Pick<
    Place,
    | 'id'
    | 'slug'
    | 'name'
    | 'category'
    | 'rating'
    | 'reviewCount'
    | 'ratingIsSample'
    | 'priceLevel'
    | 'address'
    | 'createdAt'
    | 'updatedAt'
  > &
    Partial<Pick<Place, 'openingHours'>> &
    (Pick<Place, 'photos'> | { photo: string | null })
>;

const cardPhoto = (place: PlaceCardPlace) => ('photo' in place ? place.photo : place.photos[0]);

export interface PlaceCardProps {
  place: PlaceCardPlace;
  /** A control over the photo's top-right corner (e.g. a FavoriteButton); it stays clickable. */
  action?: ReactNode;
  className?: string;
  /** Heading level of the place name within the page. */
  headingLevel?: 'h2' | 'h3';
  /** Loads the photo at once: for the first cards of a list, in view as the page opens. */
  priority?: boolean;
}

/**
 * A place in a grid: photo, name, category, rating and reviews, price level, distance when known and a
 * 'New' / 'Updated' badge, and whether it is open now when its hours are known. The whole card links to
 * /places/{slug}.
 */
export function PlaceCard({
  place,
  action,
  className,
  headingLevel = 'h3',
  priority = false,
}: PlaceCardProps) {
  const { language, t } = useTranslator();
  const name = cardPlaceName(place, language);
  const badge = placeBadge(place.createdAt, place.updatedAt);
  const price = priceLevelSymbols(place.priceLevel);
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-border bg-card shadow-soft transition-shadow ' +
          'focus-within:shadow-lift hover:shadow-lift',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        <PlacePhoto
          src={cardPhoto(place) ?? undefined}
          alt={name}
          priority={priority}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {badge && (
          <Badge
            variant={badge === 'New' ? 'accent' : 'default'}
            className="absolute start-3 top-3 shadow-sm"
          >
            {t(badge === 'New' ? 'card.new' : 'card.updated')}
          </Badge>
        )}
        {action && <div className="absolute end-3 top-3 z-10">{action}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <Badge variant="secondary">{t('card.category', { category: place.category })}</Badge>
          {price && (
            <span className="text-sm font-semibold tracking-wider text-olive-700">
              <span className="sr-only">{t('card.priceLevel')} </span>
              {price}
            </span>
          )}
        </div>
        <Heading className="text-lg font-bold leading-snug text-foreground">
          <Link
            to={`/places/${place.slug}`}
            className={
              "after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-sea-700 " +
              'focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-ring'
            }
          >
            {name}
          </Link>
        </Heading>
        <Rating rating={place.rating} reviewCount={place.reviewCount} sample={place.ratingIsSample} />
        {place.openingHours && <LazyOpeningStatus openingHours={place.openingHours} />}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm text-muted-foreground">
          {place.address && (
            <span className="flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              {/* An address in Latin letters reads left to right, and is cut at its end, on a Hebrew page too. */}
              <span dir="auto" className="truncate">
                {place.address}
              </span>
            </span>
          )}
          {place.distanceKm !== undefined && (
            <span className="flex shrink-0 items-center gap-1 font-medium text-sea-800">
              <Navigation className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
              {withElements(
                t('card.distance', {
                  distance: formatDistance(place.distanceKm, LANGUAGES[language].locale),
                }),
                [(distance) => distance, (away) => <span className="sr-only">{away}</span>],
              )}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

/** The loading shape of a PlaceCard. */
export const PLACE_CARD_SKELETON: CardSkeletonShape = {
  image: 'aspect-[4/3]',
  lines: ['h-5 w-20 rounded-full', 'h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/3'],
};
