import { AlertTriangle, CheckCircle2, CircleHelp, Clock, History, Package, XCircle } from 'lucide-react';
import { isStandInSource, type SyncLog } from '../../../../common/schemas/sync';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  nextSyncLabel,
  syncDuration,
  syncSourceNote,
  syncStatusLabel,
  syncTriggerLabel,
  syncTypeLabel,
  syncWhen,
} from '../sync-log-format';
import { useSyncLogs, useSyncSchedule } from './api';
import { LoadError } from '../../../components/ui/load-error';

const STATUS_LOOK = {
  success: { icon: CheckCircle2, colour: 'text-olive-700' },
  partial: { icon: AlertTriangle, colour: 'text-terracotta-700' },
  failed: { icon: XCircle, colour: 'text-destructive' },
} as const;

function statusLook(log: SyncLog) {
  const label = syncStatusLabel(log);
  // A success on the bundled data is not a live one: its own icon and colour.
  if (log.status === 'success' && isStandInSource(log.source)) {
    return { icon: Package, colour: 'text-sea-700', label };
  }
  return log.status in STATUS_LOOK
    ? { ...STATUS_LOOK[log.status as keyof typeof STATUS_LOOK], label }
    : { icon: CircleHelp, colour: 'text-muted-foreground', label };
}

function SyncLogRow({ log }: { log: SyncLog }) {
  const look = statusLook(log);
  const Icon = look.icon;
  const trigger = syncTriggerLabel(log.trigger);
  const source = syncSourceNote(log.source);
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
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              {trigger && (
                <Badge variant={log.trigger === 'scheduled' ? 'secondary' : 'outline'}>{trigger}</Badge>
              )}
              <span>
                <time dateTime={new Date(log.startedAt).toISOString()}>{syncWhen(log.startedAt)}</time>
                {log.completedAt && ` · took ${syncDuration(log.startedAt, log.completedAt)}`}
              </span>
            </p>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {log.itemsAdded} added · {log.itemsUpdated} updated · {log.itemsArchived} archived
          </p>
          {source && <p className="mt-1 text-sm font-medium text-sea-800">{source}</p>}
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
  const schedule = useSyncSchedule();
  const nextAt = schedule.data?.nextPlaceSyncAt;
  return (
    <DashboardSection
      title="Sync Logs"
      description={
        <span className="flex gap-1.5">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Places sync automatically every day at 06:00 (Cyprus time)
            {nextAt ? <>: the next scheduled sync is {nextSyncLabel(nextAt, new Date())}</> : ''}. Manual Sync
            on the Overview runs one now; tours sync only with Sync Viator Products.
          </span>
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
