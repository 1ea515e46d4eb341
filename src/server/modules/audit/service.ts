import { count, desc, lt } from 'drizzle-orm';
import { AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_RETENTION_DAYS } from '../../../common/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Body fields never written to the log, whatever route sends them. */
const SECRET_FIELD = /password|secret|token|apikey|adminkey/i;
/** Longer texts (an article's body) are kept as their start and length: the log says what changed, not a copy. */
const KEPT_TEXT_LENGTH = 300;

function recordable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > KEPT_TEXT_LENGTH
      ? `${value.slice(0, KEPT_TEXT_LENGTH)}… (${value.length} characters)`
      : value;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => recordable(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    if (depth > 3) return '…';
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_FIELD.test(key) ? '(not recorded)' : recordable(inner, depth + 1),
      ]),
    );
  }
  return value;
}

/** What a request sent, as the log keeps it: objects only, secrets replaced, long texts shortened. */
export function auditDetails(body: unknown): Record<string, unknown> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  return recordable(body) as Record<string, unknown>;
}

/** The record a route's parameters name ('id 12', 'slug paphos-castle'); null when it names none. */
export function auditTarget(params: unknown): string | null {
  if (params === null || typeof params !== 'object') return null;
  const parts = Object.entries(params).map(([name, value]) => `${name} ${String(value)}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

export interface AdminWrite {
  at: Date;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  statusCode: number;
  ipAddress: string | null;
}

export async function recordAdminWrite(db: Db, write: AdminWrite): Promise<void> {
  await db.insert(auditLog).values(write);
}

export async function listAuditLog(db: Db, page: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((page - 1) * AUDIT_LOG_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { items, total: total!.n, page, pageSize: AUDIT_LOG_PAGE_SIZE };
}

/** Deletes the entries older than the retention period; returns how many went. */
export async function deleteOldAuditEntries(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return deleted.length;
}
