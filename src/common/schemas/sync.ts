import { z } from 'zod';
import { isoDate } from './shared';

/** What a sync log row records about one run. */
export const SYNC_TYPES = ['places', 'tours', 'event-feed'] as const;
export type SyncType = (typeof SYNC_TYPES)[number];
/** What started a run: a dashboard button, or the daily job. */
export const SYNC_TRIGGERS = ['manual', 'scheduled'] as const;
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];

export const syncLogSchema = z.object({
  id: z.number(),
  syncType: z.string(),
  /** success, failed or partial; the dashboard shows any other value with a neutral icon. */
  status: z.string(),
  startedAt: isoDate,
  completedAt: isoDate.nullable(),
  itemsAdded: z.number(),
  itemsUpdated: z.number(),
  itemsArchived: z.number(),
  errorMessage: z.string().nullable(),
  /** manual or scheduled; null for runs logged before it was kept. */
  trigger: z.enum(SYNC_TRIGGERS).nullable(),
  /**
   * Where the items came from: a stand-in for the live provider with the reason, e.g. 'the bundled sample
   * tours (no Viator API key)' (isStandInSource); for a place sync a live source by its name
   * ('OpenStreetMap', 'Google Places'); null for a live tour sync and runs logged before it was kept.
   */
  source: z.string().nullable(),
});

/** Stand-ins are named 'the bundled …' (the providers' `standIn`); any other source is a live one. */
export function isStandInSource(source: string | null): boolean {
  return source?.startsWith('the bundled ') ?? false;
}
export type SyncLog = z.input<typeof syncLogSchema>;

/** POST /api/admin/viator/sync: how many products the tours table holds now, and whether they are live. */
export const tourSyncResultSchema = z.object({
  count: z.number(),
  /** False when the bundled sample tours stood in (no Viator API key). */
  live: z.boolean(),
  /** The stand-in the products came from (as in the sync log), or null. */
  source: z.string().nullable(),
  /** What the run did, for the operator: names the samples as samples. */
  message: z.string(),
});
export type TourSyncResult = z.input<typeof tourSyncResultSchema>;

/** GET /api/admin/sync-logs/schedule: when the daily place sync runs next (06:00 Paphos time). */
export const syncScheduleSchema = z.object({
  /** Its cron pattern, read in Europe/Nicosia time: '0 6 * * *'. */
  placeSyncPattern: z.string(),
  nextPlaceSyncAt: isoDate.nullable(),
});
export type SyncSchedule = z.input<typeof syncScheduleSchema>;

/** GET /api/admin/jobs/{name}/status: whether a long job runs anywhere now and how far it has got. */
export const jobStatusSchema = z.object({
  running: z.boolean(),
  startedAt: isoDate.nullable(),
  progress: z
    .object({
      step: z.string(),
      done: z.number().optional(),
      total: z.number().optional(),
      added: z.number().optional(),
      updated: z.number().optional(),
    })
    .nullable(),
});
export type JobStatus = z.input<typeof jobStatusSchema>;

/** The long jobs whose progress the dashboard can follow. */
export const JOB_NAMES = ['place-sync', 'tour-sync', 'publish'] as const;
export type JobName = (typeof JOB_NAMES)[number];
