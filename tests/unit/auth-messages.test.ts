import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import { AUTH_MESSAGES } from '../../src/common/auth-messages';
import type { Language } from '../../src/common/languages';
import { authErrorText, authMessage } from '../../src/web/features/auth/auth-messages';
import { ApiError } from '../../src/web/lib/api-client';
import type { Translator } from '../../src/web/lib/i18n';

function translator(language: Language): Translator['t'] {
  return catalogueMessages(language).t as Translator['t'];
}

describe('log-in and registration messages in the page language', () => {
  const english = translator('en');
  const greek = translator('el');

  it.each(Object.entries(AUTH_MESSAGES))(
    "the English catalogue's %s says what the server says",
    (_key, message) => {
      expect(authMessage(english, message)).toBe(message);
    },
  );

  it("shows the server's and the schema's English messages in Greek", () => {
    expect(authMessage(greek, AUTH_MESSAGES.invalidLogin)).toBe('Λάθος email ή κωδικός πρόσβασης');
    expect(authMessage(greek, AUTH_MESSAGES.passwordShort)).toBe(
      'Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 8 χαρακτήρες',
    );
    expect(authMessage(greek, AUTH_MESSAGES.passwordSiteName)).toContain('(Paphos Guide)');
    expect(authMessage(translator('ru'), AUTH_MESSAGES.nameLong)).toBe(
      'Имя и фамилия должны содержать не более 100 символов',
    );
  });

  it('keeps a message it does not know as the server wrote it', () => {
    expect(authMessage(greek, 'The database is busy')).toBe('The database is busy');
  });

  it('says to wait after too many attempts, and gives the reason of any other refusal', () => {
    const throttled = new ApiError(429, 'Too Many Requests', JSON.stringify({ message: 'Slow down' }));
    expect(authErrorText(greek, throttled, 'fallback')).toBe(
      'Πάρα πολλές προσπάθειες. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.',
    );
    const taken = new ApiError(409, 'Conflict', JSON.stringify({ message: AUTH_MESSAGES.emailTaken }));
    expect(authErrorText(greek, taken, 'fallback')).toBe('Υπάρχει ήδη λογαριασμός με αυτό το email');
    expect(authErrorText(greek, new Error('offline'), 'Η σύνδεση απέτυχε')).toBe('Η σύνδεση απέτυχε');
  });
});
