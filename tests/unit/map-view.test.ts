import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../src/common/distance';
import {
  DEFAULT_VIEW,
  FIT_PADDING,
  mapViewForSize,
  mapViewLayers,
  offsetFromCentre,
  projectToPixels,
  TILE_SIZE,
  tileAddress,
  tileGrid,
  unprojectPixels,
  type MapPlace,
} from '../../src/web/features/places/map-view';

const HARBOUR = { lat: 34.7536, lng: 32.4067 };
const CORAL_BAY = { lat: 34.854, lng: 32.365 };
const LATCHI = { lat: 35.0393, lng: 32.3993 };
const PETRA_TOU_ROMIOU = { lat: 34.6641, lng: 32.6272 };

const place = (id: number, point: LatLng): MapPlace => ({
  id,
  slug: `place-${id}`,
  name: `Place ${id}`,
  category: 'beach',
  latitude: point.lat,
  longitude: point.lng,
});
const district = [HARBOUR, CORAL_BAY, LATCHI, PETRA_TOU_ROMIOU].map((point, index) =>
  place(index + 1, point),
);

/** The standard slippy-map tile of a point (OpenStreetMap wiki's formula), written apart from the code. */
function tileOf(point: LatLng, zoom: number) {
  const n = 2 ** zoom;
  const rad = (point.lat * Math.PI) / 180;
  return {
    x: Math.floor(((point.lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n),
  };
}

/** Whether every place lies inside a map of this size, FIT_PADDING clear of its edges. */
function fitsInside(
  places: MapPlace[],
  view: { center: LatLng; zoom: number },
  width: number,
  height: number,
) {
  return places.every((entry) => {
    const offset = offsetFromCentre(view, { lat: entry.latitude, lng: entry.longitude });
    return (
      Math.abs(offset.x) <= width / 2 - FIT_PADDING + 1e-6 &&
      Math.abs(offset.y) <= height / 2 - FIT_PADDING + 1e-6
    );
  });
}

describe('projectToPixels', () => {
  it('puts the equator and the prime meridian in the middle of the world tile', () => {
    expect(projectToPixels({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
  });

  it('lands in the standard slippy-map tile at every zoom', () => {
    for (const point of [HARBOUR, LATCHI]) {
      for (const zoom of [9, 13, 15, 18]) {
        const pixels = projectToPixels(point, zoom);
        expect({ x: Math.floor(pixels.x / TILE_SIZE), y: Math.floor(pixels.y / TILE_SIZE) }).toEqual(
          tileOf(point, zoom),
        );
      }
    }
  });

  it('is undone by unprojectPixels', () => {
    const back = unprojectPixels(projectToPixels(CORAL_BAY, 12), 12);
    expect(back.lat).toBeCloseTo(CORAL_BAY.lat, 9);
    expect(back.lng).toBeCloseTo(CORAL_BAY.lng, 9);
  });
});

describe('mapViewLayers', () => {
  it('centres an empty map on Paphos at zoom 13 (SPEC 9), or at the zoom asked for', () => {
    expect(mapViewLayers({ places: [] })).toEqual([
      { center: { lat: 34.7667, lng: 32.4167 }, zoom: 13, fromSize: { width: 0, height: 0 } },
    ]);
    expect(mapViewLayers({ places: [], zoom: 11 })[0]).toMatchObject({
      center: DEFAULT_VIEW.center,
      zoom: 11,
    });
  });

  it("centres a place's own map on it at its fixed zoom, at every size", () => {
    expect(mapViewLayers({ places: [place(1, HARBOUR)], zoom: 15 })).toEqual([
      { center: HARBOUR, zoom: 15, fromSize: { width: 0, height: 0 } },
    ]);
  });

  it('zooms a lone place without a fixed zoom to 15, the closest a fitted map goes (SPEC 9)', () => {
    const [layer, ...others] = mapViewLayers({ places: [place(1, LATCHI)] });
    expect(others).toEqual([]);
    expect(layer!.zoom).toBe(15);
    expect(layer!.center.lat).toBeCloseTo(LATCHI.lat, 9);
  });

  it('gives one layer per zoom, each from the least size in which every place fits with room to spare', () => {
    const layers = mapViewLayers({ places: district });
    // The district from Latchi to Petra tou Romiou: a phone's map shows it at zoom 9, a desktop's at 10;
    // no map of the site is small enough to need zoom 8.
    expect(layers.map((layer) => layer.zoom)).toEqual([9, 10]);
    expect(layers[0]!.fromSize).toEqual({ width: 0, height: 0 });
    for (const layer of layers.slice(1)) {
      const { width, height } = layer.fromSize;
      expect(fitsInside(district, layer, width, height)).toBe(true);
      expect(fitsInside(district, layer, width - 1, height)).toBe(false);
      expect(fitsInside(district, layer, width, height - 1)).toBe(false);
    }
  });

  it('goes no closer than the largest map needs', () => {
    const largest = mapViewLayers({ places: district }).at(-1)!;
    expect(fitsInside(district, { ...largest, zoom: largest.zoom + 1 }, 1280, 600)).toBe(false);
  });

  it("centres on the middle of the places' extent", () => {
    const [layer] = mapViewLayers({ places: district });
    const offsets = district.map((entry) =>
      offsetFromCentre(layer!, { lat: entry.latitude, lng: entry.longitude }),
    );
    const xs = offsets.map((offset) => offset.x);
    const ys = offsets.map((offset) => offset.y);
    expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(0, 6);
    expect(Math.min(...ys) + Math.max(...ys)).toBeCloseTo(0, 6);
  });
});

describe('mapViewForSize', () => {
  const layers = mapViewLayers({ places: district });
  const zoomAt = (width: number, height: number) => mapViewForSize(layers, { width, height }).zoom;

  it('opens a map on the closest zoom at which its places fit, as Leaflet fits a map to its places', () => {
    expect(zoomAt(358, 320)).toBe(9); // the home map on a 390 px phone
    expect(zoomAt(800, 420)).toBe(10); // the home map on a 1280 px screen
  });

  it('needs both the width and the height of a layer, and takes the smallest below every one', () => {
    const [smallest, largest] = layers;
    expect(zoomAt(100, 100)).toBe(smallest!.zoom);
    expect(zoomAt(largest!.fromSize.width, largest!.fromSize.height)).toBe(largest!.zoom);
    expect(zoomAt(largest!.fromSize.width - 1, largest!.fromSize.height)).toBe(largest!.zoom - 1);
    expect(zoomAt(100_000, largest!.fromSize.height - 1)).toBe(largest!.zoom - 1);
  });
});

describe('tileGrid', () => {
  const view = { center: HARBOUR, zoom: 13 };
  const centrePixel = projectToPixels(HARBOUR, 13);

  it('places each column and row at its tile number from the centre, in whole pixels', () => {
    const { columns, rows, zoom } = tileGrid(view);
    expect(zoom).toBe(13);
    for (const column of columns)
      expect(column.offset).toBe(Math.round(column.index * TILE_SIZE - centrePixel.x));
    for (const row of rows) expect(row.offset).toBe(Math.round(row.index * TILE_SIZE - centrePixel.y));
    const centreTile = tileOf(HARBOUR, 13);
    const through = columns.find((column) => column.index === centreTile.x)!;
    expect(through.offset).toBeLessThanOrEqual(0);
    expect(through.offset).toBeGreaterThan(-TILE_SIZE);
    expect(rows.find((row) => row.index === centreTile.y)).toBeDefined();
  });

  it('covers a map of 1280 x 600 px without a gap, and nothing beyond it', () => {
    const { columns, rows } = tileGrid(view);
    const cover = (spans: typeof columns, size: number) => {
      spans.forEach(
        (span, index) => index > 0 && expect(span.offset).toBe(spans[index - 1]!.offset + TILE_SIZE),
      );
      expect(spans[0]!.offset).toBeLessThanOrEqual(-size / 2);
      expect(spans[0]!.offset + TILE_SIZE).toBeGreaterThan(-size / 2);
      expect(spans.at(-1)!.offset + TILE_SIZE).toBeGreaterThanOrEqual(size / 2);
      expect(spans.at(-1)!.offset).toBeLessThan(size / 2);
    };
    cover(columns, 1280);
    cover(rows, 600);
  });

  it('says from which map size each column and row comes into sight', () => {
    const { columns } = tileGrid(view);
    for (const column of columns) {
      // In sight in a map of width w when it reaches into [-w/2, w/2].
      const inSight = (width: number) => column.offset < width / 2 && column.offset + TILE_SIZE > -width / 2;
      if (column.inSightAbove === 0) expect(inSight(1)).toBe(true);
      else {
        expect(inSight(column.inSightAbove)).toBe(false);
        expect(inSight(column.inSightAbove + 1)).toBe(true);
      }
    }
    // A 358 px wide phone map sees two or three columns.
    expect(columns.filter((column) => column.inSightAbove < 358).length).toBeGreaterThanOrEqual(2);
    expect(columns.filter((column) => column.inSightAbove < 358).length).toBeLessThanOrEqual(3);
  });

  it('stays inside the world at zoom 0', () => {
    const { columns, rows } = tileGrid({ center: { lat: 0, lng: 0 }, zoom: 0 });
    expect(columns.map((column) => column.index)).toEqual([0]);
    expect(rows.map((row) => row.index)).toEqual([0]);
  });
});

describe('tileAddress', () => {
  it("fills a template as Leaflet does: subdomain a, b or c by x + y, '@2x' for {r} on a dense screen", () => {
    const template = 'https://{s}.tile.example.org/{z}/{x}/{y}{r}.png';
    expect(tileAddress(template, { x: 4, y: 3, zoom: 9 }, false)).toBe(
      'https://b.tile.example.org/9/4/3.png',
    );
    expect(tileAddress(template, { x: 4, y: 5, zoom: 9 }, true)).toBe(
      'https://a.tile.example.org/9/4/5@2x.png',
    );
    expect(tileAddress('/tiles/{z}/{x}/{y}.png', { x: 1, y: 2, zoom: 3 }, false)).toBe('/tiles/3/1/2.png');
  });
});
