import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords a new password may not be (OWASP ASVS 2.1.7 asks for at least the top 3,000). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let commonPasswords: Set<string> | undefined;

/**
 * Whether the password is one of the 10,000 most used, ignoring case (zxcvbn-ts's ranked list of leaked
 * passwords). Built on first use, so a server that never registers anyone never holds the list.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return commonPasswords.has(password.toLowerCase());
}
