/**
 * The places map's boxes (GET /api/places/map): a bounding box read from the query, clipped to Paphos
 * district and snapped outward to the map's tile grid at the zoom asked for. The browser asks for its view
 * the same way, so a pan within the same tiles asks nothing new, and the server's cached answers are kept
 * per tile range rather than per pixel.
 */
import { PAPHOS_DISTRICT_BOUNDS } from './paphos-district';

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The zooms a map asks for: 0 (the world) to 20 (a street). */
export const MAP_ZOOM = { min: 0, max: 20 } as const;
/** The widest box answered, in 256 px tiles across and down at its zoom: a map 4,096 px wide. */
export const MAP_BOX_MAX_TILES = 16;
/** The zoom past which every place is shown alone (supercluster's maxZoom). */
export const CLUSTER_MAX_ZOOM = 18;
/** Places closer than this on screen (px) are drawn as one count bubble. */
export const CLUSTER_RADIUS_PX = 60;
/** Decimal places a box's edges are written with (about 10 cm): the same text for the same box. */
const EDGE_DECIMALS = 6;

/**
 * An edge this close to a tile's edge (in tiles: 2.5 px) counts as on it, so a box written with rounded
 * edges snaps to the same tiles again.
 */
const TILE_EPSILON = 0.01;

/** Longitude to the tile column (fractional) at a zoom. */
function tileX(lng: number, zoom: number): number {
  return ((lng + 180) / 360) * 2 ** zoom;
}

/** Latitude to the tile row (fractional, north is smaller) at a zoom, in Web Mercator. */
function tileY(lat: number, zoom: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 2 ** zoom;
}

function lngOfTile(x: number, zoom: number): number {
  return (x / 2 ** zoom) * 360 - 180;
}

function latOfTile(y: number, zoom: number): number {
  const mercator = Math.PI * (1 - (2 * y) / 2 ** zoom);
  return (Math.atan(Math.sinh(mercator)) * 180) / Math.PI;
}

/** How many tiles a box spans across and down at a zoom. */
export function boxTiles(box: Bbox, zoom: number): { across: number; down: number } {
  return {
    across: tileX(box.east, zoom) - tileX(box.west, zoom),
    down: tileY(box.south, zoom) - tileY(box.north, zoom),
  };
}

/**
 * 'west,south,east,north' as a box, or the reason it is not one (the query's 400 message). The edges must
 * be numbers on the globe with west < east and south < north.
 */
export function parseBbox(text: string): Bbox | { error: string } {
  const parts = text.split(',');
  const numbers = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || numbers.some((value) => !Number.isFinite(value))) {
    return { error: 'bbox must be four numbers: west,south,east,north' };
  }
  const [west, south, east, north] = numbers as [number, number, number, number];
  if (
    [west, east].some((lng) => lng < -180 || lng > 180) ||
    [south, north].some((lat) => lat < -85 || lat > 85)
  ) {
    return { error: 'bbox must lie within longitudes -180 to 180 and latitudes -85 to 85' };
  }
  if (west >= east || south >= north) return { error: 'bbox must have west < east and south < north' };
  return { west, south, east, north };
}

/** The part of a box inside Paphos district, or null when it lies wholly outside. */
export function clipToDistrict(box: Bbox): Bbox | null {
  const clipped = {
    west: Math.max(box.west, PAPHOS_DISTRICT_BOUNDS.west),
    south: Math.max(box.south, PAPHOS_DISTRICT_BOUNDS.south),
    east: Math.min(box.east, PAPHOS_DISTRICT_BOUNDS.east),
    north: Math.min(box.north, PAPHOS_DISTRICT_BOUNDS.north),
  };
  return clipped.west < clipped.east && clipped.south < clipped.north ? clipped : null;
}

/** A box grown outward to whole tiles at a zoom (a box on tile edges stays as it is). */
export function snapToTiles(box: Bbox, zoom: number): Bbox {
  const west = Math.floor(tileX(box.west, zoom) + TILE_EPSILON);
  const east = Math.ceil(tileX(box.east, zoom) - TILE_EPSILON);
  const north = Math.floor(tileY(box.north, zoom) + TILE_EPSILON);
  const south = Math.ceil(tileY(box.south, zoom) - TILE_EPSILON);
  return {
    west: lngOfTile(west, zoom),
    east: lngOfTile(Math.max(east, west + 1), zoom),
    north: latOfTile(north, zoom),
    south: latOfTile(Math.max(south, north + 1), zoom),
  };
}

const edge = (value: number) => Number(value.toFixed(EDGE_DECIMALS));

/** A box with its edges rounded as the query writes them. */
function rounded(box: Bbox): Bbox {
  return { west: edge(box.west), south: edge(box.south), east: edge(box.east), north: edge(box.north) };
}

/** The box as the query's text: 'west,south,east,north'. */
export function formatBbox(box: Bbox): string {
  const { west, south, east, north } = rounded(box);
  return `${west},${south},${east},${north}`;
}

/**
 * The box the server answers for: snapped to whole tiles at the zoom, then clipped to the district (null
 * when none of it is in the district). The browser asks for this same box, so both name it alike.
 */
export function answeredBox(box: Bbox, zoom: number): Bbox | null {
  const clipped = clipToDistrict(snapToTiles(box, zoom));
  return clipped && rounded(clipped);
}

/** Whether `outer` holds all of `inner`. */
export function boxContains(outer: Bbox, inner: Bbox): boolean {
  return (
    outer.west <= inner.west &&
    outer.east >= inner.east &&
    outer.south <= inner.south &&
    outer.north >= inner.north
  );
}

/** A box grown by `fraction` of its size on each side. */
function padded(box: Bbox, fraction: number): Bbox {
  const across = (box.east - box.west) * fraction;
  const down = (box.north - box.south) * fraction;
  return {
    west: box.west - across,
    east: box.east + across,
    south: box.south - down,
    north: box.north + down,
  };
}

/** The box shrunk around its centre to at most MAP_BOX_MAX_TILES - 2 tiles each way (room for the snap). */
function withinLimit(box: Bbox, zoom: number): Bbox {
  const limit = MAP_BOX_MAX_TILES - 2;
  const { across, down } = boxTiles(box, zoom);
  if (across <= limit && down <= limit) return box;
  const centre = {
    x: (tileX(box.west, zoom) + tileX(box.east, zoom)) / 2,
    y: (tileY(box.north, zoom) + tileY(box.south, zoom)) / 2,
  };
  const halfAcross = Math.min(across, limit) / 2;
  const halfDown = Math.min(down, limit) / 2;
  return {
    west: lngOfTile(centre.x - halfAcross, zoom),
    east: lngOfTile(centre.x + halfAcross, zoom),
    north: latOfTile(centre.y - halfDown, zoom),
    south: latOfTile(centre.y + halfDown, zoom),
  };
}

/** How much of the view's size the browser asks for beyond each edge, so a short pan needs no new answer. */
export const VIEW_MARGIN = 0.25;

/**
 * What the browser asks for a view (its bounds at a whole zoom): the view with a margin, kept within the
 * server's limit, snapped and clipped as the server does. Null when the view is outside the district.
 */
export function viewQueryBox(view: Bbox, zoom: number): Bbox | null {
  return answeredBox(withinLimit(padded(view, VIEW_MARGIN), zoom), zoom);
}
