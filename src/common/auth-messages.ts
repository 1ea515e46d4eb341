/**
 * What the log-in and registration answers and checks say, in English: the server sends these words, and
 * the web app shows the same message from its catalogues in the page's language ('auth.error.<key>',
 * features/auth/auth-messages.ts), which a unit test holds to these English words.
 */
import { SITE_NAME } from './site';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; past this, hashing becomes a cost an attacker could impose (ASVS 2.1.2). */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const AUTH_MESSAGES = {
  email: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  nameLong: `Names must be at most ${NAME_MAX_LENGTH} characters`,
  confirm: 'Please confirm your password',
  mismatch: "Passwords don't match",
  invalidLogin: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  passwordSpaces: 'A password cannot be only spaces. Please choose another.',
  passwordRepeated: 'A password cannot be one character repeated. Please choose another.',
  passwordSiteName: `A password cannot contain the site's name (${SITE_NAME}): it is the first thing a guesser tries. Please choose another.`,
  passwordEmailName:
    'A password cannot contain the name of your email address: it is the first thing a guesser tries. Please choose another.',
  passwordCommon:
    'This password is one of the most commonly used, so it is easy to guess. Please choose another.',
} as const;

/** The values the catalogues' versions of these messages take. */
export const AUTH_MESSAGE_VALUES = {
  site: SITE_NAME,
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
} as const;
