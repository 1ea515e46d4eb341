import { z } from 'zod';
import { isoDate } from './shared';

/** 'published' shows on What's On, 'pending' waits for the operator, 'cancelled' shows marked as cancelled. */
export const EVENT_STATUSES = ['published', 'pending', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

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
