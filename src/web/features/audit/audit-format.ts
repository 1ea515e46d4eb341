import { formatShortDate, formatTimeOfDay } from '../../../common/dates';

const METHOD_WORDS: Record<string, string> = {
  POST: 'Created or ran',
  PUT: 'Saved',
  PATCH: 'Changed',
  DELETE: 'Deleted',
};

/**
 * An audit entry's action as the operator reads it: 'Changed places/:id/category' from
 * 'PATCH /api/admin/places/:id/category'.
 */
export function auditActionLabel(action: string): string {
  const [method = '', path = ''] = action.split(' ', 2);
  const what = path.replace(/^\/api\/admin\//, '');
  return `${METHOD_WORDS[method] ?? method} ${what}`.trim();
}

/** '200 OK', '400 refused', '500 failed': whether the write happened. */
export function auditOutcome(statusCode: number): string {
  if (statusCode < 300) return `${statusCode} done`;
  if (statusCode < 500) return `${statusCode} refused`;
  return `${statusCode} failed`;
}

export function auditWhen(at: string | Date): string {
  return `${formatShortDate(at)}, ${formatTimeOfDay(at)}`;
}

/** 'Entries 51-63 of 63'. */
export function auditRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'No entries';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Entries ${first}-${last} of ${total}`;
}

/** What a write sent, a line per field: texts as written, nothing as '(empty)', the rest as JSON. */
export function auditDetailLines(details: Record<string, unknown>): Array<{ name: string; value: string }> {
  return Object.entries(details).map(([name, value]) => ({
    name,
    value:
      value === null || value === '' ? '(empty)' : typeof value === 'string' ? value : JSON.stringify(value),
  }));
}
