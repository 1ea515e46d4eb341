import { CalendarDays, MapPin, Pin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { StatCard } from '../../../components/ui/stat-card';
import { errorMessage } from '../../../lib/api-client';
import { placeCountsNote } from '../stats-format';
import { useAdminStats, usePinterestStatus } from '../api';

/**
 * The overview's stat cards (SPEC 2): places (by status, adding up to the total), events this week and pins
 * this month (with what posting lacks when it cannot happen), then the cards the dashboard adds (the last
 * sync, which belongs to the sync feature).
 */
export function StatCards({ children }: { children?: ReactNode }) {
  const headingId = useId();
  const stats = useAdminStats();
  const pinterest = usePinterestStatus().data;
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
        note={data ? placeCountsNote(data) : ' '}
      />
      <StatCard label="Upcoming Events" icon={CalendarDays} value={data?.totalEvents} note="This week" />
      <StatCard
        label="Pinterest Pins"
        icon={Pin}
        value={data?.pinsPosted}
        note={
          <>
            Posts this month
            {pinterest && !pinterest.posting && (
              // Why the count stays where it is: what posting lacks, set on the server or in Settings.
              <span className="mt-1 block font-medium text-terracotta-700">{pinterest.summary}</span>
            )}
          </>
        }
      />
      {children}
      {stats.isError && (
        <p role="alert" className="text-sm font-medium text-destructive col-span-2 xl:col-span-4">
          The figures could not be loaded: {errorMessage(stats.error)}
        </p>
      )}
    </section>
  );
}
