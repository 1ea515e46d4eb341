import { readFileSync } from 'node:fs';
import { compileCatalogue } from '../../src/common/compile-catalogue';
import { createMessages } from '../../src/common/i18n';
import type { Language } from '../../src/common/languages';

/** A language's messages as the pages read them (src/web/i18n/<language>.json), compiled as the build does. */
export function catalogueMessages(language: Language) {
  const source = JSON.parse(readFileSync(`src/web/i18n/${language}.json`, 'utf8')) as Record<string, string>;
  return createMessages(language, compileCatalogue(source));
}
