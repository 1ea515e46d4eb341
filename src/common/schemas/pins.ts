import { z } from 'zod';

/** What Pinterest posting needs from the server's environment besides posts per day above 0. */
export const PINTEREST_REQUIREMENTS = ['PINTEREST_ACCESS_TOKEN', 'PINTEREST_BOARD_ID', 'PUBLIC_URL'] as const;
export type PinterestRequirement = (typeof PINTEREST_REQUIREMENTS)[number];

/** GET /api/admin/settings/pinterest-status: whether the hourly job can post pins, and what it lacks. */
export const pinterestStatusSchema = z.object({
  /** Posts per day is above 0 and nothing is missing. */
  posting: z.boolean(),
  postsPerDay: z.number(),
  /** The environment variables posting still needs, each with what it is. */
  missing: z.array(
    z.object({
      variable: z.enum(PINTEREST_REQUIREMENTS),
      /** A few words: 'access token', 'board id', 'public URL'. */
      label: z.string(),
      /** What the value is for, a sentence's end: "the site's public address, for the pins' links and pictures". */
      meaning: z.string(),
    }),
  ),
  /** Short, for the overview's card: 'Not posting: no access token, board id or public URL'. */
  summary: z.string(),
  /** In full, with the variables' names, for the settings and the server's log. */
  message: z.string(),
});
export type PinterestStatus = z.infer<typeof pinterestStatusSchema>;
