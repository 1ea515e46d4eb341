import { createContext, useContext } from 'react';
import { OPENSTREETMAP_TILES } from '../../common/map-tiles';

/**
 * A value the server writes into index.html at serve time (so one build runs anywhere):
 * <meta name="paphos:tile-url" content="...">.
 */

function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content ? content : null;
}

function tileUrl(): string {
  return readMeta('paphos:tile-url') ?? OPENSTREETMAP_TILES;
}

const ServerTileUrl = createContext<string | null>(null);

/** The server's MAP_TILE_URL while it renders a page (the browser reads the same value from the meta). */
export const TileUrlProvider = ServerTileUrl.Provider;

/** The map tile template, the same on the server and in the browser. */
export function useTileUrl(): string {
  return useContext(ServerTileUrl) ?? tileUrl();
}
