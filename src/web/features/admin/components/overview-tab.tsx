import type { ReactNode } from 'react';
import { useAdminStats } from '../api';
import { StatCards } from './stat-cards';

/**
 * The Overview tab (SPEC 2): the figures, publishing and the data operations. The parts that belong to
 * other features (the last sync, publishing, the operations) are given by the dashboard's page, with the
 * count of pending places they show.
 */
export function OverviewTab({
  lastSync,
  publishing,
  operations,
}: {
  lastSync: ReactNode;
  publishing(pendingPlaces: number | undefined): ReactNode;
  operations(pendingPlaces: number | undefined): ReactNode;
}) {
  const pendingPlaces = useAdminStats().data?.pendingPlaces;
  return (
    <div className="grid gap-6">
      <StatCards>{lastSync}</StatCards>
      <div className="grid gap-6 lg:grid-cols-2">
        {publishing(pendingPlaces)}
        {operations(pendingPlaces)}
      </div>
    </div>
  );
}
