import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../src/common/compile-catalogue';
import { createMessages } from '../../src/common/i18n';
import { LANGUAGE_CODES, LANGUAGES, writeNumber } from '../../src/common/languages';
import { numberFormatsBuilt } from '../helpers/number-formats';

const messages = (language: Parameters<typeof createMessages>[0], catalogue: Record<string, string>) =>
  createMessages(language, compileCatalogue(catalogue)).t;

describe('createMessages', () => {
  it("fills placeholders, a plural's '#' with the count as the language groups it, and '=0'", () => {
    const catalogue = {
      found: '{count, plural, =0 {No places} one {# place} other {# places}} in {area}',
      kind: '{kind, select, beach {A beach} other {A place}}',
    };
    const en = messages('en', catalogue);
    expect(en('found', { count: 0, area: 'Kato Paphos' })).toBe('No places in Kato Paphos');
    expect(en('found', { count: 1, area: 'Peyia' })).toBe('1 place in Peyia');
    expect(en('found', { count: 5000, area: 'Paphos' })).toBe('5,000 places in Paphos');
    expect(messages('de', catalogue)('found', { count: 5000, area: 'Paphos' })).toBe(
      '5.000 places in Paphos',
    );
    expect(messages('ru', catalogue)('found', { count: 12345, area: 'Paphos' })).toBe(
      '12\u00a0345 places in Paphos',
    );
    expect(en('kind', { kind: 'beach' })).toBe('A beach');
    expect(en('kind', { kind: 'museum' })).toBe('A place');
  });

  it('answers an id it does not know with the id, and takes more messages later', () => {
    const { t, add } = createMessages('en', compileCatalogue({ hello: 'Hello {name}!' }));
    expect(t('later.words')).toBe('later.words');
    add(compileCatalogue({ 'later.words': 'Loaded' }));
    expect(t('later.words')).toBe('Loaded');
    expect(t('hello', { name: 'Eleni' })).toBe('Hello Eleni!');
  });

  it('never builds a number format (its first load costs a phone about 200 ms)', () => {
    const t = messages('ru', {
      n: '{count, plural, one {# место} few {# места} many {# мест} other {# места}}',
    });
    expect(numberFormatsBuilt(() => expect(t('n', { count: 22 })).toBe('22 места'))).toBe(0);
  });
});

describe('compileCatalogue', () => {
  it('refuses a placeholder kind createMessages does not fill, naming the message', () => {
    expect(() => compileCatalogue({ 'weather.wind': '{value, number} m/s' })).toThrow(
      "Message 'weather.wind' has a 'number' placeholder: only plural and select are filled in",
    );
    expect(() => compileCatalogue({ nested: '{n, plural, one {on {d, date}} other {x}}' })).toThrow(
      "Message 'nested' has a 'date' placeholder",
    );
  });
});

describe('writeNumber', () => {
  it.each(LANGUAGE_CODES)('writes numbers in %s as Intl does by default for its locale', (language) => {
    const whole = [0, 7, 42, 999, 1000, 1234, 9999, 10000, 54321, 123456, 1000000, 98765432];
    const fractions = [0.5, 1.25, 2.5, 0.125, 1.0005, 1.0004, 3.14159, 1234.5, 0.001, 0.0004, 99.9999];
    for (const count of [...whole, ...fractions]) {
      expect(writeNumber(count, language)).toBe(
        new Intl.NumberFormat(LANGUAGES[language].locale).format(count),
      );
    }
  });
});
