import { z } from 'zod';
import { isoDate, trimmedText } from './shared';
import type { SyncType } from './sync';

/** The sync_logs type of a calendar feed's import: one row per feed per run. */
export const EVENT_FEED_SYNC_TYPE = 'event-feed' satisfies SyncType;

export const FEED_NAME_MAX = 100;
export const FEED_URL_MAX = 2000;

/**
 * A feed's address as the operator pastes it: http(s), or webcal(s) (what calendar sites hand out for
 * 'Subscribe'), which is read as https. Returns the address to fetch, or null when it is not one.
 */
export function feedAddress(text: string): string | null {
  const trimmed = text.trim();
  const normalised = trimmed.replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(normalised);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.toString();
}

/** POST /api/admin/event-feeds */
export const eventFeedBodySchema = z.object({
  name: trimmedText().pipe(
    z
      .string()
      .min(2, 'Name must be at least 2 characters')
      .max(FEED_NAME_MAX, `Name must be at most ${FEED_NAME_MAX} characters`),
  ),
  url: trimmedText()
    .pipe(
      z
        .string()
        .min(1, 'Calendar address is required')
        .max(FEED_URL_MAX, `Calendar address must be at most ${FEED_URL_MAX} characters`),
    )
    .transform((text, context) => {
      const address = feedAddress(text);
      if (!address) {
        context.addIssue({
          code: 'custom',
          message: 'Calendar address must be an http(s) or webcal address of an .ics feed',
        });
        return z.NEVER;
      }
      return address;
    }),
});
export type EventFeedBody = z.input<typeof eventFeedBodySchema>;

/** The outcome of a feed's last import, from its sync log row. */
export const feedImportSchema = z.object({
  status: z.string(),
  at: isoDate,
  added: z.number(),
  updated: z.number(),
  cancelled: z.number(),
  errorMessage: z.string().nullable(),
});

export const eventFeedSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  lastImportedAt: isoDate.nullable(),
  createdAt: isoDate,
  /** How many of its events wait for review. */
  pendingCount: z.number(),
  /** Its last import (successful or not), or null before the first. */
  lastImport: feedImportSchema.nullable(),
});
export type EventFeed = z.input<typeof eventFeedSchema>;

/** POST /api/admin/event-feeds/{id}/import: what the import did, as its sync log row says. */
export const feedImportResultSchema = feedImportSchema.extend({ feedId: z.number(), message: z.string() });
export type FeedImportResult = z.input<typeof feedImportResultSchema>;

/** What the operator reads after an import: 'Imported 3 new, 1 updated, 0 cancelled.' or why it failed. */
export function feedImportMessage(result: {
  status: string;
  added: number;
  updated: number;
  cancelled: number;
  errorMessage: string | null;
}): string {
  if (result.status === 'failed') return `Import failed: ${result.errorMessage ?? 'unknown error'}`;
  return `Imported ${result.added} new, ${result.updated} updated, ${result.cancelled} cancelled.`;
}
