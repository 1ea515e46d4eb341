import { createContext, useContext, type ComponentType } from 'react';
import type { ServerMap } from '../map-source';
import type { MapPlace } from '../map-view';

export interface MapPictureProps {
  places: MapPlace[];
  /** A map from the server: its views' places and clusters are in the query cache (page-data.ts). */
  server?: ServerMap | undefined;
  zoom?: number | undefined;
  /** The map's accessible name: until the map takes over, the picture is an image by that name. */
  label: string;
}

/** The element a map's first picture is drawn in, the same on the server and in the browser. */
export const MAP_PICTURE_CLASS = 'absolute inset-0 [container-type:size]';

const ServerMapPicture = createContext<ComponentType<MapPictureProps> | null>(null);

/** Given by the server's renderer only (src/web/entry-server.tsx): the code that draws a map's first picture. */
export const MapPictureProvider = ServerMapPicture.Provider;

/**
 * A map's first picture (MapPicture): drawn by the server into the page's HTML; the browser keeps what the
 * server drew and never loads the drawing code, as React leaves alone the content of an element whose
 * inner HTML it is given when hydrating. A page reached inside the app has no picture: its map's code is
 * on its way already.
 */
export function MapPictureSlot(props: MapPictureProps) {
  const Picture = useContext(ServerMapPicture);
  if (Picture) return <Picture {...props} />;
  return (
    <div className={MAP_PICTURE_CLASS} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
