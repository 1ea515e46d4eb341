import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminEventValues, adminEventsQuerySchema, EventStatus } from '../../../common/schemas/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { eventFeeds, events, places } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { nextOccurrence } from '../../lib/event-schedule';
import { timingColumns, timingValues } from './admin-timing';
import { EVENTS_CACHE_PREFIX, eventColumns } from './service';

type AdminEventsQuery = z.output<typeof adminEventsQuerySchema>;
type Ctx = Pick<AppContext, 'db' | 'cache' | 'clock'>;

/** The public columns, with the operator's own picture (not the category's) and every status, and what only the admin sees. */
const adminColumns = {
  ...eventColumns,
  imageUrl: events.imageUrl,
  status: events.status,
  schedule: events.schedule,
  placeId: events.placeId,
  sources: events.sources,
  feedName: eventFeeds.name,
  updatedAt: events.updatedAt,
};

type AdminEventRow = Awaited<ReturnType<typeof selectAdminEvents>>[number];

function selectAdminEvents(db: Db, where: SQL | undefined) {
  return db
    .select(adminColumns)
    .from(events)
    .leftJoin(eventFeeds, eq(events.feedId, eventFeeds.id))
    .where(where);
}

/** A row as the dashboard has it: its public fields, status and sources, and the form's words for its timing. */
function adminEvent({ schedule, ...row }: AdminEventRow) {
  return { ...row, ...timingValues({ ...row, schedule }) };
}

/** Whether an event has not ended at `now` (no end: it has not started). */
const toCome = (now: Date) => sql`coalesce(${events.endTime}, ${events.startTime}) > ${now}`;

/**
 * A page of events for the dashboard: those still to come first, soonest first, then past ones, latest
 * first; of one status when asked. Also how many wait for the operator (pending feed imports).
 */
export async function listAdminEvents(db: Db, query: AdminEventsQuery, now: Date) {
  const where = query.status ? eq(events.status, query.status) : undefined;
  const rows = await selectAdminEvents(db, where)
    .orderBy(
      desc(toCome(now)),
      sql`case when ${toCome(now)} then ${events.startTime} end asc`,
      desc(events.startTime),
      desc(events.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(events).where(where);
  const [pending] = await db.select({ n: count() }).from(events).where(eq(events.status, 'pending'));
  return { events: rows.map(adminEvent), total: total!.n, pending: pending!.n };
}

async function findAdminEvent(db: Db, id: number) {
  const [row] = await selectAdminEvents(db, eq(events.id, id)).limit(1);
  return row && adminEvent(row);
}

/**
 * The venue columns: a published place of the guide lends its name and address (a place that is not
 * published is refused on the placeId field); otherwise the typed ones.
 */
async function venueColumns(tx: Db, values: AdminEventValues) {
  if (values.placeId === null) {
    return { placeId: null, venueName: values.venueName, venueAddress: values.venueAddress };
  }
  const [place] = await tx
    .select({ name: places.name, address: places.address })
    .from(places)
    .where(and(eq(places.id, values.placeId), eq(places.status, 'published')))
    .limit(1);
  if (!place) throw fieldError(400, 'placeId', 'Pick a published place of the guide, or type the venue');
  return { placeId: values.placeId, venueName: place.name, venueAddress: place.address };
}

/** Every column a create or an edit writes. */
async function writtenColumns(tx: Db, values: AdminEventValues, now: Date) {
  return {
    name: values.name,
    description: values.description,
    ...timingColumns(values, now),
    ...(await venueColumns(tx, values)),
    isFree: values.isFree,
    ticketUrl: values.ticketUrl,
    category: values.category,
    imageUrl: values.imageUrl,
    sources: values.sources,
    updatedAt: now,
  };
}

/** A new event, published at once (the operator's own). */
export async function createAdminEvent(ctx: Ctx, values: AdminEventValues) {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(events)
      .values({ ...(await writtenColumns(tx, values, now)), status: 'published', createdAt: now })
      .returning({ id: events.id });
    return created!.id;
  });
  ctx.cache.invalidate(EVENTS_CACHE_PREFIX);
  return (await findAdminEvent(ctx.db, id))!;
}

/** Replaces an event's fields (its status stays); undefined when there is no such event. */
export async function updateAdminEvent(ctx: Ctx, id: number, values: AdminEventValues) {
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const columns = await writtenColumns(tx, values, now);
    const rows = await tx.update(events).set(columns).where(eq(events.id, id)).returning({ id: events.id });
    return rows.length > 0;
  });
  if (!updated) return undefined;
  ctx.cache.invalidate(EVENTS_CACHE_PREFIX);
  return findAdminEvent(ctx.db, id);
}

export type EventStatusChange = 'cancel' | 'publish';

/** Which statuses each change may start from, and what it refuses otherwise. */
const CHANGES: Record<EventStatusChange, { from: EventStatus[]; to: EventStatus; refusal: string }> = {
  cancel: { from: ['published'], to: 'cancelled', refusal: 'Only a published event can be cancelled' },
  publish: { from: ['pending', 'cancelled'], to: 'published', refusal: 'This event is already published' },
};

/**
 * Cancels a published event (it stays on the site, marked cancelled) or publishes a pending or cancelled
 * one; a recurring event published again after its cancelled date moves to its next date. Undefined when
 * there is no such event; 409 when the change does not fit its status.
 */
export async function changeEventStatus(ctx: Ctx, id: number, change: EventStatusChange) {
  const now = ctx.clock.now();
  const rule = CHANGES[change];
  const found = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: events.status,
        schedule: events.schedule,
        startTime: events.startTime,
        endTime: events.endTime,
      })
      .from(events)
      .where(eq(events.id, id))
      .limit(1)
      .for('update');
    if (!row) return false;
    if (!rule.from.includes(row.status)) throw new AppError(409, rule.refusal);
    const ended = (row.endTime ?? row.startTime).getTime() <= now.getTime();
    const moved = rule.to === 'published' && row.schedule && ended ? nextOccurrence(row.schedule, now) : {};
    await tx
      .update(events)
      .set({ status: rule.to, updatedAt: now, ...moved })
      .where(eq(events.id, id));
    return true;
  });
  if (!found) return undefined;
  ctx.cache.invalidate(EVENTS_CACHE_PREFIX);
  return findAdminEvent(ctx.db, id);
}

/** Whether an event was deleted. */
export async function deleteAdminEvent(ctx: Ctx, id: number): Promise<boolean> {
  const deleted = await ctx.db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  if (deleted.length > 0) ctx.cache.invalidate(EVENTS_CACHE_PREFIX);
  return deleted.length > 0;
}
