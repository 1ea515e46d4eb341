import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { WIDGET_LIMIT, useTourRecommendations, useToursShowcase } from '../api';
import { TourCard, TourCardSkeleton } from './tour-card';

export interface ToursWidgetProps {
  title?: string;
  limit?: number;
  /** Recommend tours for this place (GET /api/viator/recommendations/{placeId}); otherwise the showcase. */
  placeId?: number;
  className?: string;
}

/** A sidebar list of tours: 3 skeletons while loading; renders nothing when empty or failed (SPEC 4). */
export function ToursWidget({
  title = 'Tours & Activities',
  limit = WIDGET_LIMIT,
  placeId,
  className,
}: ToursWidgetProps) {
  const recommendations = useTourRecommendations(placeId);
  const showcase = useToursShowcase(undefined, limit, { enabled: placeId === undefined });
  const query = placeId === undefined ? showcase : recommendations;
  const headingId = useId();

  const tours = query.data?.slice(0, limit) ?? [];
  if (query.isError || (!query.isPending && tours.length === 0)) return null;

  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className="p-5">
        <h2 id={headingId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="mt-4 grid gap-3">
          {query.isPending ? (
            <>
              <span role="status" className="sr-only">
                Loading tours
              </span>
              {Array.from({ length: WIDGET_LIMIT }, (_, index) => (
                <TourCardSkeleton key={index} layout="compact" />
              ))}
            </>
          ) : (
            tours.map((tour) => <TourCard key={tour.id} tour={tour} layout="compact" />)
          )}
        </div>
        <p className="mt-4 text-xs text-muted-foreground">Powered by Viator.</p>
      </section>
    </Card>
  );
}
