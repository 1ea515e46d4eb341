import { Star } from 'lucide-react';
import { writeNumber } from '../../../common/languages';
import { cn } from '../../lib/cn';
import { useTranslator } from '../../lib/i18n';

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
 * In the page's language, its numbers written as the language writes them ('4,6' in German).
 */
export function Rating({ rating, reviewCount, sample = false, className }: RatingProps) {
  const { t, language } = useTranslator();
  if (rating === null) {
    return <span className={cn('text-sm text-muted-foreground', className)}>{t('rating.none')}</span>;
  }
  const value = writeNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const reviews =
    reviewCount !== undefined && reviewCount > 0 ? t('rating.reviews', { count: reviewCount }) : null;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star className="size-4 fill-sun text-amber-700" aria-hidden="true" />
      <span className="font-semibold text-foreground">
        <span className="sr-only">{t('rating.rated', { rating: value })}</span>
        <span aria-hidden="true">{value}</span>
      </span>
      {reviews && <span className="text-muted-foreground">({reviews})</span>}
      {sample && (
        <span className="text-xs text-muted-foreground">
          <span aria-hidden="true">· {t('rating.sample')}</span>
          <span className="sr-only">{t('rating.sampleNote')}</span>
        </span>
      )}
    </span>
  );
}
