import { RefreshCw } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';
import { lastSyncLabel } from '../sync-log-format';
import { useSyncLogs } from './api';

/** The overview's Last Sync card (SPEC 2): the newest place sync's day and month, or 'Never'. */
export function LastSyncCard() {
  const logs = useSyncLogs();
  const label = logs.data ? lastSyncLabel(logs.data) : logs.isError ? '—' : undefined;
  return <StatCard label="Last Sync" icon={RefreshCw} value={label} note="Daily at 06:00" />;
}
