import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../../src/common/place-filters';
import { answeredBox, formatBbox, parseBbox } from '../../src/common/place-map';
import { clusterCountText, clusterSize } from '../../src/web/features/places/cluster-style';
import { firstViewRequest, nextRequest, requestParams } from '../../src/web/features/places/map-requests';
import { initialMapFilterParams, mapFilterParams } from '../../src/web/features/places/map-source';
import { extentLayers } from '../../src/web/features/places/map-view';
import {
  initialListParams,
  listChoiceFromParams,
  listChoiceKey,
  listParams,
} from '../../src/web/features/places/list-source';

const HARBOUR_VIEW = { west: 32.39, south: 34.75, east: 32.42, north: 34.765 };

describe('mapFilterParams', () => {
  it('sends only the filters that differ from their defaults', () => {
    expect(mapFilterParams(DEFAULT_FILTERS, null)).toEqual({});
    expect(
      mapFilterParams(
        {
          ...DEFAULT_FILTERS,
          category: 'beach',
          minRating: 4.5,
          priceRange: ['budget', 'moderate'],
          amenities: ['parking'],
          stepFree: true,
          beach: ['sand'],
        },
        null,
      ),
    ).toEqual({
      category: 'beach',
      minRating: 4.5,
      price: 'budget,moderate',
      amenities: 'parking',
      stepFree: 'true',
      beach: 'sand',
    });
  });

  it("sends the search, trimmed, and 'open now' at the visitor's minute when known", () => {
    expect(mapFilterParams(DEFAULT_FILTERS, null, '  meze ')).toEqual({ q: 'meze' });
    expect(mapFilterParams(DEFAULT_FILTERS, null, '   ')).toEqual({});
    const at = new Date('2027-03-03T10:00:42.500Z');
    expect(mapFilterParams({ ...DEFAULT_FILTERS, openNow: true }, null, '', at)).toEqual({
      openNow: 'true',
      at: '2027-03-03T10:00:00.000Z',
    });
    expect(mapFilterParams({ ...DEFAULT_FILTERS, openNow: true }, null)).toEqual({ openNow: 'true' });
    expect(mapFilterParams(DEFAULT_FILTERS, null, '', at)).toEqual({});
  });

  it("sends the visitor's point only with a distance chosen", () => {
    const here = { lat: 34.75, lng: 32.41 };
    expect(mapFilterParams(DEFAULT_FILTERS, here)).toEqual({});
    expect(mapFilterParams({ ...DEFAULT_FILTERS, maxDistance: 5 }, here)).toEqual({
      lat: 34.75,
      lng: 32.41,
      maxDistanceKm: 5,
    });
  });
});

describe('initialMapFilterParams', () => {
  it("reads the search and filters the page's address keeps, and draws no map while 'open now' waits for the clock", () => {
    expect(initialMapFilterParams(new URLSearchParams('view=map&category=beach&q=sand'))).toEqual({
      q: 'sand',
      category: 'beach',
    });
    expect(initialMapFilterParams(new URLSearchParams('amenities=parking&price=budget&rating=4'))).toEqual({
      minRating: 4,
      price: 'budget',
      amenities: 'parking',
    });
    expect(initialMapFilterParams(new URLSearchParams('category=nonsense'))).toEqual({});
    expect(initialMapFilterParams(new URLSearchParams('open=now'))).toBeNull();
  });
});

describe("the list's requests", () => {
  const choice = listChoiceFromParams(new URLSearchParams('q=meze&category=restaurant&sort=name'));
  const here = { lat: 34.75, lng: 32.41 };

  it('asks for a page of 12 cards with the search, the filters and the order', () => {
    expect(listParams(choice, null)).toEqual({
      q: 'meze',
      category: 'restaurant',
      sort: 'name',
      pageSize: 12,
    });
  });

  it("sends the visitor's point for the cards' distances, and the distance order only with it", () => {
    expect(listParams(choice, here)).toMatchObject({ lat: 34.75, lng: 32.41, sort: 'name' });
    const byDistance = { ...choice, sort: 'distance' as const };
    expect(listParams(byDistance, here)).toMatchObject({ sort: 'distance' });
    expect(listParams(byDistance, null)).not.toHaveProperty('sort');
    expect(listParams({ ...choice, sort: 'recommended' }, here)).not.toHaveProperty('sort');
  });

  it("starts from the address with its pages, and lists nothing while 'open now' waits for the clock", () => {
    expect(initialListParams(new URLSearchParams('category=bar&pages=3&view=map'))).toEqual({
      params: { category: 'bar', pageSize: 12 },
      pages: 3,
    });
    expect(initialListParams(new URLSearchParams('sort=distance'))).toEqual({
      params: { pageSize: 12 },
      pages: 1,
    });
    expect(initialListParams(new URLSearchParams('open=now'))).toBeNull();
  });

  it('keys a choice by what the answers depend on, whatever order the address gives it in', () => {
    const key = listChoiceKey(new URLSearchParams('amenities=parking,wifi&q= meze &view=map&pages=4'));
    expect(key).toBe(listChoiceKey(new URLSearchParams('q=meze&amenities=wifi,parking')));
    expect(key).toBe('q=meze&amenities=wifi%2Cparking');
    expect(listChoiceFromParams(new URLSearchParams(key))).toEqual({
      search: 'meze',
      filters: { ...DEFAULT_FILTERS, amenities: ['wifi', 'parking'] },
      sort: 'recommended',
    });
  });
});

describe("a server map's requests", () => {
  it('opens on views fitted to the extent, each asking for the box the server answers', () => {
    const layers = extentLayers({ west: 32.3, south: 34.7, east: 32.6, north: 35 });
    expect(layers.length).toBeGreaterThan(0);
    for (const layer of layers) {
      const request = firstViewRequest(layer);
      expect(request.zoom).toBe(layer.zoom);
      const box = parseBbox(request.bbox!);
      expect(answeredBox(box as never, layer.zoom)).toEqual(box);
    }
    expect(extentLayers(null)).toHaveLength(1);
  });

  it('keeps its request while the view stays inside its box at the same zoom, and asks anew otherwise', () => {
    const first = nextRequest(null, HARBOUR_VIEW, 14);
    expect(first.zoom).toBe(14);
    const nudged = { ...HARBOUR_VIEW, west: HARBOUR_VIEW.west + 0.001, east: HARBOUR_VIEW.east + 0.001 };
    expect(nextRequest(first, nudged, 14)).toBe(first);
    expect(nextRequest(first, HARBOUR_VIEW, 15)).not.toBe(first);
    const far = { west: 32.6, south: 35.0, east: 32.63, north: 35.015 };
    expect(nextRequest(first, far, 14).bbox).not.toBe(first.bbox);
  });

  it('asks nothing for a view outside the district', () => {
    const outside = nextRequest(null, { west: 33.2, south: 35, east: 33.3, north: 35.05 }, 13);
    expect(outside).toEqual({ bbox: null, zoom: 13 });
    expect(requestParams({ category: 'beach' }, outside)).toBeNull();
    const box = formatBbox(answeredBox(HARBOUR_VIEW, 14)!);
    expect(requestParams({ category: 'beach' }, { bbox: box, zoom: 14 })).toEqual({
      category: 'beach',
      bbox: box,
      zoom: 14,
    });
  });
});

describe('cluster bubbles', () => {
  it('grow with their count and write thousands short', () => {
    expect([2, 9, 10, 99, 100, 5000].map(clusterSize)).toEqual([34, 34, 40, 40, 46, 46]);
    expect([7, 240, 999, 1000, 1290, 9999, 12_400].map(clusterCountText)).toEqual([
      '7',
      '240',
      '999',
      '1k',
      '1.2k',
      '9.9k',
      '12k',
    ]);
  });
});
