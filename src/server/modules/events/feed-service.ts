/**
 * Calendar feeds the operator subscribes to, and their import: each feed's events within the next 90 days
 * enter as pending for review. While an event is pending and untouched the feed keeps it up to date (name,
 * times, place, description, link); once the operator has edited, published or cancelled it, it is theirs
 * and later imports leave its words and times alone, except that an organiser's cancellation
 * (STATUS:CANCELLED, or a future date gone from the feed) marks it cancelled, so the What's On page never
 * sends anyone to it.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { EVENT_FEED_SYNC_TYPE, feedImportMessage } from '../../../common/schemas/event-feeds';
import type { SyncTrigger } from '../../../common/schemas/sync';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { eventFeeds, events, syncLogs } from '../../db/schema';
import { fieldError, notFound } from '../../lib/app-error';
import type { JobLease } from '../../lib/job-lock';
import { recordSyncLog } from '../sync/service';
import { fetchFeed, type FeedFetchOptions } from './feed-fetch';
import { DEFAULT_HORIZON_DAYS, readFeed, type FeedOccurrence } from './feed-ical';
import { EVENTS_CACHE_PREFIX } from './service';

/** The job-lock name of every feed import (the daily job and 'Import now'): one at a time anywhere. */
export const EVENT_FEEDS_JOB = 'event-feeds';
/** 06:45 Paphos time: after the 06:00 place sync and the 06:30 backup. */
export const EVENT_FEEDS_PATTERN = '45 6 * * *';

type FeedRow = typeof eventFeeds.$inferSelect;

/** The sync log's `source` of a feed's imports: how the Sync Logs tab names it and how a feed finds its own. */
export const feedLogSource = (feed: Pick<FeedRow, 'id' | 'name'>) =>
  `the calendar feed "${feed.name}" (#${feed.id})`;

/** Every feed, oldest first, with how many of its events wait for review and its last import. */
export async function listFeeds(db: Db) {
  const feeds = await db.select().from(eventFeeds).orderBy(eventFeeds.id);
  if (feeds.length === 0) return [];
  const pending = await db
    .select({ feedId: events.feedId, count: sql<number>`count(*)::int` })
    .from(events)
    .where(
      and(
        inArray(
          events.feedId,
          feeds.map((feed) => feed.id),
        ),
        eq(events.status, 'pending'),
      ),
    )
    .groupBy(events.feedId);
  const pendingByFeed = new Map(pending.map((row) => [row.feedId, row.count]));
  const logs = await db
    .selectDistinctOn([syncLogs.source])
    .from(syncLogs)
    .where(
      and(eq(syncLogs.syncType, EVENT_FEED_SYNC_TYPE), inArray(syncLogs.source, feeds.map(feedLogSource))),
    )
    .orderBy(syncLogs.source, desc(syncLogs.startedAt), desc(syncLogs.id));
  const logBySource = new Map(logs.map((log) => [log.source, log]));
  return feeds.map((feed) => {
    const log = logBySource.get(feedLogSource(feed));
    return {
      ...feed,
      pendingCount: pendingByFeed.get(feed.id) ?? 0,
      lastImport: log ? importSummary(log) : null,
    };
  });
}

/** Subscribes to a feed; 409 when its address is already there. */
export async function addFeed(db: Db, body: { name: string; url: string }) {
  const [same] = await db
    .select({ id: eventFeeds.id })
    .from(eventFeeds)
    .where(eq(eventFeeds.url, body.url))
    .limit(1);
  if (same) throw fieldError(409, 'url', 'That calendar is already in the list');
  const [feed] = await db.insert(eventFeeds).values({ name: body.name, url: body.url }).returning();
  return feed!;
}

/**
 * Unsubscribes: the feed's events still waiting for review go with it; those the operator published or
 * cancelled stay, as if entered by hand (no longer tied to the feed).
 */
export async function removeFeed(ctx: Pick<AppContext, 'db' | 'cache'>, id: number): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [feed] = await tx.select({ id: eventFeeds.id }).from(eventFeeds).where(eq(eventFeeds.id, id));
    if (!feed) return false;
    await tx.delete(events).where(and(eq(events.feedId, id), eq(events.status, 'pending')));
    await tx.update(events).set({ feedId: null, feedUid: null }).where(eq(events.feedId, id));
    await tx.delete(eventFeeds).where(eq(eventFeeds.id, id));
    return true;
  });
  if (!removed) throw notFound('Calendar feed not found');
  ctx.cache.invalidate(EVENTS_CACHE_PREFIX);
}

export async function findFeed(db: Db, id: number): Promise<FeedRow> {
  const [feed] = await db.select().from(eventFeeds).where(eq(eventFeeds.id, id));
  if (!feed) throw notFound('Calendar feed not found');
  return feed;
}

/** The columns an import writes from the feed. */
function importedValues(occurrence: FeedOccurrence) {
  return {
    name: occurrence.name,
    description: occurrence.description,
    startTime: occurrence.startTime,
    endTime: occurrence.endTime,
    venueName: occurrence.venueName,
    venueAddress: occurrence.venueAddress,
    ticketUrl: occurrence.url,
    timeToBeConfirmed: occurrence.allDay,
  };
}

type ImportedValues = ReturnType<typeof importedValues>;

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

export interface FeedImportCounts {
  added: number;
  updated: number;
  cancelled: number;
}

/**
 * When this feed's imports ran (their log rows' start, which is the time each import writes into the events
 * it adds or changes): an event whose last change is not one of them was changed by the operator.
 */
async function feedImportTimes(tx: Db, feed: FeedRow): Promise<Set<number>> {
  const runs = await tx
    .select({ startedAt: syncLogs.startedAt })
    .from(syncLogs)
    .where(
      and(
        eq(syncLogs.syncType, EVENT_FEED_SYNC_TYPE),
        eq(syncLogs.source, feedLogSource(feed)),
        eq(syncLogs.status, 'success'),
      ),
    );
  return new Set(runs.map((run) => run.startedAt.getTime()));
}

/**
 * Writes what the feed holds now: new events pending; pending ones the operator has not edited updated;
 * cancellations applied to any that is not cancelled yet.
 */
async function applyOccurrences(
  tx: Db,
  feed: FeedRow,
  occurrences: FeedOccurrence[],
  now: Date,
): Promise<FeedImportCounts> {
  const counts = { added: 0, updated: 0, cancelled: 0 };
  const stored = await tx
    .select({
      id: events.id,
      feedUid: events.feedUid,
      status: events.status,
      name: events.name,
      description: events.description,
      startTime: events.startTime,
      endTime: events.endTime,
      venueName: events.venueName,
      venueAddress: events.venueAddress,
      ticketUrl: events.ticketUrl,
      timeToBeConfirmed: events.timeToBeConfirmed,
      updatedAt: events.updatedAt,
    })
    .from(events)
    .where(eq(events.feedId, feed.id));
  const byUid = new Map(stored.map((row) => [row.feedUid, row]));
  const importTimes = await feedImportTimes(tx, feed);
  importTimes.add(now.getTime());
  const toCancel = new Set<number>();

  for (const occurrence of occurrences) {
    const row = byUid.get(occurrence.uid);
    const values = importedValues(occurrence);
    if (!row) {
      // A date already cancelled when first seen is never worth a review.
      if (occurrence.cancelled) continue;
      await tx.insert(events).values({
        ...values,
        status: 'pending',
        isFree: false,
        sources: [feed.url],
        feedId: feed.id,
        feedUid: occurrence.uid,
        createdAt: now,
        updatedAt: now,
      });
      counts.added++;
      continue;
    }
    if (occurrence.cancelled) {
      if (row.status !== 'cancelled') toCancel.add(row.id);
      continue;
    }
    // Published, cancelled or edited by the operator: theirs now.
    if (row.status !== 'pending' || !importTimes.has(row.updatedAt.getTime())) continue;
    const changes = Object.fromEntries(
      (Object.entries(values) as Array<[keyof ImportedValues, unknown]>).filter(
        ([key, value]) => !sameValue(row[key], value),
      ),
    );
    if (Object.keys(changes).length > 0) {
      await tx
        .update(events)
        .set({ ...changes, updatedAt: now })
        .where(eq(events.id, row.id));
      counts.updated++;
    }
  }

  // A date still to come that the feed no longer lists has been called off.
  const listed = new Set(occurrences.map((occurrence) => occurrence.uid));
  for (const row of stored) {
    if (row.feedUid && !listed.has(row.feedUid) && row.status !== 'cancelled' && row.startTime > now) {
      toCancel.add(row.id);
    }
  }
  if (toCancel.size > 0) {
    await tx
      .update(events)
      .set({ status: 'cancelled', updatedAt: now })
      .where(inArray(events.id, [...toCancel]));
    counts.cancelled = toCancel.size;
  }
  return counts;
}

export interface FeedImportOptions extends FeedFetchOptions {
  horizonDays?: number;
}

/**
 * Imports one feed and writes its sync log row: its counts, or why the feed could not be had (the events
 * already imported stay as they are then). Never throws for a broken feed.
 */
export async function importFeed(
  ctx: Pick<AppContext, 'db' | 'cache' | 'clock' | 'log'>,
  feed: FeedRow,
  trigger: SyncTrigger,
  options: FeedImportOptions = {},
) {
  const startedAt = ctx.clock.now();
  const source = feedLogSource(feed);
  let occurrences: FeedOccurrence[];
  try {
    const text = await fetchFeed(feed.url, options);
    occurrences = readFeed(text, {
      now: startedAt,
      horizonDays: options.horizonDays ?? DEFAULT_HORIZON_DAYS,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'could not be imported';
    ctx.log.warn({ feed: feed.id, reason }, 'calendar feed import failed');
    const log = await recordSyncLog(ctx.db, {
      syncType: EVENT_FEED_SYNC_TYPE,
      trigger,
      source,
      startedAt,
      completedAt: ctx.clock.now(),
      itemsAdded: 0,
      itemsUpdated: 0,
      itemsArchived: 0,
      failures: [`The feed "${feed.name}" ${reason}`],
      anySucceeded: false,
    });
    return importResult(feed.id, log);
  }
  const log = await ctx.db.transaction(async (tx) => {
    const counts = await applyOccurrences(tx, feed, occurrences, startedAt);
    const completedAt = ctx.clock.now();
    await tx.update(eventFeeds).set({ lastImportedAt: completedAt }).where(eq(eventFeeds.id, feed.id));
    return recordSyncLog(tx, {
      syncType: EVENT_FEED_SYNC_TYPE,
      trigger,
      source,
      startedAt,
      completedAt,
      itemsAdded: counts.added,
      itemsUpdated: counts.updated,
      itemsArchived: counts.cancelled,
      failures: [],
      anySucceeded: true,
    });
  });
  if (log.itemsAdded + log.itemsUpdated + log.itemsArchived > 0) ctx.cache.invalidate(EVENTS_CACHE_PREFIX);
  return importResult(feed.id, log);
}

/** What a feed's import log row says: its outcome, when, and what it changed (cancellations are its archived count). */
function importSummary(log: typeof syncLogs.$inferSelect) {
  return {
    status: log.status,
    at: log.completedAt ?? log.startedAt,
    added: log.itemsAdded,
    updated: log.itemsUpdated,
    cancelled: log.itemsArchived,
    errorMessage: log.errorMessage,
  };
}

function importResult(feedId: number, log: typeof syncLogs.$inferSelect) {
  const result = { feedId, ...importSummary(log) };
  return { ...result, message: feedImportMessage(result) };
}

/** The daily run: every feed in turn, each with its own log row; reports progress through the lease. */
export async function importAllFeeds(
  ctx: Pick<AppContext, 'db' | 'cache' | 'clock' | 'log'>,
  lease: JobLease,
  trigger: SyncTrigger,
  options: FeedImportOptions = {},
) {
  const feeds = await ctx.db.select().from(eventFeeds).orderBy(eventFeeds.id);
  const results = [];
  for (const [index, feed] of feeds.entries()) {
    await lease.report({ step: `Importing ${feed.name}`, done: index, total: feeds.length });
    results.push(await importFeed(ctx, feed, trigger, options));
  }
  return results;
}
