import { DrizzleQueryError } from 'drizzle-orm';

/** An error as the log may hold it: what failed and where, never the data a visitor sent. */
export interface LoggableError {
  type: string;
  message: string;
  /** The driver's error code (ECONNREFUSED, 57P01...), when there is one. */
  code?: string;
  cause?: string;
  stack?: string;
}

/** The stack's frames only: its first lines repeat the message, which may carry the query's parameters. */
function framesOnly(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => line.startsWith('    at '));
  return frames.slice(0, 8).join('\n') || undefined;
}

/**
 * The error to log for an unexpected failure. A failed query keeps its SQL (placeholders only) and the
 * driver's message but drops its parameters: those are the names, emails and messages visitors sent.
 */
export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A value that is not an Error was thrown' };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause ? { cause: cause.message } : {}),
    ...(framesOnly(error.stack) ? { stack: framesOnly(error.stack) } : {}),
  };
}

/**
 * Lets the first of a run of identical error lines through and holds back the rest for `windowMs`, then
 * reports how many it held back: a database outage must not write megabytes of the same line a second.
 */
export class ErrorLogThrottle {
  private readonly windows = new Map<string, { startedAt: number; suppressed: number }>();

  constructor(
    private readonly windowMs = 10_000,
    private readonly maxKeys = 1000,
  ) {}

  /** Whether to log this occurrence now, and how many of the same were held back since the last line. */
  check(key: string, now: number): { log: boolean; suppressed: number } {
    const window = this.windows.get(key);
    if (window && now - window.startedAt < this.windowMs) {
      window.suppressed += 1;
      return { log: false, suppressed: 0 };
    }
    if (!window && this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    this.windows.set(key, { startedAt: now, suppressed: 0 });
    return { log: true, suppressed: window?.suppressed ?? 0 };
  }
}
