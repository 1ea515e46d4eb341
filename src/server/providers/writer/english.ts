/**
 * The small pieces of English grammar the offline writer needs to turn data into sentences: articles,
 * lists, counts in words and lower-casing a phrase without lower-casing its names.
 */

/** Words spelt with a vowel but said with a consonant sound ('a one-off', 'a European'), and the reverse. */
const CONSONANT_SOUND = /^(one|once|uni(?!n)|use|usu|eu|ewe|u[bcfhklmnrst][aeiou])/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** 'a' or 'an' for the word that follows, by its sound: 'an upscale', 'a UNESCO site', 'an 18-hole'. */
export function indefiniteArticle(nextWord: string): 'a' | 'an' {
  const word = nextWord.trim();
  if (/^(8|11|18)(\b|\d{2}\b|-)/.test(word)) return 'an';
  // An abbreviation said letter by letter: 'an MP', but 'a UNESCO' is said as a word.
  if (/^[FHLMNRSX][A-Z]*$/.test(word) && word.length <= 4 && !/^[A-Z][a-z]/.test(word)) {
    return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  }
  if (VOWEL_SOUND.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The phrase with 'a' or 'an' in front: 'an attraction', 'a café'. */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/** 'A', 'A and B', 'A, B and C' (British style, no comma before 'and'). */
export function listText(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Numbers up to ten in words, as English prose writes them; larger ones in figures. */
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** How a sentence names all of a group: 'both' for two, 'all three', 'all 12'. */
export function allOf(count: number): string {
  return count === 2 ? 'both' : `all ${numberWord(count)}`;
}

/** '1 place' / '3 places', the count in words: 'one beach', 'three beaches'. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${numberWord(count)} ${count === 1 ? singular : plural}`;
}

/**
 * Words always written with a capital, though a dictionary may list them in lower case ('aphrodite' is a
 * butterfly), and that do not make the word before them part of a name: 'early Christian', 'home-style
 * Cypriot', 'free Wi-Fi' (but 'Blue Flag' and 'Nick Faldo' are names).
 */
const CAPITALISED_COMMON_WORDS = new Set(
  [
    'Adonis',
    'Aphrodite',
    'Byzantine',
    'Catholic',
    'Crusader',
    'Chalcolithic',
    'Christian',
    'Cypriot',
    'Doric',
    'English',
    'Gothic',
    'Greek',
    'Hellenistic',
    'Lusignan',
    'Mediterranean',
    'Mycenaean',
    'Neolithic',
    'Ottoman',
    'Roman',
    'Turkish',
    'Venetian',
    'Wi-Fi',
  ].map((word) => word.toLowerCase()),
);

const bareWord = (word: string) => word.replace(/[^\p{L}\p{N}'’-]/gu, '');
/** 'Silk-making' is looked up as 'silk', "Aphrodite's" as 'aphrodite'. */
const baseWord = (word: string) => bareWord(word).split(/[-'’]/)[0]!.toLowerCase();

/**
 * A phrase made to continue a sentence: its first letter lower-cased only when its first word is a
 * dictionary word (`commonWords`, all lower case: 'Shallow water for children') that does not begin a
 * name ('Blue Flag sandy bay', 'Nick Faldo-designed 18 holes'). Any other word keeps its capital
 * ('Leda and the Swan', 'Almyraspa on site'), since a capital left is a lesser fault than a name
 * lower-cased.
 */
export function continuingPhrase(phrase: string, commonWords: ReadonlySet<string>): string {
  const [first = '', second = ''] = phrase.split(/\s+/);
  const base = baseWord(first);
  const isCommon =
    commonWords.has(base) && !CAPITALISED_COMMON_WORDS.has(base) && !/\p{Lu}/u.test(bareWord(first).slice(1));
  const next = bareWord(second);
  const beginsName = /^\p{Lu}/u.test(next) && !CAPITALISED_COMMON_WORDS.has(baseWord(next));
  return isCommon && !beginsName ? first.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

/** The text with its first letter capitalised, for the start of a sentence. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
