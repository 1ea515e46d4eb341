/** Stub: being built now; replaced by its owner. */
export function BannersTab(_props: Record<string, unknown>) {
  return <p>Banners</p>;
}
