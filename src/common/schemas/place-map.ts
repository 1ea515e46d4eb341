import { z } from 'zod';
import { PLACE_CATEGORIES } from '../categories';
import { boxTiles, MAP_BOX_MAX_TILES, MAP_ZOOM, parseBbox } from '../place-map';
import { placeCardSchema, placesPageQuerySchema } from './places';

/** The places list's filters, as GET /api/places/page reads them (its sort, paging and ids left out). */
const {
  sort: _sort,
  page: _page,
  pageSize: _pageSize,
  ids: _ids,
  ...placesFilterFields
} = placesPageQuerySchema.shape;

/**
 * GET /api/places/map: the places a map's view shows, as single places and clusters. `bbox` is
 * west,south,east,north in degrees (the whole district when left out), `zoom` the map's whole zoom; the
 * places list's filters apply alike.
 */
export const placesMapQuerySchema = z
  .object({
    ...placesFilterFields,
    bbox: z
      .string()
      .max(200, 'bbox must be four numbers: west,south,east,north')
      .transform((text, context) => {
        const box = parseBbox(text);
        if ('error' in box) {
          context.addIssue({ code: 'custom', message: box.error });
          return z.NEVER;
        }
        return box;
      })
      .optional(),
    zoom: z.coerce
      .number(`Zoom must be a whole number from ${MAP_ZOOM.min} to ${MAP_ZOOM.max}`)
      .int(`Zoom must be a whole number from ${MAP_ZOOM.min} to ${MAP_ZOOM.max}`)
      .min(MAP_ZOOM.min, `Zoom must be a whole number from ${MAP_ZOOM.min} to ${MAP_ZOOM.max}`)
      .max(MAP_ZOOM.max, `Zoom must be a whole number from ${MAP_ZOOM.min} to ${MAP_ZOOM.max}`),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Give both lat and lng, or neither',
  })
  .refine((query) => query.maxDistanceKm === undefined || query.lat !== undefined, {
    message: 'A distance needs a point (lat and lng)',
  })
  .superRefine((query, context) => {
    if (!query.bbox) return;
    const { across, down } = boxTiles(query.bbox, query.zoom);
    if (across > MAP_BOX_MAX_TILES || down > MAP_BOX_MAX_TILES) {
      context.addIssue({
        code: 'custom',
        message: `bbox is too large for zoom ${query.zoom}: at most ${MAP_BOX_MAX_TILES} tiles (${MAP_BOX_MAX_TILES * 256} px) across and down`,
      });
    }
  });
export type PlacesMapQuery = z.output<typeof placesMapQuerySchema>;

/** A place drawn alone: what its marker, tooltip and popup need. */
export const mapPlaceSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(PLACE_CATEGORIES),
  lat: z.number(),
  lng: z.number(),
  /** The place's name in other languages, when its source gives any (as on its card). */
  nameTranslations: placeCardSchema.shape.nameTranslations,
});
export type MapPoint = z.infer<typeof mapPlaceSchema>;

/** Places near each other at this zoom, drawn as one count; the map zooms to expansionZoom to part them. */
export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number(),
  expansionZoom: z.number(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

const bboxSchema = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });

export const placesMapSchema = z.object({
  zoom: z.number(),
  /** The box answered: the one asked for, snapped to whole tiles and clipped to the district; null when outside it. */
  bbox: bboxSchema.nullable(),
  /** Every matching place's extent (wherever the box is), for a map to fit them; null when none match. */
  extent: bboxSchema.nullable(),
  /** How many places match the filters in all. */
  total: z.number(),
  /** The categories among them, in the categories' order: what the map's legend explains. */
  categories: z.array(z.enum(PLACE_CATEGORIES)),
  places: z.array(mapPlaceSchema),
  clusters: z.array(mapClusterSchema),
});
export type PlacesMap = z.infer<typeof placesMapSchema>;
