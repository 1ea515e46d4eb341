import { readFileSync } from 'node:fs';
import { compileCatalogue } from '../../common/compile-catalogue';
import { createMessages, type Translate } from '../../common/i18n';
import { LANGUAGE_CODES, type Language } from '../../common/languages';

/**
 * The web app's message catalogues (src/web/i18n/<language>.json), read as data: the server writes a few of
 * their words into each page's head (its title and description) before any JavaScript runs.
 */
const CATALOGUES = new URL('../../web/i18n/', import.meta.url);

let translations: ReadonlyMap<Language, Translate> | undefined;

/** The messages of a language, compiled once, on first use. */
export function translateIn(language: Language): Translate {
  translations ??= new Map(
    LANGUAGE_CODES.map((code) => {
      const catalogue = JSON.parse(readFileSync(new URL(`${code}.json`, CATALOGUES), 'utf8')) as Record<
        string,
        string
      >;
      return [code, createMessages(code, compileCatalogue(catalogue)).t];
    }),
  );
  return translations.get(language)!;
}
