/**
 * The Leaflet map (lazy: import LazyPlaceMap from './lazy-place-map' in pages). Category-coloured circle
 * markers with popups linking to each place; fits all places (zoom capped at 15) or centres on Paphos.
 * Markers are vector shapes, so they render even when map tiles cannot load.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CATEGORY_LABELS } from '../../../../common/categories';
import type { LatLng } from '../../../../common/distance';
import type { Place } from '../../../../common/schemas/places';
import { cn } from '../../../lib/cn';
import { TILE_ATTRIBUTION, tileUrl } from '../../../lib/runtime-config';
import { CATEGORY_MARKER_COLORS, USER_MARKER_COLOR } from '../category-style';
import { directionsUrl } from '../places-page';

export const DEFAULT_CENTER: LatLng = { lat: 34.7667, lng: 32.4167 };
export const DEFAULT_ZOOM = 13;
export const FIT_MAX_ZOOM = 15;

export type MapPlace = Pick<Place, 'id' | 'slug' | 'name' | 'category' | 'latitude' | 'longitude'>;

export interface PlaceMapProps {
  places: MapPlace[];
  /** The user's position: a marker while given, removed when it becomes null. */
  userPosition?: LatLng | null;
  /** A fixed zoom: the detail map uses 15 and centres on its (single) place. */
  zoom?: number;
  /** Accessible name of the map region. */
  label?: string;
  className?: string;
}

export function PlaceMap({
  places,
  userPosition = null,
  zoom,
  label = 'Map of places',
  className,
}: PlaceMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const [ready, setReady] = useState(false);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // Create the map once. Its view is set by the next effect, so no tiles load for a view it leaves at once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { scrollWheelZoom: false, preferCanvas: false });
    L.tileLayer(tileUrl(), { attribution: TILE_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    map.attributionControl.setPrefix(false);
    markersRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    map.whenReady(() => setReady(true));
    return () => {
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
      setReady(false);
    };
  }, []);

  // Place markers and the view.
  useEffect(() => {
    const map = mapRef.current;
    const layer = markersRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    for (const place of places) {
      const color = CATEGORY_MARKER_COLORS[place.category] ?? CATEGORY_MARKER_COLORS.attraction;
      L.circleMarker([place.latitude, place.longitude], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: color,
        fillOpacity: 0.95,
      })
        .bindPopup(() => popupContent(place, (path) => navigateRef.current(path)))
        .bindTooltip(place.name, { direction: 'top', offset: [0, -8] })
        .addTo(layer);
    }

    if (places.length === 1 && zoom !== undefined) {
      const [place] = places;
      map.setView([place!.latitude, place!.longitude], zoom);
    } else if (places.length > 0) {
      const bounds = L.latLngBounds(
        places.map((place) => [place.latitude, place.longitude] as L.LatLngTuple),
      );
      map.fitBounds(bounds, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
    } else {
      map.setView([DEFAULT_CENTER.lat, DEFAULT_CENTER.lng], zoom ?? DEFAULT_ZOOM);
    }
  }, [places, zoom]);

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
      .bindTooltip('You are here', { direction: 'top', offset: [0, -8] })
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
  }, [userPosition]);

  return (
    <div
      className={cn(
        'relative isolate overflow-hidden rounded-card border border-border bg-sea-100 shadow-soft',
        className,
      )}
    >
      <div ref={containerRef} role="region" aria-label={label} className="size-full min-h-[inherit]" />
      {!ready && <MapLoadingOverlay />}
    </div>
  );
}

/** Shown until the map is initialised (SPEC 4, Map). */
export function MapLoadingOverlay() {
  return (
    <div
      role="status"
      className="absolute inset-0 z-[500] flex items-center justify-center bg-sea-50/90 text-sm font-semibold text-sea-800"
    >
      <span className="inline-flex items-center gap-2">
        <span
          className="size-4 animate-spin rounded-full border-2 border-sea-700 border-t-transparent"
          aria-hidden="true"
        />
        Loading map...
      </span>
    </div>
  );
}

/** Popup DOM built with text nodes (no HTML strings, so names cannot inject markup). */
function popupContent(place: MapPlace, navigate: (path: string) => void): HTMLElement {
  const root = document.createElement('div');
  const link = document.createElement('a');
  const path = `/places/${place.slug}`;
  link.href = path;
  link.className = 'map-popup-link';
  link.textContent = place.name;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  });
  const meta = document.createElement('span');
  meta.className = 'map-popup-meta';
  meta.textContent = CATEGORY_LABELS[place.category] ?? place.category;
  const directions = document.createElement('a');
  directions.href = directionsUrl(place.latitude, place.longitude);
  directions.target = '_blank';
  directions.rel = 'noopener noreferrer';
  directions.className = 'map-popup-directions';
  directions.textContent = 'Directions';
  directions.setAttribute('aria-label', `Directions to ${place.name} (opens in a new tab)`);
  root.append(link, meta, directions);
  return root;
}
