import { Info } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslator } from '../../../lib/i18n';
import { DetailSection } from './detail-section';
import { LazyPlaceMap, type MarkerPlace } from './lazy-place-map';

const LOCATION_ZOOM = 15;

/** 'Location': a map centred on the place, and a word of warning where its pin is only an estimate (its pin is approximate). */
export function PlaceLocation({ place }: { place: MarkerPlace }) {
  const { t } = useTranslator();
  const places = useMemo(() => [place], [place]);
  return (
    <DetailSection title={t('place.location')}>
      <LazyPlaceMap
        places={places}
        zoom={LOCATION_ZOOM}
        label={t('place.mapLabel', { name: place.name })}
        className="h-[300px] sm:h-[380px]"
      />
      {place.approximatePosition && (
        <p className="mt-3 flex gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0 text-sea-700" aria-hidden="true" />
          {t('place.approximatePin')}
        </p>
      )}
    </DetailSection>
  );
}
