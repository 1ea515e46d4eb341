/**
 * The places map from the server (GET /api/places/map): the published places the list's filters keep,
 * clustered with supercluster, answered per view (a box and a zoom) as single places and count bubbles.
 * One index is built per filter set and kept in the response cache beside the answers, so an admin's write
 * (PLACES_CACHE_PREFIXES) clears both.
 */
import Supercluster from 'supercluster';
import { PLACE_CATEGORIES, type PlaceCategory } from '../../../common/categories';
import {
  answeredBox,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS_PX,
  formatBbox,
  type Bbox,
} from '../../../common/place-map';
import type { MapCluster, MapPoint, PlacesMap, PlacesMapQuery } from '../../../common/schemas/place-map';
import { PAPHOS_DISTRICT_BOUNDS } from '../../../common/paphos-district';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import { withoutEmptyNameTranslations } from './name-translations';
import { placesFilterCondition, type PlacesFilterValues } from './service';

type PointProperties = Omit<MapPoint, 'lat' | 'lng'>;

/** Coordinates as answered: 6 decimals (about 10 cm) say all a map needs. */
const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The clustered places of one filter set. The index is a private field, so the response cache (which
 * freezes what it keeps) leaves it as it is; it never changes once loaded.
 */
export class PlaceClusters {
  readonly #index: Supercluster<PointProperties>;
  readonly total: number;
  readonly extent: Bbox | null;
  readonly categories: PlaceCategory[];

  constructor(points: MapPoint[]) {
    this.#index = new Supercluster<PointProperties>({
      radius: CLUSTER_RADIUS_PX,
      // Tiles of 256 px, as the map's: the radius is in the map's own pixels.
      extent: 256,
      maxZoom: CLUSTER_MAX_ZOOM,
    }).load(
      points.map(({ lat, lng, ...properties }) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lng, lat] },
        properties,
      })),
    );
    this.total = points.length;
    const present = new Set(points.map((point) => point.category));
    this.categories = PLACE_CATEGORIES.filter((category) => present.has(category));
    this.extent =
      points.length === 0
        ? null
        : {
            west: Math.min(...points.map((point) => point.lng)),
            south: Math.min(...points.map((point) => point.lat)),
            east: Math.max(...points.map((point) => point.lng)),
            north: Math.max(...points.map((point) => point.lat)),
          };
  }

  /** What a map shows of the box at the zoom: the box as answered, its single places and its clusters. */
  view(box: Bbox | null, zoom: number): PlacesMap {
    const answered: PlacesMap = {
      zoom,
      bbox: box,
      extent: this.extent,
      total: this.total,
      categories: this.categories,
      places: [],
      clusters: [],
    };
    if (!box || this.total === 0) return answered;
    for (const feature of this.#index.getClusters([box.west, box.south, box.east, box.north], zoom)) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        const cluster: MapCluster = {
          lat: coordinate(lat),
          lng: coordinate(lng),
          count: properties.point_count,
          expansionZoom: this.#index.getClusterExpansionZoom(properties.cluster_id),
        };
        answered.clusters.push(cluster);
      } else {
        const { id, slug, name, category, nameTranslations } = properties as PointProperties;
        answered.places.push({
          id,
          slug,
          name,
          category,
          lat: coordinate(lat),
          lng: coordinate(lng),
          ...(nameTranslations ? { nameTranslations } : {}),
        });
      }
    }
    return answered;
  }
}

/** The published places the filters keep, as map points. */
export async function placeMapPoints(db: Db, filters: PlacesFilterValues, now: Date): Promise<MapPoint[]> {
  const points = await db
    .select({
      id: places.id,
      slug: places.slug,
      name: places.name,
      category: places.category,
      lat: places.latitude,
      lng: places.longitude,
      nameTranslations: places.nameTranslations,
    })
    .from(places)
    .where(await placesFilterCondition(db, filters, now))
    .orderBy(places.id);
  return points.map(withoutEmptyNameTranslations);
}

const WHOLE_DISTRICT: Bbox = { ...PAPHOS_DISTRICT_BOUNDS };

interface MapQueryKeys {
  filters: PlacesFilterValues;
  box: Bbox | null;
  filterKey: string;
  answerKey: string;
}

/**
 * Each query's filters, answered box and cache keys, worked out once per query object: the request validator hands out
 * one frozen query for each query string it has seen (http/validator.ts), so a popular view's snapping and
 * keys cost nothing after its first request.
 */
const keysOfQuery = new WeakMap<PlacesMapQuery, MapQueryKeys>();

function mapQueryKeys(query: PlacesMapQuery): MapQueryKeys {
  let keys = keysOfQuery.get(query);
  if (keys === undefined) {
    const { bbox, zoom, ...filters } = query;
    const box = answeredBox(bbox ?? WHOLE_DISTRICT, zoom);
    const filterKey = JSON.stringify(filters);
    keys = {
      filters,
      box,
      filterKey,
      answerKey: `places:map:${filterKey}:${box ? formatBbox(box) : 'outside'}:${zoom}`,
    };
    keysOfQuery.set(query, keys);
  }
  return keys;
}

/**
 * The answer to GET /api/places/map. Without a visitor's point, 'open now' or a moment (which change with
 * the visitor and the clock) both the index and each view's answer come from the response cache, under
 * 'places:map:...', so they are compressed once and answered with an ETag like the other public reads.
 */
export function placesMapAnswer(ctx: Pick<AppContext, 'cache' | 'db' | 'clock'>, query: PlacesMapQuery) {
  const { filters, box, filterKey, answerKey } = mapQueryKeys(query);
  const build = async () => new PlaceClusters(await placeMapPoints(ctx.db, filters, ctx.clock.now()));
  if (query.lat !== undefined || query.openNow || query.at) {
    return build().then((index) => index.view(box, query.zoom));
  }
  return ctx.cache.get(answerKey, async () => {
    const index = await ctx.cache.get(`places:map-index:${filterKey}`, build);
    return index.view(box, query.zoom);
  });
}
