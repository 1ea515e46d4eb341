/**
 * A fake of an Overpass API interpreter, answering in its JSON output format:
 * - POST /api/interpreter with the Overpass QL in the form field `data` -> 200 { version: 0.6, generator:
 *   'Overpass API ...', osm3s: { timestamp_osm_base, copyright }, elements: [...] }; `out center tags` prints a
 *   node's lat and lon, and a way's or a relation's bounding-box centre as `center: { lat, lon }`, each with
 *   its tags (https://wiki.openstreetmap.org/wiki/Overpass_API/Overpass_QL#Print_(out)).
 * - A query the server stopped still answers 200, with `remark: 'runtime error: ...'` (drolbr/Overpass-API #94).
 * - Load shedding: 429 Too Many Requests and 504 Gateway Timeout with an HTML body.
 * The places are made up; their ids and tags only look like OpenStreetMap's.
 */
import type { ServerResponse } from 'node:http';
import {
  json,
  startFakeServer,
  type FakeHandler,
  type FakeServer,
  type RecordedRequest,
} from './fake-server';

export const OVERPASS_PATH = '/api/interpreter';

type Element =
  | { type: 'node'; id: number; lat: number; lon: number; tags?: Record<string, string> }
  | {
      type: 'way' | 'relation';
      id: number;
      center: { lat: number; lon: number };
      tags?: Record<string, string>;
    };

/** A fish taverna in Kato Paphos: a node with every tag the mapping reads, some of them multi-valued. */
export const HARBOUR_TAVERNA: Element = {
  type: 'node',
  id: 900000001,
  lat: 34.7545,
  lon: 32.4068,
  tags: {
    amenity: 'restaurant',
    name: 'Ψαροταβέρνα του Λιμανιού',
    'name:en': 'Harbour Fish Taverna',
    'name:el': 'Ψαροταβέρνα του Λιμανιού',
    'name:ru': 'Рыбная таверна у гавани',
    'addr:street': 'Apostolou Pavlou',
    'addr:housenumber': '12',
    'addr:postcode': '8046',
    'addr:city': 'Paphos',
    'addr:suburb': 'Kato Paphos',
    phone: '+357 26 000001;+357 99 000001',
    website: 'https://harbour-taverna.example',
    opening_hours: 'Mo-Sa 12:00-23:00; Su 12:00-16:00',
    cuisine: 'greek;seafood',
    'diet:vegetarian': 'yes',
    outdoor_seating: 'yes',
    internet_access: 'wlan',
    wheelchair: 'limited',
    'toilets:wheelchair': 'no',
  },
};

/** A beach drawn as a way: its position is the centre Overpass prints, and marked approximate. */
export const SUNSET_BAY: Element = {
  type: 'way',
  id: 800000002,
  center: { lat: 34.8621, lon: 32.3611 },
  tags: { natural: 'beach', name: 'Sunset Bay', surface: 'sand', wheelchair: 'designated' },
};

/** A café with odd values: a website without a scheme, hours the site cannot read, a 'wifi' misspelling. */
export const SQUARE_CAFE: Element = {
  type: 'node',
  id: 900000003,
  lat: 34.7763,
  lon: 32.4235,
  tags: {
    amenity: 'cafe',
    name: 'Square Café',
    'contact:website': 'www.square-cafe.example',
    'contact:phone': '+357 26 000003',
    opening_hours: 'Mo-Su 08:00-late',
    internet_access: 'wifi',
    outdoor_seating: 'no',
    'diet:vegan': 'only',
    wheelchair: 'unknown',
  },
};

/** A castle drawn as a relation, also tagged as an attraction: a landmark by the table's order. */
export const HILLTOP_CASTLE: Element = {
  type: 'relation',
  id: 700000004,
  center: { lat: 34.7069, lon: 32.5708 },
  tags: {
    historic: 'castle',
    tourism: 'attraction',
    name: 'Hilltop Castle',
    'name:de': 'Burg auf dem Hügel',
  },
};

/** Left out: no name; a category we do not list; a position outside Paphos district; a minor historic mark. */
export const LEFT_OUT: Element[] = [
  { type: 'node', id: 900000010, lat: 34.76, lon: 32.41, tags: { amenity: 'restaurant' } },
  { type: 'node', id: 900000011, lat: 34.76, lon: 32.41, tags: { amenity: 'bank', name: 'Some Bank' } },
  { type: 'node', id: 900000012, lat: 34.68, lon: 33.04, tags: { amenity: 'bar', name: 'Limassol Bar' } },
  { type: 'node', id: 900000013, lat: 34.76, lon: 32.41, tags: { historic: 'milestone', name: 'Mile 3' } },
  { type: 'way', id: 800000014, center: { lat: 34.77, lon: 32.42 }, tags: { name: 'Untagged Hall' } },
];

export const SAMPLE_ELEMENTS: Element[] = [
  HARBOUR_TAVERNA,
  SUNSET_BAY,
  SQUARE_CAFE,
  HILLTOP_CASTLE,
  ...LEFT_OUT,
];
/** The sourceIds the sample's places get. */
export const SAMPLE_SOURCE_IDS = [
  'osm:node/900000001',
  'osm:way/800000002',
  'osm:node/900000003',
  'osm:relation/700000004',
];

/** An answer in Overpass's JSON output format. */
export function overpassAnswer(elements: unknown[], extra: Record<string, unknown> = {}) {
  return {
    version: 0.6,
    generator: 'Overpass API 0.7.62.1 084b4234',
    osm3s: {
      timestamp_osm_base: '2026-11-27T08:00:00Z',
      copyright:
        'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
    },
    elements,
    ...extra,
  };
}

/** The Overpass QL a request carried (the `data` form field). */
export function queryOf(request: RecordedRequest): string | null {
  return new URLSearchParams(request.body).get('data');
}

/** Answers a POST to the interpreter with these elements; anything else is a 400 like Overpass's. */
export function overpassAnswers(elements: unknown[] = SAMPLE_ELEMENTS): FakeHandler {
  return (request, response) => {
    if (request.method !== 'POST' || request.url.pathname !== OVERPASS_PATH || !queryOf(request)) {
      htmlError(response, 400, 'Error: line 1: parse error: no query given');
      return;
    }
    json(response, 200, overpassAnswer(elements));
  };
}

/** Overpass's errors come as a short HTML page. */
export function htmlError(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  response.end(
    `<!DOCTYPE html><html><body><p><strong style="color:#FF0000">Error</strong>: ${text}</p></body></html>`,
  );
}

export function startFakeOverpass(handler: FakeHandler = overpassAnswers()): Promise<FakeServer> {
  return startFakeServer(handler);
}
