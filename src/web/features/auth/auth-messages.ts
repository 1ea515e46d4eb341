import type { FieldError } from 'react-hook-form';
import { AUTH_MESSAGE_VALUES, AUTH_MESSAGES } from '../../../common/auth-messages';
import { knownMessage } from '../../../common/i18n';
import { ApiError, errorMessage } from '../../lib/api-client';
import type { MessageId, Translator } from '../../lib/i18n';

/**
 * One of the English messages of common/auth-messages.ts (the shared schema's, the server's) in the page's
 * language; any other message as it came.
 */
export function authMessage(t: Translator['t'], message: string): string {
  const key = knownMessage(AUTH_MESSAGES, message);
  return key ? t(`auth.error.${key}` satisfies MessageId, AUTH_MESSAGE_VALUES) : message;
}

/** What a refused field says, in the page's language. */
export function authFieldError(t: Translator['t'], error: FieldError | undefined) {
  return error?.message ? { ...error, message: authMessage(t, error.message) } : error;
}

/**
 * Why the server refused a log-in or a registration, in the page's language: a throttled attempt (429)
 * says to wait; a refusal the server explains, its reason; else `fallback`.
 */
export function authErrorText(t: Translator['t'], error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429) return t('auth.error.tooMany');
  return authMessage(t, errorMessage(error, fallback));
}
