/** Stub: being built now; replaced by its owner. */
export function ArticlesTab(_props: Record<string, unknown>) {
  return <p>Articles</p>;
}
