import { AlertTriangle, CheckCircle2, CircleHelp, Clock, History, XCircle } from 'lucide-react';
import type { SyncLog } from '../../../../common/schemas/sync';
import { Card } from '../../../components/ui/card';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { syncDuration, syncTypeLabel, syncWhen } from '../sync-log-format';
import { useSyncLogs } from './api';
import { LoadError } from '../../../components/ui/load-error';

const STATUS_LOOK = {
  success: { icon: CheckCircle2, colour: 'text-olive-700', label: 'Succeeded' },
  partial: { icon: AlertTriangle, colour: 'text-terracotta-700', label: 'Partly succeeded' },
  failed: { icon: XCircle, colour: 'text-destructive', label: 'Failed' },
} as const;

function statusLook(status: string) {
  return status in STATUS_LOOK
    ? STATUS_LOOK[status as keyof typeof STATUS_LOOK]
    : { icon: CircleHelp, colour: 'text-muted-foreground', label: status };
}

function SyncLogRow({ log }: { log: SyncLog }) {
  const look = statusLook(log.status);
  const Icon = look.icon;
  return (
    <li>
      <Card className="flex gap-3 p-4 sm:p-5">
        <Icon className={`mt-0.5 size-5 shrink-0 ${look.colour}`} aria-hidden />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-semibold">
              {syncTypeLabel(log.syncType)}{' '}
              <span className={`text-sm font-medium ${look.colour}`}>· {look.label}</span>
            </h3>
            <p className="text-sm text-muted-foreground">
              <time dateTime={new Date(log.startedAt).toISOString()}>{syncWhen(log.startedAt)}</time>
              {log.completedAt && ` · took ${syncDuration(log.startedAt, log.completedAt)}`}
            </p>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {log.itemsAdded} added · {log.itemsUpdated} updated · {log.itemsArchived} archived
          </p>
          {log.errorMessage && (
            <p
              className={
                log.status === 'failed'
                  ? 'mt-3 whitespace-pre-line break-words rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm text-destructive'
                  : 'mt-3 whitespace-pre-line break-words rounded-lg border border-terracotta-100 bg-terracotta-50 p-3 text-sm text-terracotta-700'
              }
            >
              {log.errorMessage}
            </p>
          )}
        </div>
      </Card>
    </li>
  );
}

/** The Sync Logs tab (SPEC 2): every sync run, newest first, with a failed run's message in a red box. */
export function SyncLogsTab() {
  const logs = useSyncLogs();
  return (
    <DashboardSection
      title="Sync Logs"
      description={
        <span className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden />
          Places sync automatically every day at 06:00 (Cyprus time); Manual Sync on the Overview runs one
          now.
        </span>
      }
    >
      {logs.isPending ? (
        <div className="grid gap-3" aria-hidden>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-24" />
          ))}
        </div>
      ) : logs.isError ? (
        <LoadError what="the sync logs" error={logs.error} onRetry={() => void logs.refetch()} />
      ) : logs.data.length === 0 ? (
        <EmptyState icon={<History className="size-10 text-sea-700" aria-hidden />}>
          <p className="font-semibold text-foreground">No sync operations yet</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {logs.data.map((log) => (
            <SyncLogRow key={log.id} log={log} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
