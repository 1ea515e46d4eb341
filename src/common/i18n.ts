/**
 * Words on screen from message catalogues (src/web/i18n/<language>.json: a message id to an ICU
 * MessageFormat text, English the source). The build compiles the catalogues (vite-catalogues.ts, with
 * Lingui's compiler), so no page ships a message parser; the server compiles the few it writes into a page's
 * head when it starts. Filled in here rather than by Lingui's runtime, which writes a plural's number with
 * Intl.NumberFormat: a browser's first number format loads its number data, about 200 ms of a phone's main
 * thread on every page with a count (issue 32's Lighthouse profile); counts are written by hand instead.
 */
import type { CompiledIcuChoices, CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, writeNumber, type Language } from './languages';

/** A catalogue as the build compiles it: each message's text and placeholders (plural and select only). */
export type CompiledMessages = Record<string, CompiledMessage>;

/** A message's placeholders: '{count, plural, one {# place} other {# places}}' takes { count: 3 }. */
export type MessageValues = Record<string, string | number>;

/** A message in one language, its placeholders filled ('Σε 3 μέρη'); plurals follow the language's rules. */
export type Translate<Id extends string = string> = (id: Id, values?: MessageValues) => string;

/** One language's compiled messages: `t`, and `add` for more of them (a page's own, loaded with it). */
export function createMessages(
  language: Language,
  messages: CompiledMessages,
): { t: Translate; add: (more: CompiledMessages) => void } {
  const catalogue: CompiledMessages = { ...messages };
  let plurals: Intl.PluralRules | undefined;
  const pluralOf = (count: number) => {
    plurals ??= new Intl.PluralRules(LANGUAGES[language].locale);
    return plurals.select(count);
  };

  /** `count` is the number of the plural the tokens are a branch of: what its '#' writes. */
  const fill = (tokens: CompiledMessage, values: MessageValues, count?: number): string => {
    let text = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        text += token === '#' && count !== undefined ? writeNumber(count, language) : token;
        continue;
      }
      const [name, kind, format] = token;
      const value = values[name];
      if (kind === undefined) {
        text += value ?? '';
        continue;
      }
      const choices = format as CompiledIcuChoices;
      if (kind === 'plural') {
        const number = Number(value) - (choices.offset ?? 0);
        // '=0 {none}' is the choice named '0'; otherwise the language's plural form of the number.
        const branch = choices[String(value)] ?? choices[pluralOf(number)] ?? choices.other!;
        text += fill(branch, values, number);
      } else {
        text += fill(choices[String(value)] ?? choices.other!, values, count);
      }
    }
    return text;
  };

  return {
    t: (id, values = {}) => {
      const message = catalogue[id];
      return message === undefined ? id : fill(message, values);
    },
    add: (more) => Object.assign(catalogue, more),
  };
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
