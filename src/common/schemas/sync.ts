import { z } from 'zod';
import { isoDate } from './shared';

/** What a sync log row records about one run. */
export const SYNC_TYPES = ['places', 'tours'] as const;
export type SyncType = (typeof SYNC_TYPES)[number];

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
});
export type SyncLog = z.input<typeof syncLogSchema>;

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
