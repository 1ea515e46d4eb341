import { describe, expect, it } from 'vitest';
import { cardPlaceName, shownPlaceName } from '../../src/common/content-in-language';

describe("a place's name in the page's language", () => {
  const place = { name: 'Baths of Aphrodite', nameTranslations: { el: 'Λουτρά της Αφροδίτης' } };

  it("is the source's name in that language where it gives one, else the usual name", () => {
    expect(cardPlaceName(place, 'el')).toBe('Λουτρά της Αφροδίτης');
    expect(cardPlaceName(place, 'ru')).toBe('Baths of Aphrodite');
    expect(cardPlaceName(place, 'en')).toBe('Baths of Aphrodite');
    expect(cardPlaceName({ name: 'Coral Bay Beach' }, 'el')).toBe('Coral Bay Beach');
  });

  it('on the place page, reads the name the language read carries', () => {
    expect(shownPlaceName({ name: 'Coral Bay Beach' })).toBe('Coral Bay Beach');
    expect(
      shownPlaceName({
        name: 'Coral Bay Beach',
        inLanguage: { language: 'el', name: 'Κοραλλένια Ακτή', translation: null },
      }),
    ).toBe('Κοραλλένια Ακτή');
  });
});
