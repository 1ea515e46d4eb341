import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { LatLng } from '../../../../common/distance';
import type { QueryParams } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { loadWords } from '../../../lib/i18n';
import { useInView } from '../../../lib/use-in-view';
import type { MapPoint } from '../../../../common/schemas/place-map';
import type { Place } from '../../../../common/schemas/places';
import { extentParams, usePlacesMap } from '../api';
import type { ServerMap } from '../map-source';
import { extentLayers, type MapPlace } from '../map-view';
import { MapLoadingOverlay } from './map-loading-overlay';
import { MapPictureSlot } from './map-picture-slot';
import type { LeafletMapProps } from './place-map';

/** A place as a map marks it: where it is, and what its popup's directions need. */
export type MarkerPlace = MapPlace &
  Pick<Place, 'address' | 'approximatePosition'> &
  Pick<MapPoint, 'nameTranslations'>;

export interface PlaceMapProps {
  /** The places a map of a list marks, each alone (ignored with serverFilters). */
  places: MarkerPlace[];
  /**
   * The places list's filters: the map asks the server for what its view shows instead, and draws a
   * count for each cluster of places (for a map of thousands of places).
   */
  serverFilters?: QueryParams | undefined;
  /** The user's position: a marker while given, removed when it becomes null. */
  userPosition?: LatLng | null;
  /** A fixed zoom: the detail map uses 15 and centres on its (single) place. */
  zoom?: number;
  /** Accessible name of the map region. */
  label: string;
  /**
   * The map is the first screen's main picture: its tiles and places are drawn with the page (MapPicture),
   * not after the map's code. Left off for a map further down, whose tiles would then load whether or not
   * the visitor scrolls to it.
   */
  eagerTiles?: boolean;
  className?: string;
}

type PlaceMapComponent = ComponentType<LeafletMapProps>;

/** SPEC 9: the map's code times out after 10 seconds, which is logged; the map stays loading. */
const MAP_LOAD_TIMEOUT_MS = 10_000;

/**
 * The map's module with its words (the 'later' part: zoom buttons, popups, clusters), fetched once however
 * many maps ask; asked again after a failure.
 */
let placeMapModule: Promise<PlaceMapComponent> | undefined;
function loadPlaceMap(): Promise<PlaceMapComponent> {
  placeMapModule ??= Promise.all([import('./place-map'), loadWords(['later'])]).then(
    ([module]) => module.PlaceMap,
    (error: unknown) => {
      placeMapModule = undefined;
      throw error;
    },
  );
  return placeMapModule;
}

/**
 * PlaceMap loaded on demand: Leaflet and the map code download only when the map's place comes near the
 * screen, so a phone that never scrolls to it never pays for it. Until then the loading overlay, over the
 * map's first picture (MapPictureSlot) for a map in the first screen.
 * A plain import rather than React.lazy: a Suspense boundary holds back what it reveals (about 300 ms), and
 * a module that fails to load (a deploy replaced it, no network) would take the whole page down with it
 * instead of leaving this map loading, as SPEC 8 has it (also when it takes over 10 s).
 */
export function LazyPlaceMap({
  className,
  label,
  eagerTiles = false,
  serverFilters,
  ...props
}: PlaceMapProps) {
  const [frameRef, inView] = useInView<HTMLDivElement>();
  // A server map first learns where its places are, to fit its view to them.
  const extent = usePlacesMap(serverFilters ? extentParams(serverFilters) : null);
  const extentData = extent.data?.extent;
  const extentKnown = extent.data !== undefined;
  const layers = useMemo(
    () => (extentKnown ? extentLayers(extentData ?? null) : null),
    [extentKnown, extentData],
  );
  const server = useMemo<ServerMap | undefined>(
    () => (serverFilters && layers ? { filters: serverFilters, layers } : undefined),
    [serverFilters, layers],
  );
  const waiting = serverFilters !== undefined && !server;
  const [PlaceMap, setPlaceMap] = useState<PlaceMapComponent | null>(null);
  const [tilesShown, setTilesShown] = useState(false);
  const showTiles = useCallback(() => setTilesShown(true), []);
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

  return (
    <div
      ref={frameRef}
      className={cn(
        'relative isolate overflow-hidden rounded-card border border-border bg-sea-100 shadow-soft',
        className,
      )}
    >
      {eagerTiles && !tilesShown && !waiting && (
        <MapPictureSlot places={props.places} zoom={props.zoom} label={label} server={server} />
      )}
      {PlaceMap && !waiting ? (
        <PlaceMap {...props} server={server} label={label} tilesShown={tilesShown} onTilesShown={showTiles} />
      ) : (
        <MapLoadingOverlay loading={inView} />
      )}
    </div>
  );
}
