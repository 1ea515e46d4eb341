import { z } from 'zod';

/** The overview's four stat cards. */
export const adminStatsSchema = z.object({
  /** Every place: published, pending and archived, which add up to it. */
  totalPlaces: z.number(),
  /** Published places. */
  activePlaces: z.number(),
  pendingPlaces: z.number(),
  archivedPlaces: z.number(),
  /** Events starting in the next 7 days. */
  totalEvents: z.number(),
  /** Pins posted this calendar month (Paphos time). */
  pinsPosted: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
