import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_CODES,
  LANGUAGES,
  languagePath,
  preferredLanguage,
  samePageIn,
  splitLanguagePath,
  writeNumber,
} from '../../src/common/languages';
import { matchPage, pageAddress } from '../../src/common/pages';

describe('splitLanguagePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/contact', 'en', '/contact'],
    ['/el', 'el', '/'],
    ['/el/', 'el', '/'],
    ['/el/contact', 'el', '/contact'],
    ['/he/places/coral-bay-beach', 'he', '/places/coral-bay-beach'],
    // A prefix is a whole segment, and English has none.
    ['/else', 'en', '/else'],
    ['/en/contact', 'en', '/en/contact'],
  ])('reads %s as %s %s', (pathname, language, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, path });
  });
});

describe('languagePath and samePageIn', () => {
  it('puts a path under the language prefix, the home page without a trailing slash', () => {
    expect(languagePath('en', '/contact')).toBe('/contact');
    expect(languagePath('el', '/')).toBe('/el');
    expect(languagePath('de', '/contact')).toBe('/de/contact');
  });

  it('gives the same page, query and all, in another language', () => {
    expect(samePageIn('de', '/el/places', '?category=beach')).toBe('/de/places?category=beach');
    expect(samePageIn('en', '/ru/contact')).toBe('/contact');
    expect(samePageIn('he', '/')).toBe('/he');
    expect(LANGUAGE_CODES.map((language) => samePageIn(language, '/ru'))).toEqual([
      '/',
      '/el',
      '/de',
      '/ru',
      '/he',
    ]);
  });
});

describe('preferredLanguage', () => {
  it("takes the first of the visitor's languages the site speaks", () => {
    expect(preferredLanguage(['pl-PL', 'de-AT', 'en'])).toBe('de');
    expect(preferredLanguage(['ru-RU', 'ru', 'en-US'])).toBe('ru');
    expect(preferredLanguage(['en-GB'])).toBe('en');
  });

  it("knows Hebrew's former code, and answers null for none it speaks", () => {
    expect(preferredLanguage(['iw-IL'])).toBe('he');
    expect(preferredLanguage(['pl', 'fr-FR'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });
});

describe('pages in each language', () => {
  it('matches a page under a prefix, with its language', () => {
    expect(matchPage('/el/places/coral-bay-beach')).toEqual({
      path: '/places/:slug',
      params: { slug: 'coral-bay-beach' },
      language: 'el',
    });
    expect(matchPage('/he')).toEqual({ path: '/', params: {}, language: 'he' });
  });

  it('keeps the dashboard and the account page in English only', () => {
    expect(matchPage('/admin')).toMatchObject({ path: '/admin', language: 'en' });
    expect(matchPage('/el/admin')).toBeNull();
    expect(matchPage('/ru/account')).toBeNull();
  });

  it("keeps a page's own query parameters under a prefix too", () => {
    expect(pageAddress('/de/places', '?utm_source=x&category=beach')).toBe('/de/places?category=beach');
  });
});

describe('writeNumber with fraction digits', () => {
  const ratings = Array.from({ length: 51 }, (_, tenths) => tenths / 10).concat([
    4.25, 4.35, 4.45, 1.15, 3.05, 12.34,
  ]);
  it.each(LANGUAGE_CODES)('writes one decimal in %s as Intl does for its locale', (language) => {
    for (const rating of ratings) {
      const intl = rating.toLocaleString(LANGUAGES[language].locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      expect(writeNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe(
        intl,
      );
    }
  });

  it.each(LANGUAGE_CODES)(
    'writes at most one decimal in %s as Intl does, with maximumFractionDigits 1',
    (language) => {
      for (const speed of ratings) {
        const intl = speed.toLocaleString(LANGUAGES[language].locale, { maximumFractionDigits: 1 });
        expect(writeNumber(speed, language, { maximumFractionDigits: 1 })).toBe(intl);
      }
    },
  );

  it('writes a German rating with a decimal comma', () => {
    expect(writeNumber(4.6, 'de', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4,6');
    expect(writeNumber(5, 'en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('5.0');
    expect(writeNumber(5.04, 'en', { maximumFractionDigits: 1 })).toBe('5');
    expect(writeNumber(3.46, 'ru', { maximumFractionDigits: 1 })).toBe('3,5');
  });
});
