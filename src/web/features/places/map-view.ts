/**
 * A map's view (centre and zoom) and the slippy-map tiles and marker positions that draw it, in plain
 * Web Mercator arithmetic. The server draws a map's first picture from these (components/map-picture.tsx:
 * its tiles are in the page's HTML, so they load with it instead of after the map's code), and the Leaflet
 * map then opens on the very same view, so it asks for the same tiles, already in the browser's cache.
 *
 * The server cannot know the map's size, so a view is worked out for every zoom the map can take, small to
 * large: each is a layer shown from the size at which the places fit at its zoom (a container query), and
 * the map picks its zoom from its own size by the same rule.
 */
import type { LatLng } from '../../../common/distance';
import type { Bbox } from '../../../common/place-map';
import type { Place } from '../../../common/schemas/places';

export type MapPlace = Pick<Place, 'id' | 'slug' | 'name' | 'category' | 'latitude' | 'longitude'>;

/** SPEC 9: an empty map's centre and zoom, and the closest a map fitted to its places zooms in. */
export const DEFAULT_VIEW: MapView = { center: { lat: 34.7667, lng: 32.4167 }, zoom: 13 };
const FIT_MAX_ZOOM = 15;

export const TILE_SIZE = 256;
/** Room kept between the outermost places and the map's edge, on each side (px). */
export const FIT_PADDING = 32;
/**
 * The largest map drawn, as large as any of the site's maps gets (the places page's: at most 1216 px wide
 * in the 1280 px page container, 560 px high): a layer's tiles cover this much around its centre, and each
 * is shown (and so fetched) only when the map is big enough for some of it to be in sight.
 */
const LARGEST_MAP = { width: 1280, height: 600 };
/**
 * The smallest map worth a layer of its own, as small as any of the site's maps gets (300 px high, 288 px
 * wide on a 320 px phone): a smaller one shows the layer for this size.
 */
const SMALLEST_MAP = { width: 280, height: 280 };

export interface PixelPoint {
  x: number;
  y: number;
}

/** A point's position in pixels on the whole world's map at a zoom level. */
export function projectToPixels(point: LatLng, zoom: number): PixelPoint {
  const scale = TILE_SIZE * 2 ** zoom;
  const sinLat = Math.sin((point.lat * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sinLat) / (1 - sinLat)) / (4 * Math.PI)) * scale,
  };
}

/** The inverse of projectToPixels. */
export function unprojectPixels(pixel: PixelPoint, zoom: number): LatLng {
  const scale = TILE_SIZE * 2 ** zoom;
  const lng = (pixel.x / scale) * 360 - 180;
  const mercatorY = Math.PI * (1 - (2 * pixel.y) / scale);
  return { lat: (Math.atan(Math.sinh(mercatorY)) * 180) / Math.PI, lng };
}

export interface MapViewRequest {
  places: MapPlace[];
  /** A fixed zoom: a map of one place centres on it; an empty map takes it instead of the default. */
  zoom?: number | undefined;
}

export interface MapSize {
  width: number;
  height: number;
}

export interface MapView {
  center: LatLng;
  zoom: number;
}

/** One zoom of a map's first picture, for maps at least `fromSize` big (the next layer's size and up excepted). */
export interface MapViewLayer extends MapView {
  fromSize: MapSize;
}

/** The zoom at which the points' extent fits a box, at most maxZoom and at least 0. */
function fitZoom(extent: PixelPoint, box: PixelPoint, maxZoom: number): number {
  const scale = Math.min(box.x / extent.x, box.y / extent.y);
  if (!Number.isFinite(scale)) return maxZoom;
  return Math.max(0, Math.min(maxZoom, Math.floor(Math.log2(scale))));
}

/**
 * Every view the map can open on, smallest first: one layer per zoom, each from the size at which the
 * places fit at that zoom, FIT_PADDING clear of the edges. A fixed zoom or an empty map has one layer.
 */
export function mapViewLayers({ places, zoom: fixedZoom }: MapViewRequest): MapViewLayer[] {
  const anySize = { fromSize: { width: 0, height: 0 } };
  if (places.length === 0) return [{ ...DEFAULT_VIEW, zoom: fixedZoom ?? DEFAULT_VIEW.zoom, ...anySize }];
  const points = places.map((place) => ({ lat: place.latitude, lng: place.longitude }));
  if (fixedZoom !== undefined && points.length === 1) {
    return [{ center: points[0]!, zoom: fixedZoom, ...anySize }];
  }
  const pixels = points.map((point) => projectToPixels(point, 0));
  const xs = pixels.map((pixel) => pixel.x);
  const ys = pixels.map((pixel) => pixel.y);
  const min = { x: Math.min(...xs), y: Math.min(...ys) };
  const max = { x: Math.max(...xs), y: Math.max(...ys) };
  const center = unprojectPixels({ x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 }, 0);
  const extent = { x: max.x - min.x, y: max.y - min.y };
  const zoomFor = (size: MapSize) =>
    fitZoom(extent, { x: size.width - 2 * FIT_PADDING, y: size.height - 2 * FIT_PADDING }, FIT_MAX_ZOOM);
  // The least size in which the extent fits at a zoom.
  const sizeFor = (zoom: number): MapSize => ({
    width: Math.ceil(extent.x * 2 ** zoom) + 2 * FIT_PADDING,
    height: Math.ceil(extent.y * 2 ** zoom) + 2 * FIT_PADDING,
  });

  const smallest = zoomFor(SMALLEST_MAP);
  const layers: MapViewLayer[] = [{ center, zoom: smallest, ...anySize }];
  for (let zoom = smallest + 1; zoom <= zoomFor(LARGEST_MAP); zoom++) {
    layers.push({ center, zoom, fromSize: sizeFor(zoom) });
  }
  return layers;
}

/** The view a map of this size opens on: the closest zoom at which its places fit. */
export function mapViewForSize(layers: MapViewLayer[], size: MapSize): MapView {
  const layer =
    layers.findLast(({ fromSize }) => size.width >= fromSize.width && size.height >= fromSize.height) ??
    layers[0]!;
  return { center: layer.center, zoom: layer.zoom };
}

/** A column (across) or a row (down) of tiles. */
export interface TileSpan {
  /** The tile's x (a column) or y (a row) number. */
  index: number;
  /** Its left (or top) edge from the map's centre, in whole px. */
  offset: number;
  /** The map's width (or height) above which some of it is in sight; 0 for the one through the centre. */
  inSightAbove: number;
}

export interface TileGrid {
  zoom: number;
  columns: TileSpan[];
  rows: TileSpan[];
}

/** The tiles across or down a map of up to `size` px around a centre `centre` px along the world. */
function tileSpans(centre: number, size: number, zoom: number): TileSpan[] {
  const last = 2 ** zoom - 1;
  const spans: TileSpan[] = [];
  const from = Math.max(0, Math.floor((centre - size / 2) / TILE_SIZE));
  const to = Math.min(last, Math.floor((centre + size / 2) / TILE_SIZE));
  for (let index = from; index <= to; index++) {
    const offset = Math.round(index * TILE_SIZE - centre);
    spans.push({ index, offset, inSightAbove: Math.max(0, 2 * offset, -2 * (offset + TILE_SIZE)) });
  }
  return spans;
}

/** The tiles that cover a map of up to LARGEST_MAP around the view's centre, as columns and rows. */
export function tileGrid(view: MapView): TileGrid {
  const centre = projectToPixels(view.center, view.zoom);
  return {
    zoom: view.zoom,
    columns: tileSpans(centre.x, LARGEST_MAP.width, view.zoom),
    rows: tileSpans(centre.y, LARGEST_MAP.height, view.zoom),
  };
}

/**
 * The area a view's first picture can show: the largest map (LARGEST_MAP) around its centre, as a box in
 * degrees. The places map asks the server for this box, so one answer draws the picture at any size.
 */
export function viewBox(view: MapView): { west: number; south: number; east: number; north: number } {
  const centre = projectToPixels(view.center, view.zoom);
  const northWest = unprojectPixels(
    { x: centre.x - LARGEST_MAP.width / 2, y: centre.y - LARGEST_MAP.height / 2 },
    view.zoom,
  );
  const southEast = unprojectPixels(
    { x: centre.x + LARGEST_MAP.width / 2, y: centre.y + LARGEST_MAP.height / 2 },
    view.zoom,
  );
  return { west: northWest.lng, north: northWest.lat, east: southEast.lng, south: southEast.lat };
}

/** Where a point sits from the map's centre at the view's zoom (px). */
export function offsetFromCentre(view: MapView, point: LatLng): PixelPoint {
  const centre = projectToPixels(view.center, view.zoom);
  const at = projectToPixels(point, view.zoom);
  return { x: at.x - centre.x, y: at.y - centre.y };
}

const SUBDOMAINS = ['a', 'b', 'c'];

/**
 * A tile's address from an XYZ template, as Leaflet writes it (so the browser's cache serves the map the
 * tiles the picture loaded): {s} is a, b or c by (x + y), {r} is '@2x' on a high-density screen.
 */
export function tileAddress(template: string, tile: { x: number; y: number; zoom: number }, retina: boolean) {
  const values: Record<string, string> = {
    s: SUBDOMAINS[Math.abs(tile.x + tile.y) % SUBDOMAINS.length]!,
    z: String(tile.zoom),
    x: String(tile.x),
    y: String(tile.y),
    r: retina ? '@2x' : '',
  };
  return template.replace(/\{([a-z])\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

/** The views the map can open on for an extent, smallest first (one for an empty map). */
export function extentLayers(extent: Bbox | null): MapViewLayer[] {
  const corner = (lat: number, lng: number, id: number): MapPlace => ({
    id,
    slug: '',
    name: '',
    category: 'landmark',
    latitude: lat,
    longitude: lng,
  });
  const places = extent ? [corner(extent.south, extent.west, 1), corner(extent.north, extent.east, 2)] : [];
  return mapViewLayers({ places });
}
