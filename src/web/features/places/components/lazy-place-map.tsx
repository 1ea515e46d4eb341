import { lazy, Suspense } from 'react';
import { cn } from '../../../lib/cn';
import type { PlaceMapProps } from './place-map';

const PlaceMap = lazy(() => import('./place-map').then((module) => ({ default: module.PlaceMap })));

/** PlaceMap loaded on demand (Leaflet stays out of the main bundle), with the same loading overlay. */
export function LazyPlaceMap(props: PlaceMapProps) {
  return (
    <Suspense
      fallback={
        <div
          className={cn(
            'relative overflow-hidden rounded-card border border-border bg-sea-50 shadow-soft',
            props.className,
          )}
        >
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center text-sm font-semibold text-sea-800"
          >
            Loading map...
          </div>
        </div>
      }
    >
      <PlaceMap {...props} />
    </Suspense>
  );
}
