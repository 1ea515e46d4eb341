import { CalendarDays, MapPin, Pin, RefreshCw, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useAdminStats, useSyncLogs } from '../api';
import { lastSyncLabel } from '../overview';

function StatCard({
  label,
  icon: Icon,
  value,
  note,
}: {
  label: string;
  icon: LucideIcon;
  value: string | number | undefined;
  note: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="group" aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-sans text-sm font-semibold text-muted-foreground">
          {label}
        </h3>
        <Icon className="size-5 text-sea-700" aria-hidden />
      </div>
      {value === undefined ? (
        <Skeleton className="mt-2 h-9 w-16" />
      ) : (
        <p className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">{value}</p>
      )}
      <p className="mt-1 text-sm text-muted-foreground">{note}</p>
    </Card>
  );
}

/** The overview's four stat cards (SPEC 2): places, events this week, pins this month, the last sync. */
export function StatCards() {
  const headingId = useId();
  const stats = useAdminStats();
  const logs = useSyncLogs();
  const data = stats.data;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {/* The tab's heading, for the outline a screen reader lists: the stat cards' headings sit under it. */}
      <h2 id={headingId} className="sr-only">
        Statistics
      </h2>
      <StatCard
        label="Total Places"
        icon={MapPin}
        value={data?.totalPlaces}
        note={data ? `${data.activePlaces} published · ${data.pendingPlaces} pending` : ' '}
      />
      <StatCard label="Upcoming Events" icon={CalendarDays} value={data?.totalEvents} note="This week" />
      <StatCard label="Pinterest Pins" icon={Pin} value={data?.pinsPosted} note="Posts this month" />
      <StatCard
        label="Last Sync"
        icon={RefreshCw}
        value={logs.data ? lastSyncLabel(logs.data) : undefined}
        note="Daily at 06:00"
      />
      {(stats.isError || logs.isError) && (
        <p role="alert" className="text-sm font-medium text-destructive col-span-2 xl:col-span-4">
          The figures could not be loaded: {errorMessage(stats.error ?? logs.error)}
        </p>
      )}
    </section>
  );
}
