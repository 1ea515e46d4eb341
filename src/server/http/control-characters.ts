import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

// C0 controls other than tab, line feed and carriage return, DEL, and the C1 controls. PostgreSQL text cannot
// hold NUL at all, and none of them belongs in a name, a message or an address.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The path of the first string under `value` (keys included) that holds a control character, or null.
 * Walks with its own stack, not recursion: a body nested thousands deep must not overflow the call stack.
 */
export function findControlCharacter(value: unknown, rootPath: string): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: rootPath }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], path: `${path}[${index}]` });
      }
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        if (CONTROL_CHARACTER.test(key)) return path || 'A field name';
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * Refuses, with a 400 naming the field, any request whose path parameters, query or body carry a control
 * character: one check for every route, before validation, so no such text reaches a query or a log line.
 */
export function rejectControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findControlCharacter(request.params, '') ??
      findControlCharacter(request.query, '') ??
      findControlCharacter(request.body, '');
    if (found !== null) {
      throw new AppError(400, `${found || 'The request'} may not contain control characters`);
    }
  });
}
