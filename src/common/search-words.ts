/**
 * The words of a places search as the server looks for them (server/modules/places/search-service.ts):
 * lower case, accents dropped, Greek written in Latin letters, each with the other local spellings of the
 * same name.
 */

/**
 * Local spellings of the same places (older transliterations, English names), in groups: a word of a group
 * finds the others, so 'Pafos' finds Paphos and 'Peyia' finds Pegeia, whichever the place's text uses.
 */
const SPELLING_GROUPS: readonly (readonly string[])[] = [
  ['paphos', 'pafos'],
  ['geroskipou', 'yeroskipou', 'yeroskipos', 'geroskipos'],
  ['pegeia', 'peyia', 'peya'],
  ['polis', 'poli'],
  ['chrysochous', 'chrysochou', 'hrysochous'],
  ['palaepaphos', 'palaipafos', 'palaipaphos'],
  ['agia', 'ayia'],
  ['agios', 'ayios'],
  ['agioi', 'ayii'],
];

const SPELLINGS = new Map(SPELLING_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));

/** Two Greek letters written as one sound; μπ, ντ and γκ are b, d and g at the start of a word. */
const GREEK_PAIRS: Record<string, string> = {
  ου: 'ou',
  αι: 'ai',
  ει: 'ei',
  οι: 'oi',
  αυ: 'av',
  ευ: 'ev',
  γγ: 'ng',
  μπ: 'mb',
  ντ: 'nd',
  γκ: 'ng',
};
const GREEK_WORD_STARTS: Record<string, string> = { μπ: 'b', ντ: 'd', γκ: 'g' };

const GREEK_LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Lower case with accents dropped ('Café' -> 'cafe', 'Πάφος' -> 'παφοσ'; final sigma as sigma). */
export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ');
}

/**
 * Greek letters in Latin ones, as Cyprus's road signs spell place names (ELOT 743, simplified):
 * 'Κάτω Πάφος' -> 'kato pafos', 'Γεροσκήπου' -> 'geroskipou'. Other letters are kept; the result is lower case.
 */
export function transliterateGreek(text: string): string {
  const plain = plainText(text);
  let latin = '';
  for (let at = 0; at < plain.length; at += 1) {
    const pair = plain.slice(at, at + 2);
    const wordStart = at === 0 || !GREEK_LETTERS[plain[at - 1]!];
    const twoLetters = (wordStart ? GREEK_WORD_STARTS[pair] : undefined) ?? GREEK_PAIRS[pair];
    if (twoLetters) {
      latin += twoLetters;
      at += 1;
    } else {
      latin += GREEK_LETTERS[plain[at]!] ?? plain[at];
    }
  }
  return latin;
}

/** The words of a query: letters and digits (Latin or Greek), lower case, accents dropped. */
function queryWords(query: string): string[] {
  return plainText(query).match(/[a-z0-9α-ω]+/g) ?? [];
}

/** A text in the search's form: its words as queryWords reads them, with a space either side (' cafe cafes '). */
export function searchText(text: string): string {
  return ` ${queryWords(text).join(' ')} `;
}

/**
 * Each word of a search query as the spellings to look for: the word in Latin letters with its other local
 * spellings, and a Greek word as typed too (for the Greek names places carry). Empty for a query with no
 * letters or digits.
 */
export function searchWordSpellings(query: string): string[][] {
  return [...new Set(queryWords(query))].map((word) => {
    const latin = transliterateGreek(word);
    const spellings = new Set([latin, ...(SPELLINGS.get(latin) ?? [])]);
    if (latin !== word) spellings.add(word);
    return [...spellings];
  });
}

/** The query as the search reads it: queries alike in it ('Pafos', 'paphos!') answer alike, so one key caches them. */
export function searchKey(query: string): string {
  return searchWordSpellings(query)
    .map((spellings) => [...spellings].sort().join('|'))
    .join(' ');
}

/**
 * Words of 5 to 20 letters also match with one typo: in a shorter word a typo makes another word, and a
 * longer one (no place name has one) would only make the search slow, with four forms a letter.
 */
const TYPO_LENGTH = { min: 5, max: 20 } as const;

/**
 * The forms of a word one typo away, as regular expressions ('.' is any one character): a letter left out,
 * one too many, a wrong one, or two the wrong way round ('tombes' gives 'tombs', '.tombes', 'to.bes' and
 * 'otmbes' among others). None for a word shorter or longer than TYPO_LENGTH.
 */
export function typoForms(word: string): string[] {
  if (word.length < TYPO_LENGTH.min || word.length > TYPO_LENGTH.max) return [];
  const forms = new Set<string>();
  for (let at = 0; at < word.length; at += 1) {
    const before = word.slice(0, at);
    forms.add(`${before}.${word.slice(at)}`);
    forms.add(before + word.slice(at + 1));
    forms.add(`${before}.${word.slice(at + 1)}`);
    if (at + 1 < word.length) forms.add(before + word[at + 1]! + word[at]! + word.slice(at + 2));
  }
  forms.delete(word);
  return [...forms];
}

/**
 * Two pieces of a word of which every form one typo away (typoForms) keeps at least one whole: the letters
 * before the middle but one, and those after the middle. A quick first test of a text, before the forms.
 */
export function typoAnchors(word: string): [string, string] {
  const middle = Math.floor(word.length / 2);
  return [word.slice(0, middle - 1), word.slice(middle + 1)];
}

/** How a query word is found in a text: as a whole word, as the start of one, or as the start of one with a typo. */
export type WordMatch = 'word' | 'start' | 'typo';

/**
 * A query word's spellings as regular expressions on a text in the search's form (' word word ', as
 * searchText and migration 0014's place_search_text write it), one for each way to find them; PostgreSQL's
 * and JavaScript's regular expressions read them alike. A typo is forgiven in the word as typed (its first
 * spelling), not in its other spellings.
 */
export function wordPatterns(spellings: readonly string[]): Record<Exclude<WordMatch, 'typo'>, string> & {
  typo: string | null;
} {
  const typos = spellings.length > 0 ? typoForms(spellings[0]!) : [];
  return {
    word: ` (${spellings.join('|')}) `,
    start: ` (${spellings.join('|')})`,
    typo: typos.length > 0 ? ` (${typos.join('|')})` : null,
  };
}

/** How a query word (its spellings) is found in a text in the search's form; null when it is not. */
export function wordMatch(text: string, spellings: readonly string[]): WordMatch | null {
  const patterns = wordPatterns(spellings);
  const kinds: WordMatch[] = ['word', 'start', 'typo'];
  return kinds.find((kind) => patterns[kind] !== null && new RegExp(patterns[kind]).test(text)) ?? null;
}
