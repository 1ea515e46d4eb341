/**
 * The Leaflet map (lazy: import LazyPlaceMap from './lazy-place-map' in pages). Markers in each category's
 * colour and glyph (category-style.ts) with popups linking to each place; opens on the view its first
 * picture showed (map-view.ts). Markers are HTML and SVG, so they render even when map tiles cannot load.
 * A map from the server (the places page's) asks for what its view shows each time it comes to rest
 * (map-requests.ts) and draws a count bubble for each cluster, which zooms in when tapped.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cardPlaceName } from '../../../../common/content-in-language';
import { TILE_ATTRIBUTION } from '../../../../common/map-tiles';
import { runInTasks } from '../../../lib/run-in-tasks';
import { useTileUrl } from '../../../lib/runtime-config';
import { useTranslator, type Translator } from '../../../lib/i18n';
import type { MapCluster } from '../../../../common/schemas/place-map';
import { usePlacesMap } from '../api';
import { MARKER_SIZES, markerCategory, markerHtml, USER_MARKER_COLOR } from '../category-style';
import { clusterHtml, clusterSize } from '../cluster-style';
import { firstViewRequest, nextRequest, requestParams, type MapRequest } from '../map-requests';
import type { ServerMap } from '../map-source';
import { mapViewForSize, mapViewLayers } from '../map-view';
import { directionsUrl } from '../places-page';
import type { MarkerPlace, PlaceMapProps } from './lazy-place-map';
import { MapLoadingOverlay } from './map-loading-overlay';

/** How long the map rests after a move before it asks for its new view. */
const MOVE_SETTLE_MS = 250;
/**
 * Markers are HTML and SVG to lay out, about 2 ms each at 1x on the test machine: eight made tasks of 13-18 ms,
 * over 50 ms on a phone (Lighthouse's 4x slower CPU); four stay under it.
 */
const MARKERS_PER_TASK = 4;

export interface LeafletMapProps extends Omit<
  PlaceMapProps,
  'className' | 'label' | 'eagerTiles' | 'serverFilters'
> {
  label: string;
  /** The places come from the server for each view (the places page's map). */
  server?: ServerMap | undefined;
  /** Whether the tiles of the map's first view have loaded (or failed); until then the map is see-through. */
  tilesShown: boolean;
  /** Called once they have, when the picture beneath can go. */
  onTilesShown: () => void;
}

export function PlaceMap({
  places,
  server,
  userPosition = null,
  zoom,
  tilesShown,
  onTilesShown,
  label,
}: LeafletMapProps) {
  // The map's own words are in the 'later' part, loaded with its code (lazy-place-map.tsx).
  const { language, t } = useTranslator();
  const tRef = useRef(t);
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const [ready, setReady] = useState(false);
  const tileTemplate = useRef(useTileUrl());
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const onTilesShownRef = useRef(onTilesShown);
  useEffect(() => {
    navigateRef.current = navigate;
    onTilesShownRef.current = onTilesShown;
  }, [navigate, onTilesShown]);

  // A server map's view as its query names it: set with the first view, then each time the map rests.
  const [request, setRequest] = useState<MapRequest | null>(null);
  const serverRef = useRef(server);
  useEffect(() => {
    serverRef.current = server;
  }, [server]);
  const answer = usePlacesMap(server && request ? requestParams(server.filters, request) : null);

  // Create the map once. Its view is set by the effect after, so no tiles load for a view it leaves at once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // No fade for tiles as they arrive: the first picture beneath shows the same tiles, and the fade ran a
    // script on every frame while the page was still starting.
    const map = L.map(container, {
      scrollWheelZoom: false,
      preferCanvas: false,
      zoomControl: false,
      fadeAnimation: false,
    });
    L.control
      .zoom({
        zoomInTitle: tRef.current('mapControls.zoomIn'),
        zoomOutTitle: tRef.current('mapControls.zoomOut'),
      })
      .addTo(map);
    L.tileLayer(tileTemplate.current, { attribution: TILE_ATTRIBUTION, maxZoom: 19 })
      .once('load', () => onTilesShownRef.current())
      .addTo(map);
    map.attributionControl.setPrefix(false);
    markersRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    map.whenReady(() => setReady(true));
    let settling: number | undefined;
    map.on('moveend', () => {
      window.clearTimeout(settling);
      settling = window.setTimeout(() => {
        if (!serverRef.current) return;
        const bounds = map.getBounds();
        const view = {
          west: bounds.getWest(),
          south: bounds.getSouth(),
          east: bounds.getEast(),
          north: bounds.getNorth(),
        };
        setRequest((current) => nextRequest(current, view, Math.round(map.getZoom())));
      }, MOVE_SETTLE_MS);
    });
    return () => {
      window.clearTimeout(settling);
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
      setReady(false);
    };
  }, []);

  // A server map fits its places' extent; a map of a list fits its list (a new list, a new fit).
  const listPlaces = server ? null : places;
  const layers = useMemo(
    () => server?.layers ?? mapViewLayers({ places: listPlaces ?? [], zoom }),
    [server?.layers, listPlaces, zoom],
  );

  // The view for this map's size: the one its first picture showed, where there was one. In a task after the
  // map's creation (its tiles' first layout is the larger part of the map's start on a phone).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    return runInTasks(
      [
        () => {
          const { clientWidth: width, clientHeight: height } = map.getContainer();
          const view = mapViewForSize(layers, { width, height });
          map.setView([view.center.lat, view.center.lng], view.zoom);
          // The first picture's own answer: the server read it for the page, so it is drawn at once.
          if (serverRef.current) setRequest(firstViewRequest(view));
        },
      ],
      1,
    );
  }, [layers]);

  // What the markers show: the list's places, or the server's single places and clusters for the view.
  const shown = useMemo((): { places: MarkerPlace[]; clusters: MapCluster[] } => {
    if (!server) return { places, clusters: [] };
    const data = answer.data;
    if (!data) return { places: [], clusters: [] };
    return {
      places: data.places.map((point) => ({
        id: point.id,
        slug: point.slug,
        name: point.name,
        nameTranslations: point.nameTranslations,
        category: point.category,
        latitude: point.lat,
        longitude: point.lng,
        address: null,
        approximatePosition: false,
      })),
      clusters: data.clusters,
    };
  }, [server, places, answer.data]);

  // Place markers and cluster bubbles, a few in each task (after the view's); the map says it is busy meanwhile.
  useEffect(() => {
    const map = mapRef.current;
    const layer = markersRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const container = map.getContainer();
    container.setAttribute('aria-busy', 'true');
    const radius = MARKER_SIZES.map.disc / 2;
    const clusterMarkers = shown.clusters.map((cluster) => () => {
      const size = clusterSize(cluster.count);
      const icon = L.divIcon({
        html: clusterHtml(cluster.count),
        className: 'place-cluster',
        iconSize: [size, size],
      });
      // The count as the bubble shows it, without a thousands separator ('1029 places: zoom in').
      const label = t('mapControls.cluster', { count: cluster.count, number: String(cluster.count) });
      const marker = L.marker([cluster.lat, cluster.lng], { icon, title: label })
        .on('click', () =>
          map.setView([cluster.lat, cluster.lng], Math.max(cluster.expansionZoom, map.getZoom() + 1)),
        )
        .addTo(layer);
      marker.getElement()?.setAttribute('aria-label', label);
    });
    const placeMarkers = shown.places.map((place) => () => {
      const name = cardPlaceName(place, language);
      const icon = L.divIcon({
        html: markerHtml(markerCategory(place.category)),
        // Replaces Leaflet's 'leaflet-div-icon' (a white box): the marker draws its own disc.
        className: 'place-marker',
        iconSize: [2 * radius, 2 * radius],
        popupAnchor: [0, -radius],
      });
      // Out of the tab order, as the circle markers were: the places' list is the keyboard's way to them, and
      // a map of every place would otherwise be over a hundred tab stops.
      L.marker([place.latitude, place.longitude], { icon, keyboard: false })
        .bindPopup(() => popupContent(place, name, t, (path) => navigateRef.current(path)))
        .bindTooltip(name, { direction: 'top', offset: [0, -radius] })
        .addTo(layer);
    });
    return runInTasks([...clusterMarkers, ...placeMarkers], MARKERS_PER_TASK, () =>
      container.removeAttribute('aria-busy'),
    );
  }, [shown, language, t]);

  // The user's position.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !userPosition) return;
    const marker = L.circleMarker([userPosition.lat, userPosition.lng], {
      radius: 8,
      color: '#ffffff',
      weight: 3,
      fillColor: USER_MARKER_COLOR,
      fillOpacity: 1,
    })
      .bindTooltip(t('mapControls.youAreHere'), { direction: 'top', offset: [0, -8] })
      .addTo(map);
    const accuracyRing = L.circle([userPosition.lat, userPosition.lng], {
      radius: 120,
      color: USER_MARKER_COLOR,
      weight: 1,
      fillOpacity: 0.12,
      interactive: false,
    }).addTo(map);
    return () => {
      marker.remove();
      accuracyRing.remove();
    };
  }, [userPosition, t]);

  return (
    <>
      <div
        ref={containerRef}
        role="region"
        aria-label={label}
        // Clear until its tiles show, so the first picture beneath stays in sight meanwhile.
        style={tilesShown ? undefined : { background: 'transparent' }}
        className="relative size-full min-h-[inherit]"
      />
      {!ready && <MapLoadingOverlay />}
    </>
  );
}

/** Popup DOM built with text nodes (no HTML strings, so names cannot inject markup); `name` in the page's language. */
function popupContent(
  place: MarkerPlace,
  name: string,
  t: Translator['t'],
  navigate: (path: string) => void,
): HTMLElement {
  const root = document.createElement('div');
  const link = document.createElement('a');
  const path = `/places/${place.slug}`;
  link.href = path;
  link.className = 'map-popup-link';
  link.textContent = name;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  });
  const meta = document.createElement('span');
  meta.className = 'map-popup-meta';
  meta.textContent = t('card.category', { category: place.category });
  const directions = document.createElement('a');
  directions.href = directionsUrl(place);
  directions.target = '_blank';
  directions.rel = 'noopener noreferrer';
  directions.className = 'map-popup-directions';
  directions.textContent = t('mapControls.directions');
  directions.setAttribute('aria-label', t('mapControls.directionsTo', { name }));
  root.append(link, meta, directions);
  return root;
}
