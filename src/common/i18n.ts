/**
 * Words on screen from message catalogues (src/web/i18n/<language>.json: a message id to an ICU
 * MessageFormat text, English the source), read through Lingui's runtime. The build compiles the catalogues
 * (vite-catalogues.ts), so no page ships a message parser; the server compiles the few it writes into a
 * page's head when it starts.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { LANGUAGES, type Language } from './languages';

/** A message's placeholders: '{count, plural, one {# place} other {# places}}' takes { count: 3 }. */
export type MessageValues = Record<string, string | number>;

/** A message in one language, its placeholders filled ('Σε 3 μέρη'); plurals follow the language's rules. */
export type Translate<Id extends string = string> = (id: Id, values?: MessageValues) => string;

/** One language's compiled messages: `t`, and `add` for more of them (a page's own, loaded with it). */
export function createMessages(
  language: Language,
  messages: Messages,
): { t: Translate; add: (more: Messages) => void } {
  const { locale } = LANGUAGES[language];
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return { t: (id, values) => i18n._(id, values), add: (more) => i18n.load(locale, more) };
}

/**
 * Which of a table of English messages (a shared schema's, the server's) `text` is, by its words: how a page
 * knows a refusal worded in English and says it in its own language. Undefined for any other text.
 */
export function knownMessage<Key extends string>(
  messages: Readonly<Record<Key, string>>,
  text: string,
): Key | undefined {
  return (Object.keys(messages) as Key[]).find((key) => messages[key] === text);
}
