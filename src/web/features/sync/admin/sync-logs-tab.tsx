/** Stub: being built now; replaced by its owner. */
export function SyncLogsTab(_props: Record<string, unknown>) {
  return <p>Sync Logs</p>;
}
