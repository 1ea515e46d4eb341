/**
 * Paphos district as a rectangle: the guide's places lie inside it, and a position a visitor suggests must too.
 * The same rectangle as the bundled data's check (server/db/seed/records.ts) and the places source's search.
 */
export const PAPHOS_DISTRICT_BOUNDS = { south: 34.62, north: 35.2, west: 32.25, east: 32.75 } as const;

export function isInPaphosDistrict(latitude: number, longitude: number): boolean {
  const { south, north, west, east } = PAPHOS_DISTRICT_BOUNDS;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}
