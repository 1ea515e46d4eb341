import { useId } from 'react';
import type { Place } from '../../../../common/schemas/places';
import { useTranslator } from '../../../lib/i18n';
import { PlaceCard } from './place-card';

/** 'Featured Places': the places a guide is about, as cards; nothing when there are none. */
export function FeaturedPlaces({ places }: { places: Place[] }) {
  const { t } = useTranslator();
  const headingId = useId();
  if (places.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold text-foreground sm:text-3xl">
        {t('guides.featuredPlaces')}
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {places.map((place) => (
          <PlaceCard key={place.id} place={place} />
        ))}
      </div>
    </section>
  );
}
