import { Info } from 'lucide-react';
import { useMemo } from 'react';
import { DetailSection } from './detail-section';
import { LazyPlaceMap, type MarkerPlace } from './lazy-place-map';

const LOCATION_ZOOM = 15;

/** Said under the map where the pin is an estimate rather than a checked position. */
export const APPROXIMATE_PIN_TEXT =
  'The pin is approximate: it was placed from nearby mapped points and may be a short walk off. Follow the address and local signs for the last stretch.';

/** 'Location': a map centred on the place, and a word of warning where its pin is only an estimate. */
export function PlaceLocation({ place }: { place: MarkerPlace }) {
  const places = useMemo(() => [place], [place]);
  return (
    <DetailSection title="Location">
      <LazyPlaceMap
        places={places}
        zoom={LOCATION_ZOOM}
        label={`Map showing ${place.name}`}
        className="h-[300px] sm:h-[380px]"
      />
      {place.approximatePosition && (
        <p className="mt-3 flex gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0 text-sea-700" aria-hidden="true" />
          {APPROXIMATE_PIN_TEXT}
        </p>
      )}
    </DetailSection>
  );
}
