/**
 * What every refused request answers (the server's error handler writes it, the web's api client reads it).
 * Plain TypeScript, no zod: the api client is in every page's first load, and zod is not.
 */
export interface ErrorBody {
  /** The whole refusal, for a toast. */
  message: string;
  /**
   * When the refusal is about particular fields of the request body: each one's message, by its path in
   * the body ('password', 'places.0'), so a form can show it beside the field.
   */
  fields?: Record<string, string>;
}

/** The error body in an answer's text, or null when the text is not one (empty, HTML from a proxy, no message). */
export function readErrorBody(text: string): ErrorBody | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { message, fields } = parsed as { message?: unknown; fields?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return null;
  return { message, ...(isFieldMessages(fields) ? { fields } : {}) };
}

function isFieldMessages(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}
