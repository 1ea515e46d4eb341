import { z } from 'zod';
import { rangeProblem, WHEN_PRESETS } from '../whats-on-range';
import { eventSchema } from './events';
import { isoDate } from './shared';

/** GET /api/events: ?when=today|weekend|week|month, or ?from=YYYY-MM-DD&to=YYYY-MM-DD, and ?category=. */
export const whatsOnQuerySchema = z
  .object({
    when: z.enum(WHEN_PRESETS, `When must be one of ${WHEN_PRESETS.join(', ')}`).optional(),
    from: z.string().max(10, 'From must be a date as YYYY-MM-DD').optional(),
    to: z.string().max(10, 'To must be a date as YYYY-MM-DD').optional(),
    category: z
      .string()
      .trim()
      .min(1, 'Category must not be empty')
      .max(100, 'Category is too long')
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.when && (query.from || query.to)) {
      context.addIssue({ code: 'custom', message: 'Give either when or from and to, not both' });
      return;
    }
    if (query.from !== undefined || query.to !== undefined) {
      const problem = rangeProblem(query.from, query.to);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['from'] });
    }
  });
export type WhatsOnQuery = z.input<typeof whatsOnQuerySchema>;

export const whatsOnSchema = z.object({
  /** The instants the answer covers; `to` null: every upcoming event. */
  from: isoDate,
  to: isoDate.nullable(),
  /** Each event, or each date of a recurring one in the range; a cancelled one is shown as cancelled. */
  events: z.array(eventSchema),
  /** The categories of every upcoming published event, for the filter. */
  categories: z.array(z.string()),
});
export type WhatsOn = z.input<typeof whatsOnSchema>;
