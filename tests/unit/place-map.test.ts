import { describe, expect, it } from 'vitest';
import {
  answeredBox,
  boxContains,
  boxTiles,
  clipToDistrict,
  formatBbox,
  MAP_BOX_MAX_TILES,
  parseBbox,
  snapToTiles,
  viewQueryBox,
} from '../../src/common/place-map';
import { PAPHOS_DISTRICT_BOUNDS } from '../../src/common/paphos-district';

const HARBOUR_VIEW = { west: 32.39, south: 34.75, east: 32.42, north: 34.765 };

describe('parseBbox', () => {
  it('reads west,south,east,north', () => {
    expect(parseBbox('32.4,34.7,32.5,34.8')).toEqual({ west: 32.4, south: 34.7, east: 32.5, north: 34.8 });
    expect(parseBbox(' 32.4, 34.7 ,32.5,34.8')).toEqual({ west: 32.4, south: 34.7, east: 32.5, north: 34.8 });
  });

  it.each([
    ['32.4,34.7,32.5', 'bbox must be four numbers: west,south,east,north'],
    ['32.4,34.7,32.5,34.8,1', 'bbox must be four numbers: west,south,east,north'],
    ['32.4,,32.5,34.8', 'bbox must be four numbers: west,south,east,north'],
    ['32.4,34.7,east,34.8', 'bbox must be four numbers: west,south,east,north'],
    ['32.4,34.7,Infinity,34.8', 'bbox must be four numbers: west,south,east,north'],
    ['-181,34.7,32.5,34.8', 'bbox must lie within longitudes -180 to 180 and latitudes -85 to 85'],
    ['32.4,34.7,32.5,89', 'bbox must lie within longitudes -180 to 180 and latitudes -85 to 85'],
    ['32.5,34.7,32.4,34.8', 'bbox must have west < east and south < north'],
    ['32.4,34.8,32.5,34.8', 'bbox must have west < east and south < north'],
  ])('refuses %j: %s', (text, error) => {
    expect(parseBbox(text)).toEqual({ error });
  });
});

describe('clipToDistrict', () => {
  it('keeps the part inside Paphos district', () => {
    expect(clipToDistrict({ west: 30, south: 30, east: 40, north: 40 })).toEqual(PAPHOS_DISTRICT_BOUNDS);
    expect(clipToDistrict(HARBOUR_VIEW)).toEqual(HARBOUR_VIEW);
  });

  it('is null for a box wholly outside it', () => {
    expect(clipToDistrict({ west: 33.2, south: 35, east: 33.4, north: 35.1 })).toBeNull();
  });
});

describe('snapToTiles', () => {
  it('grows a box to whole tiles, and leaves a snapped box as it is', () => {
    const snapped = snapToTiles(HARBOUR_VIEW, 14);
    expect(boxContains(snapped, HARBOUR_VIEW)).toBe(true);
    const { across, down } = boxTiles(snapped, 14);
    expect(across).toBeCloseTo(Math.round(across), 6);
    expect(down).toBeCloseTo(Math.round(down), 6);
    expect(snapToTiles(snapped, 14)).toEqual(snapped);
  });
});

describe('answeredBox and viewQueryBox', () => {
  it('names nearby views at one zoom by the same box, so a short pan asks nothing new', () => {
    const moved = { ...HARBOUR_VIEW, west: HARBOUR_VIEW.west + 0.0005, east: HARBOUR_VIEW.east + 0.0005 };
    expect(formatBbox(viewQueryBox(moved, 14)!)).toBe(formatBbox(viewQueryBox(HARBOUR_VIEW, 14)!));
  });

  it('asks for the view and a margin around it, snapped as the server snaps it', () => {
    const box = viewQueryBox(HARBOUR_VIEW, 15)!;
    expect(boxContains(box, HARBOUR_VIEW)).toBe(true);
    expect(answeredBox(box, 15)).toEqual(box);
    expect(formatBbox(box)).toMatch(/^32\.\d{1,6},34\.\d{1,6},32\.\d{1,6},34\.\d{1,6}$/);
  });

  it('keeps a huge view within the box the server answers', () => {
    const box = viewQueryBox({ west: 32.3, south: 34.7, east: 32.6, north: 34.9 }, 17)!;
    const { across, down } = boxTiles(box, 17);
    expect(across).toBeLessThanOrEqual(MAP_BOX_MAX_TILES);
    expect(down).toBeLessThanOrEqual(MAP_BOX_MAX_TILES);
  });

  it('is null for a view outside the district', () => {
    expect(viewQueryBox({ west: 33.2, south: 35, east: 33.4, north: 35.1 }, 12)).toBeNull();
  });
});
