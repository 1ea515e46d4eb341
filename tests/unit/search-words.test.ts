import { describe, expect, it } from 'vitest';
import {
  plainText,
  searchKey,
  searchText,
  searchWordSpellings,
  transliterateGreek,
  typoAnchors,
  typoForms,
  wordMatch,
} from '../../src/common/search-words';

describe('transliterateGreek', () => {
  it('writes Greek place names in Latin letters, as the road signs do', () => {
    expect(transliterateGreek('Πάφος')).toBe('pafos');
    expect(transliterateGreek('Κάτω Πάφος')).toBe('kato pafos');
    expect(transliterateGreek('Γεροσκήπου')).toBe('geroskipou');
    expect(transliterateGreek('Πέγεια')).toBe('pegeia');
    expect(transliterateGreek('Χρυσοχούς')).toBe('chrysochous');
    expect(transliterateGreek('ΠΑΦΟΣ')).toBe('pafos');
  });

  it('reads μπ, ντ and γκ as b, d and g at the start of a word and mb, nd and ng inside one', () => {
    expect(transliterateGreek('Μπάφρα')).toBe('bafra');
    expect(transliterateGreek('Λέμπα')).toBe('lemba');
    expect(transliterateGreek('Ντόρα')).toBe('dora');
  });

  it('keeps Latin letters and digits as they are, in lower case', () => {
    expect(transliterateGreek('Coral Bay 2')).toBe('coral bay 2');
  });
});

describe('plainText', () => {
  it('drops accents and case, and writes a final sigma as sigma', () => {
    expect(plainText('Café')).toBe('cafe');
    expect(plainText('Πάφος')).toBe('παφοσ');
  });
});

describe('searchText', () => {
  it('keeps only words, one space apart, with a space at either end', () => {
    expect(searchText("Aphrodite's Rock (Petra tou Romiou)")).toBe(' aphrodite s rock petra tou romiou ');
  });
});

describe('searchWordSpellings', () => {
  it('gives each word of the query with its other local spellings', () => {
    expect(searchWordSpellings('Pafos')).toEqual([['pafos', 'paphos']]);
    expect(searchWordSpellings('Kato Paphos')).toEqual([['kato'], ['paphos', 'pafos']]);
    expect(searchWordSpellings('Yeroskipou')[0]).toContain('geroskipou');
  });

  it('reads a Greek word in Latin letters and keeps it as typed too, for the Greek names places carry', () => {
    expect(searchWordSpellings('Πάφος')).toEqual([['pafos', 'paphos', 'παφοσ']]);
  });

  it('reads a word said twice once', () => {
    expect(searchWordSpellings('coral Coral CORAL')).toEqual([['coral']]);
  });

  it('finds no word in a blank query or one of signs only', () => {
    expect(searchWordSpellings('   ')).toEqual([]);
    expect(searchWordSpellings('?!-')).toEqual([]);
  });
});

describe('searchKey', () => {
  it('is the same for queries the search reads alike', () => {
    expect(searchKey('Pafos')).toBe(searchKey('  PAPHOS!'));
    expect(searchKey('Café')).toBe(searchKey('cafe'));
    expect(searchKey('coral bay')).not.toBe(searchKey('coral'));
  });
});

describe('typoForms', () => {
  it('gives the forms one typo away: a letter left out, one too many, a wrong one, two swapped', () => {
    const forms = typoForms('tombes');
    expect(forms).toContain('tombs');
    expect(forms).toContain('t.ombes');
    expect(forms).toContain('to.bes');
    expect(forms).toContain('otmbes');
    expect(forms).not.toContain('tombes');
  });

  it('forgives no typo in a word of fewer than five letters or more than twenty', () => {
    expect(typoForms('cafe')).toEqual([]);
    expect(typoForms('a'.repeat(21))).toEqual([]);
    expect(typoForms('chrysopolitissa').length).toBeGreaterThan(0);
  });
});

describe('typoAnchors', () => {
  it('gives two pieces of which every form one typo away keeps one whole', () => {
    for (const word of ['tombes', 'coral', 'archaeological', 'chrysopolitissa', 'seafront']) {
      const anchors = typoAnchors(word);
      for (const form of typoForms(word)) {
        const typed = form.replaceAll('.', 'x');
        expect(
          anchors.some((anchor) => typed.includes(anchor)),
          `${word}: ${typed}`,
        ).toBe(true);
      }
    }
    expect(typoAnchors('archaeological')).toEqual(['archae', 'ogical']);
  });
});

describe('wordMatch', () => {
  const text = searchText('Tombs of the Kings');
  it('tells a whole word from the start of one and from a typo', () => {
    expect(wordMatch(text, ['kings'])).toBe('word');
    expect(wordMatch(text, ['kin'])).toBe('start');
    expect(wordMatch(text, ['tombes'])).toBe('typo');
    expect(wordMatch(text, ['ings'])).toBeNull();
    expect(wordMatch(text, ['queens'])).toBeNull();
  });

  it('finds any of the spellings', () => {
    expect(wordMatch(searchText('Kato Paphos'), ['pafos', 'paphos'])).toBe('word');
  });
});
