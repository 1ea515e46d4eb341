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
