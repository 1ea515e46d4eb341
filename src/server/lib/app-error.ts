/** An error with the HTTP status and the message the client should see; the error handler answers with it. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries too, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** The fields of the request body the refusal is about, each with its message (ErrorBody.fields). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, message);

/** A refusal of one field of the request body: the answer names it, so the form shows it beside the field. */
export const fieldError = (statusCode: number, field: string, message: string) =>
  new AppError(statusCode, message, {}, { [field]: message });
