import { RefreshCw, Ticket } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { SyncLog } from '../../../../common/schemas/sync';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useJobStatus } from '../../../lib/admin-queries';
import { jobProgressLabel } from '../../../lib/job-progress';
import { placeSyncSummary, syncFailureSummary } from '../sync-log-format';
import { useManualSync, useTourSync } from './api';

/** SPEC 4 and 9: the Manual Sync button stays disabled for 3 seconds after a sync completes. */
const MANUAL_SYNC_COOLDOWN_MS = 3000;

function syncToast(log: SyncLog) {
  const counts = `${log.itemsAdded} added, ${log.itemsUpdated} updated, ${log.itemsArchived} archived.`;
  if (log.status === 'failed') {
    toast({
      title: 'Sync Failed',
      description: syncFailureSummary(log.errorMessage),
      variant: 'destructive',
    });
  } else if (log.status === 'partial') {
    toast({
      title: 'Sync Partly Complete',
      description: `${counts} ${syncFailureSummary(log.errorMessage)}`,
    });
  } else {
    toast({ title: 'Sync Complete', description: placeSyncSummary(log) });
  }
}

/**
 * 'Manual Sync' and 'Sync Viator Products', each showing that it is busy, beside the other operations the
 * dashboard gives it (the places' 'Clear Pending Queue').
 */
export function DataOperations({ children }: { children?: ReactNode }) {
  const [coolingDown, setCoolingDown] = useState(false);
  const sync = useManualSync({ onSuccess: syncToast });
  const tourSync = useTourSync({
    // The server's message names the bundled samples as samples when they stood in for Viator.
    onSuccess: ({ live, message }) =>
      toast({ title: live ? 'Viator Products Synced' : 'Sample Tours Loaded', description: message }),
  });
  const syncProgress = jobProgressLabel(useJobStatus('place-sync', sync.isPending).data);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), MANUAL_SYNC_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const runSync = () => sync.mutate(undefined, { onSettled: () => setCoolingDown(true) });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Data Operations</CardTitle>
        <CardDescription>
          Places sync by themselves every day at 06:00. Run a sync now, refresh the tours, or archive every
          place still waiting in the queue.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button onClick={runSync} disabled={sync.isPending || coolingDown}>
            <RefreshCw
              className={sync.isPending ? 'animate-spin motion-reduce:animate-none' : undefined}
              aria-hidden
            />
            {sync.isPending ? 'Syncing...' : 'Manual Sync'}
          </Button>
          <Button variant="secondary" onClick={() => tourSync.mutate()} disabled={tourSync.isPending}>
            <Ticket aria-hidden />
            {tourSync.isPending ? 'Syncing Tours...' : 'Sync Viator Products'}
          </Button>
          {children}
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground">
          {sync.isPending && (syncProgress ?? 'Starting the sync...')}
          {tourSync.isPending && 'Fetching tour products from the tour partner...'}
        </p>
      </CardContent>
    </Card>
  );
}
