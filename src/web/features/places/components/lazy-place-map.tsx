import { lazy, Suspense } from 'react';
import { cn } from '../../../lib/cn';
import { useInView } from '../../../lib/use-in-view';
import type { PlaceMapProps } from './place-map';

const PlaceMap = lazy(() => import('./place-map').then((module) => ({ default: module.PlaceMap })));

/**
 * PlaceMap loaded on demand: Leaflet and the map code download only when the map's place comes near the
 * screen, so a phone that never scrolls to it never pays for it. Until then, the loading overlay.
 */
export function LazyPlaceMap(props: PlaceMapProps) {
  const [placeholderRef, inView] = useInView<HTMLDivElement>();
  const placeholder = (
    <div
      ref={placeholderRef}
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
  );
  if (!inView) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PlaceMap {...props} />
    </Suspense>
  );
}
