import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance } from '../../src/common/distance';
import { numberFormatsBuilt } from '../helpers/number-formats';

const PAPHOS_HARBOUR = { lat: 34.754, lng: 32.406 };
const CORAL_BAY = { lat: 34.854, lng: 32.365 };
/** 6371 km × π / 180: the length of one degree of latitude on a 6371 km sphere. */
const KM_PER_DEGREE = 111.19492664455873;

describe('distanceKm', () => {
  it('is 0 between a point and itself', () => {
    expect(distanceKm(PAPHOS_HARBOUR, PAPHOS_HARBOUR)).toBe(0);
  });

  it('measures Paphos harbour to Coral Bay as about 11.73 km', () => {
    // Computed independently with the spherical law of cosines on R = 6371 km: 11.7327 km.
    expect(distanceKm(PAPHOS_HARBOUR, CORAL_BAY)).toBeCloseTo(11.7327, 3);
  });

  it('is the same in both directions', () => {
    expect(distanceKm(CORAL_BAY, PAPHOS_HARBOUR)).toBeCloseTo(distanceKm(PAPHOS_HARBOUR, CORAL_BAY), 10);
  });

  it('uses an earth radius of 6371 km (one degree of latitude is 111.195 km)', () => {
    expect(distanceKm({ lat: 34, lng: 32 }, { lat: 35, lng: 32 })).toBeCloseTo(KM_PER_DEGREE, 6);
  });

  it('measures half the circumference between antipodes', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(6371 * Math.PI, 6);
  });

  it('shrinks east-west distances with latitude', () => {
    // One degree of longitude at 34.754° N on a sphere is 111.195 × cos(34.754°) = 91.36 km.
    expect(distanceKm({ lat: 34.754, lng: 32 }, { lat: 34.754, lng: 33 })).toBeCloseTo(91.36, 1);
  });
});

describe('formatDistance', () => {
  it('shows 0.5 km as 500 m', () => {
    expect(formatDistance(0.5)).toBe('500 m');
  });

  it('shows 0.999 km as 999 m', () => {
    expect(formatDistance(0.999)).toBe('999 m');
  });

  it('rounds to whole metres', () => {
    expect(formatDistance(0.1234)).toBe('123 m');
    expect(formatDistance(0.1236)).toBe('124 m');
  });

  it('shows 0 km as 0 m', () => {
    expect(formatDistance(0)).toBe('0 m');
  });

  it('shows exactly 1 km as 1.0 km', () => {
    expect(formatDistance(1)).toBe('1.0 km');
  });

  it('shows kilometres with one decimal', () => {
    expect(formatDistance(11.7327)).toBe('11.7 km');
    expect(formatDistance(2.25)).toBe('2.3 km');
    expect(formatDistance(42)).toBe('42.0 km');
  });
});

describe('formatDistance in the page language', () => {
  it("writes the language's decimal sign and unit names", () => {
    expect(formatDistance(1.25, 'el')).toBe('1,3 χλμ.');
    expect(formatDistance(0.85, 'ru')).toBe('850 м');
    expect(formatDistance(12.34, 'de')).toBe('12,3 km');
    expect(formatDistance(0.85, 'he')).toBe('850 מ׳');
  });
});

describe('formatDistance near 1 km', () => {
  it('shows 999.6 m, which rounds to 1000 m, as 1.0 km', () => {
    expect(formatDistance(0.9996)).toBe('1.0 km');
  });
});

describe('formatDistance on a list of cards', () => {
  it('builds one number format per locale and unit, however many distances it writes', () => {
    const built = numberFormatsBuilt(() => {
      const written = Array.from({ length: 40 }, (_, index) => formatDistance(index / 10, 'fr'));
      expect(written[5]).toBe('500\u202fm');
      expect(written[25]).toBe('2,5\u202fkm');
    });
    expect(built).toBe(2);
  });
});
