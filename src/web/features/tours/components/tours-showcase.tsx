import { useId } from 'react';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { Container } from '../../../components/ui/container';
import { useTranslator } from '../../../lib/i18n';
import { SHOWCASE_LIMIT, anySample, useToursShowcase } from '../api';
import { TOUR_CARD_SKELETONS, TourCard } from './tour-card';

export interface ToursShowcaseProps {
  limit?: number;
}

/**
 * 'Discover Amazing Experiences' (SPEC 2): 8 skeleton cards while loading, hidden when empty or failed,
 * otherwise a 1/2/4-column grid of tours, and under them the samples' note or, for live tours, the Viator footnote.
 */
export function ToursShowcase({ limit = SHOWCASE_LIMIT }: ToursShowcaseProps) {
  const { t } = useTranslator();
  const { data: tours, isPending, isError } = useToursShowcase(limit);
  const headingId = useId();

  if (isError || (!isPending && (!tours || tours.length === 0))) return null;

  return (
    <section aria-labelledby={headingId} className="border-t border-border bg-sand-100/70 py-12 sm:py-16">
      <Container>
        <div className="mb-8 max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold text-foreground sm:text-3xl">
            {t('tours.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('tours.subtitle')}</p>
        </div>
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {isPending ? (
            <CardSkeletons
              count={SHOWCASE_LIMIT}
              label={t('tours.loading')}
              shape={TOUR_CARD_SKELETONS.grid}
            />
          ) : (
            tours.map((tour) => <TourCard key={tour.id} tour={tour} />)
          )}
        </div>
        {!isPending &&
          (anySample(tours) ? (
            <p className="mt-6 text-center text-sm text-muted-foreground">{t('tours.sampleNote')}</p>
          ) : (
            <p className="mt-8 text-center text-sm text-muted-foreground">{t('tours.liveFootnote')}</p>
          ))}
      </Container>
    </section>
  );
}
