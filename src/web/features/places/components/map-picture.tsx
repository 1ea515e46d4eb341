/**
 * A map's first picture, drawn without the map's code: its tiles (as backgrounds) and its places' markers,
 * at the view the Leaflet map will open on (map-view.ts). Written into the server's HTML, the tiles load
 * with the page instead of after its scripts; the map then takes over with the same tiles from the
 * browser's cache. Works without scripts too.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { preconnect } from 'react-dom';
import type { PlacesMap } from '../../../../common/schemas/place-map';
import { placesMapQuery } from '../api';
import { markerCategory } from '../category-style';
import { CLUSTER_CLASSES, clusterCountText, clusterSize } from '../cluster-style';
import { firstViewRequest, requestParams } from '../map-requests';
import { TILE_ATTRIBUTION, tileTemplateOrigin } from '../../../../common/map-tiles';
import { useTileUrl } from '../../../lib/runtime-config';
import {
  mapViewLayers,
  offsetFromCentre,
  TILE_SIZE,
  tileAddress,
  tileGrid,
  type MapPlace,
  type MapViewLayer,
  type TileSpan,
} from '../map-view';
import { CategoryMarker } from './category-marker';
import { MAP_PICTURE_CLASS, type MapPictureProps } from './map-picture-slot';

/** A length from the container's centre, for absolute positioning. */
const fromCentre = (pixels: number) => `calc(50% + ${Math.round(pixels)}px)`;

/** An address as a CSS url(), its quotes and backslashes escaped as they would be in a URL. */
const cssUrl = (address: string) => `url("${address.replace(/["\\\n]/g, encodeURIComponent)}")`;

/**
 * The CSS of one map's picture, its class names made from React's id so that they are its own. It hides
 * every layer, row and tile itself, before the page's stylesheet arrives: the browser fetches a tile for
 * any element it has styled as shown, even once.
 */
function pictureStyle(id: string) {
  const layers = `map-picture-${id}`;
  const rows = `${layers}-rows`;
  const tiles = `${layers}-tiles`;
  const rules = [`.${layers},.${rows},.${tiles}{display:none}`];
  const layer = (index: number) => `${layers}-${index}`;
  return {
    layers,
    rows,
    tiles,
    layer,
    row: (index: number, y: number) => `${layer(index)}-r${y}`,
    column: (index: number, x: number) => `${layer(index)}-c${x}`,
    /**
     * Shows the smallest layer, then each larger one instead once the map is big enough (later rules win).
     * Only in a container with a size: before the page's stylesheet gives the map one, nothing shows.
     */
    addLayer(index: number, { fromSize }: MapViewLayer): void {
      const [width, height] = [Math.max(1, fromSize.width), Math.max(1, fromSize.height)];
      rules.push(
        `@container (width >= ${width}px) and (height >= ${height}px){.${layers}{display:none}.${layer(index)}{display:block}}`,
      );
    },
    /**
     * Shows a row (or a column) of tiles only when some of it is in sight: the browser fetches just those
     * tiles, as a background image is fetched only for an element it displays (with or without scripts).
     */
    addSpan(
      className: string,
      dimension: 'width' | 'height',
      span: TileSpan,
      display: 'block' | 'contents',
    ): void {
      rules.push(`@container (${dimension} > ${span.inSightAbove}px){.${className}{display:${display}}}`);
    },
    css: () => rules.join(''),
  };
}

/** Drawn on the server only (see MapPictureSlot), at the views the map opens on. */
export function MapPicture({ places, zoom, label, server }: MapPictureProps) {
  const queryClient = useQueryClient();
  const layers = server?.layers ?? mapViewLayers({ places, zoom });
  // A server map's places at each view: the answers the page read for it (page-data.ts), as the map asks.
  const shownAt = (layer: MapViewLayer): { places: MapPlace[]; clusters: PlacesMap['clusters'] } => {
    if (!server) return { places, clusters: [] };
    const params = requestParams(server.filters, firstViewRequest(layer));
    const answer = params && queryClient.getQueryData(placesMapQuery(params).queryKey);
    if (!answer) return { places: [], clusters: [] };
    return {
      places: answer.places.map((point) => ({ ...point, latitude: point.lat, longitude: point.lng })),
      clusters: answer.clusters,
    };
  };
  const template = useTileUrl();
  const retina = template.includes('{r}');
  // The tiles are the page's largest picture: open their connection with the page's, not after its CSS.
  const tileOrigin = tileTemplateOrigin(template);
  if (tileOrigin && !tileOrigin.includes('{s}')) preconnect(tileOrigin);
  const style = pictureStyle(useId().replace(/[^\w-]/g, ''));
  const drawn = layers.map((layer, index) => {
    style.addLayer(index, layer);
    const shown = shownAt(layer);
    const { columns, rows } = tileGrid(layer);
    for (const column of columns) style.addSpan(style.column(index, column.index), 'width', column, 'block');
    for (const row of rows) style.addSpan(style.row(index, row.index), 'height', row, 'contents');
    return (
      <div key={layer.zoom} className={`${style.layers} ${style.layer(index)} absolute inset-0`}>
        {rows.map((row) => (
          <div key={row.index} className={`${style.rows} ${style.row(index, row.index)}`}>
            {columns.map((column) => {
              const tile = { x: column.index, y: row.index, zoom: layer.zoom };
              const address = tileAddress(template, tile, false);
              return (
                <div
                  key={column.index}
                  className={`${style.tiles} ${style.column(index, column.index)} absolute`}
                  style={{
                    left: fromCentre(column.offset),
                    top: fromCentre(row.offset),
                    width: TILE_SIZE,
                    height: TILE_SIZE,
                    backgroundImage: retina
                      ? `image-set(${cssUrl(address)} 1x, ${cssUrl(tileAddress(template, tile, true))} 2x)`
                      : cssUrl(address),
                  }}
                />
              );
            })}
          </div>
        ))}
        {shown.clusters.map((cluster) => {
          const offset = offsetFromCentre(layer, { lat: cluster.lat, lng: cluster.lng });
          const size = clusterSize(cluster.count);
          return (
            <span
              key={`${cluster.lat},${cluster.lng}`}
              className={`${CLUSTER_CLASSES} absolute -translate-x-1/2 -translate-y-1/2`}
              style={{ left: fromCentre(offset.x), top: fromCentre(offset.y), width: size, height: size }}
            >
              {clusterCountText(cluster.count)}
            </span>
          );
        })}
        {shown.places.map((place) => {
          const offset = offsetFromCentre(layer, { lat: place.latitude, lng: place.longitude });
          return (
            <CategoryMarker
              key={place.id}
              category={markerCategory(place.category)}
              size="map"
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left: fromCentre(offset.x), top: fromCentre(offset.y) }}
            />
          );
        })}
      </div>
    );
  });
  return (
    <div className={MAP_PICTURE_CLASS}>
      <style>{style.css()}</style>
      <div role="img" aria-label={label} className="pointer-events-none absolute inset-0 overflow-hidden">
        {drawn}
      </div>
      <span
        className="absolute bottom-0 right-0 bg-white/80 px-1 text-[0.75rem] text-slate-700"
        dangerouslySetInnerHTML={{ __html: TILE_ATTRIBUTION }}
      />
    </div>
  );
}
