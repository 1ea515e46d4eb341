/**
 * A value the server writes into index.html at serve time (so one build runs anywhere):
 * <meta name="paphos:tile-url" content="...">.
 */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content ? content : null;
}

export function tileUrl(): string {
  return readMeta('paphos:tile-url') ?? DEFAULT_TILE_URL;
}
