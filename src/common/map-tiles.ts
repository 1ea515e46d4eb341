/**
 * OpenStreetMap's standard tiles at the one address its operators ask for: no a/b/c subdomains, which
 * HTTP/2 made pointless and which cost a connection each (openstreetmap/operations#737).
 */
export const OPENSTREETMAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The origin an XYZ tile template loads from, as written ('https://{s}.tiles.example.com' keeps its {s});
 * null for a path on this site.
 */
export function tileTemplateOrigin(template: string): string | null {
  if (template.startsWith('/')) return null;
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0];
  if (!origin) throw new Error(`Not a tile template: ${template}`);
  return origin;
}
