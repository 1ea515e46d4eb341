import { z } from 'zod';
import { isoDate } from './shared';

export const AUDIT_LOG_PAGE_SIZE = 50;
/** How long the audit log keeps an entry; the hourly housekeeping deletes older ones. */
export const AUDIT_LOG_RETENTION_DAYS = 180;

/** One admin write: the route it called, the record it named, what it sent (secrets left out) and the answer's status. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: isoDate,
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  statusCode: z.number(),
  ipAddress: z.string().nullable(),
});
export type AuditEntry = z.input<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page must be at most 100000')
    .default(1),
});

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditLogPage = z.input<typeof auditLogPageSchema>;
