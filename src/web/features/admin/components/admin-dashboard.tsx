/** Stub: being built now; replaced by its owner. */
export function AdminDashboard(_props: Record<string, unknown>) {
  return <p>Dashboard</p>;
}
