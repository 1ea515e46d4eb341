import { Clock, Compass, ExternalLink } from 'lucide-react';
import type { TourExperience } from '../../../../common/schemas/tours';
import { translatedTourDuration } from '../../../../common/tour-duration';
import { buttonClasses } from '../../../components/ui/button';
import type { CardSkeletonShape } from '../../../components/ui/card-skeleton';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { cn } from '../../../lib/cn';
import { useTranslator } from '../../../lib/i18n';
import { Rating } from '../../../components/ui/rating';
import { AFFILIATE_REL, bookingUrl } from '../api';

export interface TourCardProps {
  tour: TourExperience;
  /** 'grid' for the showcase, 'compact' for sidebars. */
  layout?: 'grid' | 'compact';
}

/**
 * One tour: image, title, rating (1 decimal), duration, 'From €NN' ('(sample price)' on a sample) and a 'Book Now' link to the product in
 * a new tab; a bundled sample has no product to book, so its link says 'Find on Viator'.
 */
export function TourCard({ tour, layout = 'grid' }: TourCardProps) {
  const { t } = useTranslator();
  const url = bookingUrl(tour);
  // Euro without decimals: 'From €45'; a bundled sample's is '(sample price)'.
  const price =
    tour.priceFrom === null
      ? null
      : t(tour.isSample ? 'tours.samplePriceFrom' : 'tours.priceFrom', { price: tour.priceFrom.toFixed(0) });
  const compact = layout === 'compact';
  // '3 ώρες' from the answer's '3 hours'; a supplier's own words stay as written, in English.
  const duration = tour.duration === null ? null : translatedTourDuration(t, tour.duration);
  return (
    <article
      className={cn(
        'flex overflow-hidden rounded-card border border-border bg-card shadow-soft',
        compact ? 'flex-row gap-3 p-3' : 'flex-col',
      )}
    >
      <div
        className={cn(
          'shrink-0 overflow-hidden bg-sand-100',
          compact ? 'size-20 rounded-xl' : 'aspect-[4/3]',
        )}
      >
        <ImageWithFallback
          src={tour.imageUrl}
          alt={tour.title}
          fallbackIcon={Compass}
          className="size-full"
        />
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5', !compact && 'p-4')}>
        <h3
          className={cn(
            'font-bold leading-snug text-foreground',
            compact ? 'line-clamp-2 text-sm' : 'line-clamp-2 text-base',
          )}
        >
          {tour.title}
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {tour.rating !== null && <Rating rating={tour.rating} sample={tour.isSample} />}
          {tour.duration && (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {duration ?? (
                <span lang="en" dir="auto">
                  {tour.duration}
                </span>
              )}
            </span>
          )}
        </div>
        <div
          className={cn(
            'mt-auto flex flex-wrap items-center justify-between gap-2',
            compact ? 'pt-1' : 'pt-3',
          )}
        >
          {price && <span className="min-w-0 font-bold text-sea-800">{price}</span>}
          {url && (
            <a
              href={url}
              target="_blank"
              rel={AFFILIATE_REL}
              className={buttonClasses({
                variant: 'accent',
                size: 'sm',
                className: compact ? 'h-8 px-3' : undefined,
              })}
            >
              {tour.isSample ? t('tours.findOnViator') : t('tours.bookNow')}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only"> {t('tours.linkNote', { title: tour.title })}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

/** The loading shapes of a TourCard, by layout. */
export const TOUR_CARD_SKELETONS: Record<NonNullable<TourCardProps['layout']>, CardSkeletonShape> = {
  grid: { image: 'aspect-[4/3]', lines: ['h-5 w-5/6', 'h-4 w-1/2', 'mt-2 h-9 w-24 rounded-full'] },
  compact: { layout: 'row', image: 'size-20 rounded-xl', lines: ['h-4 w-full', 'h-4 w-2/3', 'h-6 w-20'] },
};
