import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

/** The loading shape of a card. */
export interface CardSkeletonShape {
  /** 'column': the image above the lines (grid cards); 'row': a small image beside them (sidebar cards). */
  layout?: 'column' | 'row';
  /** Size classes of the image placeholder, e.g. 'aspect-[4/3]' or 'size-20 rounded-xl'. */
  image: string;
  /** Size classes of each line placeholder, top to bottom. */
  lines: readonly string[];
}

/** A card's loading placeholder: an image and a few lines, hidden from assistive technology. */
export function CardSkeleton({ layout = 'column', image, lines }: CardSkeletonShape) {
  const row = layout === 'row';
  return (
    <div
      className={cn(
        'rounded-card border border-border bg-card shadow-soft',
        row ? 'flex gap-3 p-3' : 'overflow-hidden',
      )}
      aria-hidden="true"
    >
      <Skeleton className={cn(image, row ? 'shrink-0' : 'rounded-none')} />
      <div className={row ? 'grid flex-1 gap-2' : 'grid gap-3 p-4'}>
        {lines.map((line, index) => (
          <Skeleton key={index} className={line} />
        ))}
      </div>
    </div>
  );
}

/** `count` card placeholders, announced once as `label` ('Loading places'). */
export function CardSkeletons({
  count,
  label,
  shape,
}: {
  count: number;
  label: string;
  shape: CardSkeletonShape;
}) {
  return (
    <>
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} {...shape} />
      ))}
    </>
  );
}
