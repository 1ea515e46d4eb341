import { Skeleton } from '../../../components/ui/skeleton';

/** The loading shape of a PlaceCard. */
export function PlaceCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card border border-border bg-card shadow-soft" aria-hidden="true">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

/** n skeleton cards, announced once as loading. */
export function PlaceCardSkeletons({ count, label = 'Loading places' }: { count: number; label?: string }) {
  return (
    <>
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <PlaceCardSkeleton key={index} />
      ))}
    </>
  );
}
