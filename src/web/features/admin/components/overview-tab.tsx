import { useAdminStats } from '../api';
import { DataOperations } from './data-operations';
import { PublishingControls } from './publishing-controls';
import { StatCards } from './stat-cards';

/** The Overview tab (SPEC 2): the four figures, publishing and the data operations. */
export function OverviewTab() {
  const pendingPlaces = useAdminStats().data?.pendingPlaces;
  return (
    <div className="grid gap-6">
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <PublishingControls pendingPlaces={pendingPlaces} />
        <DataOperations pendingPlaces={pendingPlaces} />
      </div>
    </div>
  );
}
