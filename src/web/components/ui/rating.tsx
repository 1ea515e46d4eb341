import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface RatingProps {
  rating: number | null;
  reviewCount?: number;
  /** Sample figures of the bundled data: labelled as such. */
  sample?: boolean;
  className?: string;
}

/**
 * '★ 4.6 (1,234 reviews)', with '· sample' for sample figures; 'No ratings yet' without a rating. A count of
 * no reviews is left out rather than shown as '(0 reviews)' beside a rating: the bundled guide has none.
 */
export function Rating({ rating, reviewCount, sample = false, className }: RatingProps) {
  if (rating === null) {
    return <span className={cn('text-sm text-muted-foreground', className)}>No ratings yet</span>;
  }
  const reviews =
    reviewCount !== undefined && reviewCount > 0
      ? `${reviewCount.toLocaleString('en-GB')} ${reviewCount === 1 ? 'review' : 'reviews'}`
      : null;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star className="size-4 fill-sun text-amber-700" aria-hidden="true" />
      <span className="font-semibold text-foreground">
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      {reviews && <span className="text-muted-foreground">({reviews})</span>}
      {sample && (
        <span className="text-xs text-muted-foreground">
          · sample<span className="sr-only"> figures, not live ratings</span>
        </span>
      )}
    </span>
  );
}
