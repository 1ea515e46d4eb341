import { z } from 'zod';
import { isoDate } from './shared';

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
  category: z.string().nullable(),
});

export type EventItem = z.input<typeof eventSchema>;
