/** How the calendar feeds panel words a feed's state (pure, unit-tested). */
import type { EventFeed } from '../../../../common/schemas/event-feeds';
import { formatShortDate, formatTimeOfDay } from '../../../../common/dates';

/** '27 Nov 2026, 06:30' in Paphos time. */
const when = (at: string | Date) => `${formatShortDate(at)}, ${formatTimeOfDay(at)}`;

/** 'Not imported yet', 'Imported 27 Nov 2026, 06:30: 3 new, 1 updated, 0 cancelled', or the failure. */
export function feedLastImportText(feed: Pick<EventFeed, 'lastImport'>): string {
  const last = feed.lastImport;
  if (!last) return 'Not imported yet';
  if (last.status === 'failed')
    return `Import failed ${when(last.at)}: ${last.errorMessage ?? 'unknown error'}`;
  return `Imported ${when(last.at)}: ${last.added} new, ${last.updated} updated, ${last.cancelled} cancelled`;
}

/** '1 event waiting for review', '4 events waiting for review', 'None waiting for review'. */
export function feedPendingText(count: number): string {
  if (count === 0) return 'None waiting for review';
  return `${count} ${count === 1 ? 'event' : 'events'} waiting for review`;
}
