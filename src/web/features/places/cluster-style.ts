/**
 * A cluster's count bubble (places near each other at the map's zoom, GET /api/places/map): larger for more
 * places, the same in the Leaflet map (clusterHtml) and in the map's first picture (MapPicture). What it
 * says to a screen reader ('12 places: zoom in') is the message 'mapControls.cluster'.
 */

/** The bubble's diameter (px) for a count: 34 up to 9 places, 40 up to 99, 46 from 100. */
export function clusterSize(count: number): number {
  return count < 10 ? 34 : count < 100 ? 40 : 46;
}

/** The count as the bubble writes it: '7', '240', '1.2k', '12k'. */
export function clusterCountText(count: number): string {
  if (count < 1000) return String(count);
  const thousands = count / 1000;
  return `${thousands < 10 ? Math.floor(thousands * 10) / 10 : Math.floor(thousands)}k`;
}

/** The bubble: a sea-blue disc with a white ring, like the place markers', and the count in white. */
export const CLUSTER_CLASSES =
  'flex items-center justify-center rounded-full border-[3px] border-white bg-sea-700 text-sm font-bold ' +
  'text-white shadow-[0_0_0_1px_rgba(0,0,0,0.3),0_1px_3px_rgba(0,0,0,0.35)]';

/** The bubble as HTML for a Leaflet icon (the count is a number, so nothing needs escaping). */
export function clusterHtml(count: number): string {
  const size = clusterSize(count);
  return (
    `<span class="${CLUSTER_CLASSES}" data-cluster="${count}" style="width:${size}px;height:${size}px">` +
    `${clusterCountText(count)}</span>`
  );
}
