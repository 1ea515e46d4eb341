import { EVENT_FEEDS_JOB, EVENT_FEEDS_PATTERN, importAllFeeds } from '../modules/events/feed-service';
import type { ScheduledJob } from './scheduler';

/** The daily calendar-feed import at 06:45 Paphos time, after the place sync and the backup: one log row per feed. */
export const eventFeedsJob: ScheduledJob = {
  name: EVENT_FEEDS_JOB,
  pattern: EVENT_FEEDS_PATTERN,
  run: (ctx, lease) => importAllFeeds(ctx, lease, 'scheduled'),
};
