/** Stub: being built now; replaced by its owner. */
export function SettingsTab(_props: Record<string, unknown>) {
  return <p>Settings</p>;
}
