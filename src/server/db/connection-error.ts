/**
 * What went wrong reaching PostgreSQL, in words an operator can act on, naming the server (never the
 * password): Drizzle alone reports only the first query that failed ('Failed query: CREATE SCHEMA ...').
 */
export function describeConnectionError(error: unknown, connectionString: string): string {
  const where = serverName(connectionString);
  const code = errorCode(error);
  switch (code) {
    case 'ECONNREFUSED':
      return `Cannot reach PostgreSQL at ${where}: connection refused (is the server running and listening there?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot reach PostgreSQL at ${where}: the host name does not resolve`;
    case 'ETIMEDOUT':
      return `Cannot reach PostgreSQL at ${where}: the connection timed out`;
    case '3D000':
      return `PostgreSQL at ${where} has no database named "${databaseName(connectionString)}"`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${where} refused the login: check the user and password in DATABASE_URL`;
    default:
      return `PostgreSQL at ${where} failed: ${rootMessage(error)}`;
  }
}

function serverName(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

function databaseName(connectionString: string): string {
  try {
    return decodeURIComponent(new URL(connectionString).pathname.replace(/^\//, '')) || 'postgres';
  } catch {
    return '?';
  }
}

/** The first error code along the cause chain (Drizzle wraps the driver's error; Node may wrap in AggregateError). */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown[] };
    if (typeof code === 'string') return code;
    current = cause ?? errors?.[0];
  }
  return undefined;
}

function rootMessage(error: unknown): string {
  let current = error;
  while ((current as { cause?: unknown })?.cause) current = (current as { cause: unknown }).cause;
  return current instanceof Error ? current.message : String(current);
}

/**
 * Codes of a database that cannot answer now (as opposed to a query that is wrong): the network
 * (refused, reset, timed out), the server shutting down or not accepting connections yet, a connection
 * lost (SQLSTATE class 08), too many connections, or a query cancelled by its timeout.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

/** What node-postgres says, without a code, when a connection ends or a timeout passes. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
];

/** Whether the error means the database cannot be reached now, so the request may succeed if tried again. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause, errors, message } = current as {
      code?: unknown;
      cause?: unknown;
      errors?: unknown[];
      message?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    current = cause ?? errors?.[0];
  }
  return false;
}
