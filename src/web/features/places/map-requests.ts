/**
 * A server map's requests (GET /api/places/map): the box and zoom of each view, as the browser's map and
 * the server's first picture name them alike (map-source.ts has the filters and the first views).
 */
import {
  answeredBox,
  boxContains,
  clipToDistrict,
  formatBbox,
  parseBbox,
  viewQueryBox,
  type Bbox,
} from '../../../common/place-map';
import type { QueryParams } from '../../lib/api-client';
import { viewBox, type MapView } from './map-view';

/** A view's box and zoom as the map's query names them; the box is null when the view is outside the district. */
export interface MapRequest {
  bbox: string | null;
  zoom: number;
}

/** The request for a view's first picture: the largest map's box around its centre. */
export function firstViewRequest(view: MapView): MapRequest {
  const box = answeredBox(viewBox(view), view.zoom);
  return { bbox: box && formatBbox(box), zoom: view.zoom };
}

/** The query of a request with the filters, or null when there is nothing to ask (outside the district). */
export function requestParams(filters: QueryParams, request: MapRequest): QueryParams | null {
  return request.bbox === null ? null : { ...filters, bbox: request.bbox, zoom: request.zoom };
}

/**
 * The request after the map has moved to `view` at `zoom`: the same one while its box still holds all of
 * the view that is in the district at the same zoom (no new question), else the new view's.
 */
export function nextRequest(current: MapRequest | null, view: Bbox, zoom: number): MapRequest {
  const inDistrict = clipToDistrict(view);
  if (current && current.zoom === zoom) {
    if (!inDistrict) return current;
    const box = current.bbox === null ? null : parseBbox(current.bbox);
    if (box && !('error' in box) && boxContains(box, inDistrict)) return current;
  }
  const box = viewQueryBox(view, zoom);
  return { bbox: box && formatBbox(box), zoom };
}
