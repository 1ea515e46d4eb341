import { readFileSync } from 'node:fs';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../src/common/compile-catalogue';
import { createMessages } from '../../src/common/i18n';
import { LANGUAGE_CODES, LANGUAGES, writeNumber, type Language } from '../../src/common/languages';

const source = (language: Language) =>
  JSON.parse(readFileSync(`src/web/i18n/${language}.json`, 'utf8')) as Record<string, string>;
const english = source('en');
const TRANSLATIONS = LANGUAGE_CODES.filter((language) => language !== 'en');

/**
 * Messages that may read as in English: words the language has taken over as they are. Names (Paphos
 * Guide, OpenStreetMap, Viator, Google Analytics) may sit inside any message and need no entry.
 */
const SAME_AS_ENGLISH: Partial<Record<Language, readonly string[]>> = {
  de: [
    'category.restaurant',
    'category.bar',
    'category.cafe',
    'category.hotel',
    'weather.wind',
    'date.month.4',
    'date.month.8',
    'date.month.9',
    'date.month.11',
    'events.details',
    'events.tickets',
    'place.category.restaurant',
    'place.category.bar',
    'place.category.hotel',
    'place.category.spa',
    'place.beach.surface.sand',
  ],
  // A date's day, month and year in the English order.
  el: ['date.short', 'date.weekdayDate', 'place.amenity.wifi', 'hours.dayMonth'],
  ru: ['place.amenity.wifi', 'hours.dayMonth'],
  he: ['place.amenity.wifi'],
};
/** Latin letters, with their accents. */
const LATIN = /[A-Za-z\u00C0-\u024F]/g;
/** Names in Latin letters a message in another script may hold. */
const NAMES = /Paphos Guide|OpenStreetMap|Google Analytics|Viator|m\/s/g;

/** The placeholders ({count}), plural arguments and numbered tags (<0>) of a compiled message. */
function placeholders(message: CompiledMessage): string[] {
  const found = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const [tag] of token.matchAll(/<\/?\d+>/g)) found.add(tag);
        continue;
      }
      const [name, type, format] = token;
      found.add(type ? `${name}, ${type}` : name);
      if (format && typeof format === 'object') {
        for (const [key, value] of Object.entries(format))
          if (key !== 'offset') visit(value as CompiledMessage);
      }
    }
  };
  visit(message);
  return [...found].sort();
}

/** The categories of every plural in a compiled message. */
function pluralCategories(message: CompiledMessage): string[][] {
  return message.flatMap((token) =>
    typeof token !== 'string' && token[1] === 'plural'
      ? [
          Object.keys(token[2] as object)
            .filter((key) => key !== 'offset')
            .sort(),
        ]
      : [],
  );
}

describe('the message catalogues (src/web/i18n)', () => {
  it('each compiles: every message is valid ICU MessageFormat', () => {
    for (const language of LANGUAGE_CODES) expect(() => compileCatalogue(source(language))).not.toThrow();
  });

  it.each(TRANSLATIONS)('%s has every message of English, and no other', (language) => {
    expect(Object.keys(source(language)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(TRANSLATIONS)(
    '%s leaves no message in English (words it shares with English aside)',
    (language) => {
      const allowed = SAME_AS_ENGLISH[language] ?? [];
      const translated = source(language);
      const left = Object.keys(english).filter(
        (id) => translated[id] === english[id] && !allowed.includes(id),
      );
      expect(left).toEqual([]);
      // In another script, a message without a letter of it was not translated.
      if (language !== 'de') {
        const latinOnly = Object.entries(translated).filter(
          ([id, text]) =>
            !allowed.includes(id) &&
            /[A-Za-z]/.test(text.replace(NAMES, '')) &&
            !/\p{L}/u.test(text.replace(LATIN, '')),
        );
        expect(latinOnly).toEqual([]);
      }
    },
  );

  it.each(TRANSLATIONS)('%s keeps the placeholders and tags of each English message', (language) => {
    const englishMessages = compileCatalogue(english);
    const translated = compileCatalogue(source(language));
    const differing = Object.keys(english).filter(
      (id) => placeholders(translated[id]!).join() !== placeholders(englishMessages[id]!).join(),
    );
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGE_CODES)("%s gives each plural every form of the language's rules", (language) => {
    const needed = [
      ...new Intl.PluralRules(LANGUAGES[language].locale).resolvedOptions().pluralCategories,
    ].sort();
    for (const [id, message] of Object.entries(compileCatalogue(source(language)))) {
      for (const categories of pluralCategories(message)) expect(categories, id).toEqual(needed);
    }
  });

  it('counts in each language as its readers do: Russian has three forms, Hebrew a dual', () => {
    const ru = createMessages('ru', compileCatalogue(source('ru'))).t;
    expect([1, 2, 5, 21].map((min) => ru('contact.error.nameShort', { min }))).toEqual([
      'Имя должно содержать не менее 1 символа',
      'Имя должно содержать не менее 2 символов',
      'Имя должно содержать не менее 5 символов',
      'Имя должно содержать не менее 21 символа',
    ]);
    const he = createMessages('he', compileCatalogue(source('he'))).t;
    expect([1, 2, 10].map((min) => he('contact.error.nameShort', { min }))).toEqual([
      'השם חייב להכיל לפחות תו אחד',
      'השם חייב להכיל לפחות 2 תווים',
      'השם חייב להכיל לפחות 10 תווים',
    ]);
    const de = createMessages('de', compileCatalogue(source('de'))).t;
    // Numbers are written before they reach a message (writeNumber), with no Intl on the page's path.
    expect(de('weather.windValue', { value: writeNumber(3.5, 'de', { maximumFractionDigits: 1 }) })).toBe(
      'Wind 3,5 m/s',
    );
  });
});
