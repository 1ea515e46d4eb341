import { useMemo } from 'react';
import { DetailSection } from './detail-section';
import { LazyPlaceMap } from './lazy-place-map';
import type { MapPlace } from '../map-view';

const LOCATION_ZOOM = 15;

/** 'Location': a map centred on the place. */
export function PlaceLocation({ place }: { place: MapPlace }) {
  const places = useMemo(() => [place], [place]);
  return (
    <DetailSection title="Location">
      <LazyPlaceMap
        places={places}
        zoom={LOCATION_ZOOM}
        label={`Map showing ${place.name}`}
        className="h-[300px] sm:h-[380px]"
      />
    </DetailSection>
  );
}
