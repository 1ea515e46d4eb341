import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES } from '../../../common/auth-messages';
import { SITE_NAME } from '../../../common/site';

/** How many of the most used passwords a new password may not be (OWASP ASVS 2.1.7 asks for at least the top 3,000). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let commonPasswords: Set<string> | undefined;

/**
 * Whether the password is one of the 10,000 most used, ignoring case (zxcvbn-ts's ranked list of leaked
 * passwords). Built on first use, so a server that never registers anyone never holds the list.
 */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return commonPasswords.has(password.toLowerCase());
}

/** Letters and digits only, lower-cased: 'Paphos-Guide!' and 'paphosguide' read alike to a guesser. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The shortest email name worth refusing inside a password: shorter ones ('jo') turn up by chance. */
const EMAIL_NAME_MIN_LENGTH = 3;

/**
 * Why a new password would be easy to guess, or null when it is not: the first things a guesser tries are
 * spaces, one key held down, the site's own name, the account's email name and the most used passwords.
 * The length (8 to 128) is the request schema's rule.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.trim() === '') return AUTH_MESSAGES.passwordSpaces;
  if (new Set(password).size === 1) return AUTH_MESSAGES.passwordRepeated;
  const plain = letters(password);
  if (plain.includes(letters(SITE_NAME))) return AUTH_MESSAGES.passwordSiteName;
  const emailName = letters(email.split('@', 1)[0] ?? '');
  if (emailName.length >= EMAIL_NAME_MIN_LENGTH && plain.includes(emailName)) {
    return AUTH_MESSAGES.passwordEmailName;
  }
  if (isCommonPassword(password)) return AUTH_MESSAGES.passwordCommon;
  return null;
}
