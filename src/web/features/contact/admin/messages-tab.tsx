/** Stub: being built now; replaced by its owner. */
export function MessagesTab(_props: Record<string, unknown>) {
  return <p>Messages</p>;
}
