/**
 * The languages the site speaks (issue 36): English at today's paths, each other language under its own
 * prefix ('/el/contact'). The server, the browser's router and the language switcher all read this table.
 *
 * `name` is the language's own name, as a switcher shows it to a reader of that language; `locale` is the
 * page's `<html lang>` and what its plural rules and numbers follow; `dir` is the writing direction;
 * `decimalSign` and `groupSign` are how the language writes a decimal point and groups thousands (what Intl
 * writes for the locale: a unit test checks).
 */
export const LANGUAGES = {
  en: { name: 'English', locale: 'en-GB', dir: 'ltr', prefix: '', decimalSign: '.', groupSign: ',' },
  el: { name: 'Ελληνικά', locale: 'el', dir: 'ltr', prefix: '/el', decimalSign: ',', groupSign: '.' },
  de: { name: 'Deutsch', locale: 'de', dir: 'ltr', prefix: '/de', decimalSign: ',', groupSign: '.' },
  ru: { name: 'Русский', locale: 'ru', dir: 'ltr', prefix: '/ru', decimalSign: ',', groupSign: '\u00a0' },
  he: { name: 'עברית', locale: 'he', dir: 'rtl', prefix: '/he', decimalSign: '.', groupSign: ',' },
} as const satisfies Record<
  string,
  {
    name: string;
    locale: string;
    dir: 'ltr' | 'rtl';
    prefix: string;
    decimalSign: '.' | ',';
    groupSign: string;
  }
>;

export type Language = keyof typeof LANGUAGES;

/** English first: the source of every catalogue, and the language of the paths without a prefix. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * A number as the language writes it, thousands grouped, with the fraction digits Intl.NumberFormat's options
 * of the same names would give ('5,000', '2.5', a rating's '4.0' with one digit at least; '5.000', '2,5',
 * '4,0' in German). Written by hand rather than with Intl: a browser's first number format loads its number
 * data, about 200 ms of a phone's main thread (issue 32's Lighthouse profile).
 */
export function writeNumber(
  value: number,
  language: Language,
  { minimumFractionDigits = 0, maximumFractionDigits = 3 } = {},
): string {
  const { decimalSign, groupSign } = LANGUAGES[language];
  const scale = 10 ** maximumFractionDigits;
  // Rounded half up from the number as written (4.35 -> 4.4), as Intl rounds; the binary value alone
  // (4.3499...) would round down.
  const scaled = Math.round(Number((Math.abs(value) * scale).toPrecision(15)));
  const whole = String(Math.floor(scaled / scale)).replace(/\B(?=(\d{3})+$)/g, groupSign);
  const fraction = String(scaled % scale)
    .padStart(maximumFractionDigits, '0')
    .replace(/0+$/, '')
    .padEnd(minimumFractionDigits, '0');
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${whole}${fraction ? decimalSign + fraction : ''}`;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** '/el/contact' -> el; also '/el' and '/el/', never '/else'. */
const PREFIXED = new RegExp(
  `^/(${LANGUAGE_CODES.filter((code) => LANGUAGES[code].prefix).join('|')})(?=/|$)`,
);

/**
 * The language of a pathname and the page's path without the language's prefix: '/el/contact' is Greek
 * '/contact', '/el' Greek '/', '/contact' English '/contact'.
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = PREFIXED.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1] as Language, path: pathname.slice(match[0].length) || '/' };
}

/**
 * A page's path (and query) in a language: ('el', '/contact') -> '/el/contact', ('el', '/') -> '/el',
 * ('de', '/places?category=beach') -> '/de/places?category=beach'.
 */
export function languagePath(language: Language, path: string): string {
  const { prefix } = LANGUAGES[language];
  if (!prefix) return path;
  return path === '/' ? prefix : prefix + path;
}

/**
 * The same page in another language: the pathname's page with the other prefix, its query kept
 * ('/el/places?category=beach' in German is '/de/places?category=beach').
 */
export function samePageIn(language: Language, pathname: string, search = ''): string {
  return languagePath(language, splitLanguagePath(pathname).path) + search;
}

/**
 * A page in every language and, as 'x-default', the English page for any other: the alternates search
 * engines read (the page's head and the sitemap).
 */
export function languageAlternates(pathname: string, search = ''): { hreflang: string; path: string }[] {
  return [
    ...LANGUAGE_CODES.map((language) => ({
      hreflang: language,
      path: samePageIn(language, pathname, search),
    })),
    { hreflang: 'x-default', path: samePageIn(DEFAULT_LANGUAGE, pathname, search) },
  ];
}

/** Hebrew's code before 1989, which some browsers still send. */
const FORMER_CODES: Record<string, Language> = { iw: 'he' };

/**
 * The first of the visitor's languages (navigator.languages, or an Accept-Language header's tags in order
 * of preference) that the site speaks, or null: ['de-AT', 'en'] -> de.
 */
export function preferredLanguage(visitorLanguages: readonly string[]): Language | null {
  for (const tag of visitorLanguages) {
    const primary = tag.trim().split(/[-_;]/, 1)[0]!.toLowerCase();
    const language = FORMER_CODES[primary] ?? primary;
    if (isLanguage(language)) return language;
  }
  return null;
}
