import { useEffect, useState, type ComponentType } from 'react';
import { cn } from '../../../lib/cn';
import { useInView } from '../../../lib/use-in-view';
import type { PlaceMapProps } from './place-map';

type PlaceMapComponent = ComponentType<PlaceMapProps>;

/** SPEC 9: the map's code times out after 10 seconds, which is logged; the map stays loading. */
const MAP_LOAD_TIMEOUT_MS = 10_000;

/** The map's module, fetched once however many maps ask; asked again after a failure. */
let placeMapModule: Promise<PlaceMapComponent> | undefined;
function loadPlaceMap(): Promise<PlaceMapComponent> {
  placeMapModule ??= import('./place-map').then(
    (module) => module.PlaceMap,
    (error: unknown) => {
      placeMapModule = undefined;
      throw error;
    },
  );
  return placeMapModule;
}

/**
 * PlaceMap loaded on demand: Leaflet and the map code download only when the map's place comes near the
 * screen, so a phone that never scrolls to it never pays for it. Until then, the loading overlay.
 * A plain import rather than React.lazy: a Suspense boundary holds back what it reveals (about 300 ms), and
 * a module that fails to load (a deploy replaced it, no network) would take the whole page down with it
 * instead of leaving this map loading, as SPEC 8 has it (also when it takes over 10 s).
 */
export function LazyPlaceMap(props: PlaceMapProps) {
  const [placeholderRef, inView] = useInView<HTMLDivElement>();
  const [PlaceMap, setPlaceMap] = useState<PlaceMapComponent | null>(null);
  useEffect(() => {
    if (!inView) return;
    let current = true;
    // Logged, not given up: should the code still arrive, the visitor gets the map.
    const slow = window.setTimeout(
      () => console.error(`The map could not be loaded: no answer after ${MAP_LOAD_TIMEOUT_MS / 1000} s`),
      MAP_LOAD_TIMEOUT_MS,
    );
    loadPlaceMap()
      .then(
        (component) => {
          if (current) setPlaceMap(() => component);
        },
        (error: unknown) => console.error('The map could not be loaded:', error),
      )
      .finally(() => window.clearTimeout(slow));
    return () => {
      current = false;
      window.clearTimeout(slow);
    };
  }, [inView]);

  if (PlaceMap) return <PlaceMap {...props} />;
  return (
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
}
