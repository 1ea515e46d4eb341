import { z } from 'zod';
import { isoDate } from './shared';

/** 'published' shows on What's On, 'pending' waits for the operator, 'cancelled' shows marked as cancelled. */
export const EVENT_STATUSES = ['published', 'pending', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** What visitors see: a pending event never reaches them. */
export const PUBLIC_EVENT_STATUSES = ['published', 'cancelled'] as const satisfies readonly EventStatus[];

/** An event's kind; each has its picture (/images/events/<category>.svg). */
export const EVENT_CATEGORIES = [
  'market',
  'culture',
  'music',
  'food',
  'festival',
  'sport',
  'family',
] as const;

export const eventSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  startTime: isoDate,
  endTime: isoDate.nullable(),
  venueName: z.string().nullable(),
  venueAddress: z.string().nullable(),
  imageUrl: z.string().nullable(),
  ticketUrl: z.string().nullable(),
  isFree: z.boolean(),
  /** No source gives the time: show the day and 'Time to be confirmed', never the stored midnight. */
  timeToBeConfirmed: z.boolean(),
  category: z.string().nullable(),
  /** 'cancelled': still shown, marked as cancelled. */
  status: z.enum(PUBLIC_EVENT_STATUSES),
});

export type EventItem = z.input<typeof eventSchema>;

/** The {id} of GET /api/events/{id}: a positive whole number that fits the id column. */
export const eventIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Event id must be a whole number' })
    .int('Event id must be a whole number')
    .positive('Event id must be positive')
    .max(2_147_483_647, 'Event id is too large'),
});

// ---------- the operator's events (/api/admin/events) ----------

/** Which of the month's weekdays a monthly event is on: the first to the fifth, or -1 for the last. */
export const MONTH_WEEKS = [1, 2, 3, 4, 5, -1] as const;
export type MonthWeek = (typeof MONTH_WEEKS)[number];
/** How far from Orthodox Easter a feast may be, in days (Clean Monday is 48 before, Kataklysmos 50 after). */
export const EASTER_OFFSET_LIMIT = 70;
export const EVENT_SOURCES_MAX = 10;
export const ADMIN_EVENTS_PAGE_SIZE = 20;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'YYYY-MM-DD', a real day of the calendar. */
const calendarDate = (field: string) =>
  z
    .string(`${field} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date written YYYY-MM-DD`)
    .refine((text) => {
      const [year, month, day] = text.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, `${field} is not a day of the calendar`);

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' on the 24-hour clock, Paphos time; blank becomes null. */
const clockTime = (field: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || CLOCK.test(value), {
      message: `${field} must be a time written HH:MM, e.g. 19:30`,
    });

const weekday = z
  .number('Pick a day of the week')
  .int('Pick a day of the week')
  .min(0, 'Pick a day of the week')
  .max(6, 'Pick a day of the week');

/** The months a seasonal event runs in (1-12); empty: every month. */
const months = z
  .array(
    z.number().int().min(1, 'Months run from 1 to 12').max(12, 'Months run from 1 to 12'),
    'Months must be a list of month numbers',
  )
  .max(12, 'Months run from 1 to 12')
  .refine((list) => new Set(list).size === list.length, 'A month is listed twice')
  .default([]);

/**
 * When the event happens: once (from a day, optionally to a later one), or again and again: every week on
 * a weekday (only in some months, if listed), every month on its nth weekday, every year on a date, or a
 * number of days after Orthodox Easter (before it when negative).
 */
export const eventWhenSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('once'),
      startDate: calendarDate('Date'),
      /** The last day of an event of several days; blank: the same day. */
      endDate: z
        .union([calendarDate('End date'), z.literal(''), z.null()])
        .optional()
        .transform((value) => value || null),
    }),
    z.object({ kind: z.literal('weekly'), weekday, months }),
    z.object({
      kind: z.literal('monthly'),
      week: z.union(
        MONTH_WEEKS.map((week) => z.literal(week)),
        'Pick which week of the month',
      ),
      weekday,
      months,
    }),
    z
      .object({
        kind: z.literal('annual'),
        month: z.number('Pick a month').int('Pick a month').min(1, 'Pick a month').max(12, 'Pick a month'),
        day: z.number('Pick a day').int('Pick a day').min(1, 'Pick a day').max(31, 'Pick a day'),
      })
      .refine(({ month, day }) => day <= (DAYS_IN_MONTH[month - 1] ?? 31) && !(month === 2 && day === 29), {
        message: 'That month has no such day (29 February comes only in leap years)',
        path: ['day'],
      }),
    z.object({
      kind: z.literal('orthodox-easter'),
      daysAfterEaster: z
        .number('Give the number of days after Easter')
        .int('Give a whole number of days')
        .min(-EASTER_OFFSET_LIMIT, `At most ${EASTER_OFFSET_LIMIT} days before Easter`)
        .max(EASTER_OFFSET_LIMIT, `At most ${EASTER_OFFSET_LIMIT} days after Easter`),
    }),
  ],
  { error: 'Choose when the event happens: once, weekly, monthly, yearly or around Easter' },
);
export type EventWhen = z.output<typeof eventWhenSchema>;
export type EventWhenInput = z.input<typeof eventWhenSchema>;

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * POST and PUT /api/admin/events: an event the operator runs or corrects. Times are Paphos wall-clock
 * 'HH:MM'; without one ('Time to be confirmed') the event holds its whole day. A recurring event needs its
 * end time (it may pass midnight); a one-off may leave it open. With a place of the guide, the venue's name
 * and address are the place's.
 */
export const adminEventBodySchema = z
  .object({
    name: z
      .string('Name is required')
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(200, 'Name must be at most 200 characters'),
    description: text('Description', 5000),
    when: eventWhenSchema,
    timeToBeConfirmed: z.boolean().default(false),
    startsAt: clockTime('Start time'),
    endsAt: clockTime('End time'),
    placeId: z
      .number('Place must be a place id')
      .int('Place must be a place id')
      .positive('Place must be a place id')
      .max(2_147_483_647, 'Place must be a place id')
      .nullish()
      .transform((value) => value ?? null),
    venueName: text('Venue', 200),
    venueAddress: text('Venue address', 300),
    isFree: z.boolean('Say whether entry is free'),
    ticketUrl: text('Ticket link', 2000).refine(
      (value) => value === null || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value),
      'Ticket link must be a secure web address starting with https://',
    ),
    category: z.enum(EVENT_CATEGORIES, `Category must be one of ${EVENT_CATEGORIES.join(', ')}`),
    imageUrl: text('Image URL', 2000).refine(
      (value) => value === null || /^(https:\/\/[^\s/$.?#][^\s]*|\/[^\s/][^\s]*)$/i.test(value),
      'Image URL must start with https:// or /',
    ),
    sources: z
      .array(
        z
          .string('Each source must be text')
          .trim()
          .min(1, 'A source must not be blank')
          .max(500, 'A source must be at most 500 characters'),
        'Sources must be a list',
      )
      .max(EVENT_SOURCES_MAX, `At most ${EVENT_SOURCES_MAX} sources`)
      .default([]),
  })
  .superRefine((event, issues) => {
    // Times compared only once each is well written (a badly written one has its own message).
    const clock = (value: string | null) => (value !== null && CLOCK.test(value) ? value : null);
    const startsAt = clock(event.startsAt);
    const endsAt = clock(event.endsAt);
    const add = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message });
    if (event.timeToBeConfirmed) {
      if (event.startsAt !== null || event.endsAt !== null) {
        add('startsAt', 'Leave the times blank when the time is to be confirmed');
      }
    } else if (event.startsAt === null) {
      add('startsAt', 'Give the start time, or tick Time to be confirmed');
    }
    const { when } = event;
    if (when.kind === 'once') {
      if (when.endDate !== null && when.endDate < when.startDate) {
        issues.addIssue({
          code: 'custom',
          path: ['when', 'endDate'],
          message: 'The end date must not be before the start date',
        });
      }
      const sameDay = when.endDate === null || when.endDate === when.startDate;
      if (!sameDay && !event.timeToBeConfirmed && event.endsAt === null) {
        add('endsAt', 'Give the time it ends on its last day');
      }
      if (sameDay && startsAt && endsAt && endsAt <= startsAt) {
        add('endsAt', 'The event must end after it starts (give an end date if it runs past midnight)');
      }
    } else if (!event.timeToBeConfirmed) {
      if (event.endsAt === null) add('endsAt', 'Give the time a recurring event ends');
      else if (endsAt !== null && endsAt === startsAt) add('endsAt', 'The event must end after it starts');
    }
  });
export type AdminEventBody = z.input<typeof adminEventBodySchema>;
export type AdminEventValues = z.output<typeof adminEventBodySchema>;

/** An event's `when` as the dashboard receives it (the body's, already checked; no transforms to undo). */
const storedWhenSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('once'), startDate: z.string(), endDate: z.string().nullable() }),
  z.object({ kind: z.literal('weekly'), weekday: z.number(), months: z.array(z.number()) }),
  z.object({
    kind: z.literal('monthly'),
    week: z.union(MONTH_WEEKS.map((week) => z.literal(week))),
    weekday: z.number(),
    months: z.array(z.number()),
  }),
  z.object({ kind: z.literal('annual'), month: z.number(), day: z.number() }),
  z.object({ kind: z.literal('orthodox-easter'), daysAfterEaster: z.number() }),
]) satisfies z.ZodType<EventWhen, unknown>;

/** An event as the dashboard lists and edits it: the public fields, its status, and the form's values. */
export const adminEventSchema = eventSchema.extend({
  status: z.enum(EVENT_STATUSES),
  when: storedWhenSchema,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  placeId: z.number().nullable(),
  sources: z.array(z.string()),
  /** The calendar feed it was imported from, if any. */
  feedName: z.string().nullable(),
  updatedAt: isoDate,
});
export type AdminEvent = z.input<typeof adminEventSchema>;

export const adminEventsQuerySchema = z.object({
  status: z.enum(EVENT_STATUSES, `Status must be one of ${EVENT_STATUSES.join(', ')}`).optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(ADMIN_EVENTS_PAGE_SIZE),
  offset: z.coerce
    .number()
    .int('Offset must be a whole number')
    .min(0, 'Offset must not be negative')
    .max(1_000_000, 'Offset is too large')
    .default(0),
});

/** GET /api/admin/events: a page of events (those to come first, soonest first; then past ones, latest first). */
export const adminEventsPageSchema = z.object({
  events: z.array(adminEventSchema),
  total: z.number(),
  /** How many wait for the operator (imported from feeds), whatever the filter. */
  pending: z.number(),
});
export type AdminEventsPage = z.input<typeof adminEventsPageSchema>;
