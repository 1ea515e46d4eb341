import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../common/error-body';
import { isDatabaseUnavailable } from '../db/connection-error';
import { AppError } from '../lib/app-error';
import { ErrorLogThrottle, loggableError } from '../lib/log-safety';
import { ProviderError } from '../providers/http-json';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** The issue's path in what was validated, dotted ('places.0'); '' for the whole of it. */
const issueField = (issue: ValidationIssue) =>
  (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');

/** Our own messages name their field; zod's generic ones ('Invalid input: ...') get the field added. */
function describeIssue(issue: ValidationIssue, context: string | undefined): string {
  const message = issue.message ?? 'Invalid value';
  const field = issueField(issue);
  // Not a bare /^Invalid/: our own 'Invalid email address' must reach the client as it is.
  const zodDefault =
    /^(Invalid (input|option|string|number|key|value|discriminator)\b|Too (small|big)|Unrecognized)/;
  const generic = zodDefault.test(message) || message.startsWith('Expected');
  if (!generic) return message;
  return field ? `${field}: ${message}` : `${context ?? 'request'}: ${message}`;
}

/**
 * A refused body's answer: every issue in the message, and each field's first issue under its path, so a
 * form can show it beside the field (ErrorBody). Query and path parameters are no form's fields.
 */
function validationErrorBody(issues: ValidationIssue[], context: string | undefined): ErrorBody {
  const message = issues.map((issue) => describeIssue(issue, context)).join('; ');
  if (context !== 'body') return { message };
  // A Map, not an object: a fuzzed body's key may be '__proto__'.
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const field = issueField(issue);
    if (field && !fields.has(field)) fields.set(field, describeIssue(issue, context));
  }
  return fields.size > 0 ? { message, fields: Object.fromEntries(fields) } : { message };
}

/** What a request gets while the database cannot answer, and when to try again. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The site cannot reach its database just now. Please try again in a few seconds.';
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandling(app: FastifyInstance): void {
  const throttle = new ErrorLogThrottle();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationErrorBody(error.validation, error.validationContext));
    }
    if (error instanceof AppError) {
      const body: ErrorBody = error.fields
        ? { message: error.message, fields: error.fields }
        : { message: error.message };
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    // An outside service failed; its message names the provider and the status, never a secret.
    if (error instanceof ProviderError) {
      request.log.warn({ err: error }, 'provider failed');
      return reply.status(502).send({ message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    // The database is down, restarting or unreachable: the request may well succeed in a moment.
    if (isDatabaseUnavailable(error)) {
      const { log } = throttle.check('database-unavailable', Date.now());
      if (log) request.log.warn({ err: loggableError(error) }, 'the database is not answering');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    // Fastify's own client errors: malformed JSON, body too large, wrong content type, rate limits.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error, status) });
    }
    const loggable = loggableError(error);
    const { log, suppressed } = throttle.check(`${loggable.type}:${loggable.message}`, Date.now());
    if (log) {
      request.log.error(
        { err: loggable, route: request.routeOptions.url, ...(suppressed > 0 ? { suppressed } : {}) },
        suppressed > 0 ? `unhandled error (${suppressed} more like it held back)` : 'unhandled error',
      );
    }
    return reply.status(500).send({ message: 'Internal server error' });
  });
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but its content type is JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON (Content-Type: application/json)';
    default:
      return error.message || (status === 429 ? 'Too many requests, please try again later' : 'Bad request');
  }
}
