import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { SidebarCard } from '../../../components/ui/sidebar-card';
import { useTranslator } from '../../../lib/i18n';
import { WIDGET_LIMIT, anySample, useTourRecommendations, useToursShowcase } from '../api';
import { TOUR_CARD_SKELETONS, TourCard } from './tour-card';

export interface ToursWidgetProps {
  title?: string;
  limit?: number;
  /** Recommend tours for this place (GET /api/viator/recommendations/{placeId}); otherwise the showcase. */
  placeId?: number;
  className?: string;
}

/**
 * A sidebar list of tours: 3 skeletons while loading; renders nothing when empty or failed (SPEC 4); a note
 * when the tours are bundled samples.
 */
export function ToursWidget({ title, limit = WIDGET_LIMIT, placeId, className }: ToursWidgetProps) {
  const { t } = useTranslator();
  const recommendations = useTourRecommendations(placeId);
  const showcase = useToursShowcase(limit, { enabled: placeId === undefined });
  const query = placeId === undefined ? showcase : recommendations;

  const tours = query.data?.slice(0, limit) ?? [];
  if (query.isError || (!query.isPending && tours.length === 0)) return null;

  return (
    <SidebarCard title={title ?? t('tours.widgetTitle')} className={className}>
      <div className="grid gap-3">
        {query.isPending ? (
          <CardSkeletons
            count={WIDGET_LIMIT}
            label={t('tours.loading')}
            shape={TOUR_CARD_SKELETONS.compact}
          />
        ) : (
          tours.map((tour) => <TourCard key={tour.id} tour={tour} layout="compact" />)
        )}
      </div>
      {!query.isPending && (
        <p className="mt-4 text-xs text-muted-foreground">
          {anySample(tours) ? t('tours.sampleNote') : t('tours.poweredBy')}
        </p>
      )}
    </SidebarCard>
  );
}
