export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance by the haversine formula. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** One formatter per locale and unit, built on first use: building one is far dearer than using it. */
const distanceFormats = new Map<string, Intl.NumberFormat>();

/**
 * Under 1 km in whole metres, otherwise km with one decimal, with the locale's decimal sign and unit
 * names ('850 m', '1.3 km'; '1,3 χλμ.', '850 м'). Only the browser writes distances (they need the
 * visitor's position), so its number data and the server's never have to agree.
 */
export function formatDistance(km: number, locale = 'en-GB'): string {
  const metres = Math.round(km * 1000);
  // 999.6 m rounds to 1000 m, which reads better as 1.0 km.
  const [value, unit, digits] = metres < 1000 ? [metres, 'meter', 0] : [km, 'kilometer', 1];
  const key = `${locale} ${unit}`;
  let format = distanceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    distanceFormats.set(key, format);
  }
  return format.format(value);
}

/** A place with its distance from the visitor, once their position is known. */
export type WithDistance<T> = T & { distanceKm?: number };

/** Adds the distance from the visitor to each place when their position is known. */
export function withDistances<T extends { latitude: number; longitude: number }>(
  places: T[],
  position: LatLng | null,
): WithDistance<T>[] {
  if (!position) return places;
  return places.map((place) => ({
    ...place,
    distanceKm: distanceKm(position, { lat: place.latitude, lng: place.longitude }),
  }));
}
