/**
 * Which banner advert a place gets: a banner's keywords are looked for in everything the place page says
 * about the place (its name, category, description, highlights and address, which names its area), so a
 * 'meze' banner shows on a taverna whose description serves meze though neither its name nor its category
 * says so.
 */

/** The text of a place that banner keywords are looked for in. */
export interface PlaceText {
  name: string;
  category: string;
  description: string | null;
  highlights: readonly string[];
  address: string | null;
}

export interface MatchableBanner {
  keyword: string | null;
  awinCode: string;
  isActive: boolean;
  isDefault: boolean;
}

/** Whether `plural` is an English plural of `singular`: 'mezes' of 'meze', 'beaches', 'galleries'. */
function isPluralOf(plural: string, singular: string): boolean {
  if (singular.length < 3) return false;
  return (
    plural === `${singular}s` ||
    plural === `${singular}es` ||
    (singular.endsWith('y') && plural === `${singular.slice(0, -1)}ies`)
  );
}

/** Whether two words are the same word, one maybe the plural of the other ('taverna', 'tavernas'). */
function sameWord(a: string, b: string): boolean {
  return a === b || isPluralOf(a, b) || isPluralOf(b, a);
}

/**
 * The words of a text, lower-cased, without accents ('Café' -> 'cafe', Greek tonos too) or apostrophes
 * ("George's" -> 'georges'), split at anything that is not a letter or digit.
 */
function matchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A banner's keywords: its keyword field split at commas ('meze, fish taverna'), blanks left out. */
function bannerKeywords(keyword: string | null): string[] {
  return (keyword ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => matchWords(part).length > 0);
}

/** Whether `phrase` occurs in `words` as whole, consecutive words (a plural standing for its singular). */
function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => sameWord(words[start + offset]!, word))) return true;
  }
  return false;
}

/** The place's text as the words of each part apart, so a keyword phrase never runs from one part into the next. */
function placeParts(place: PlaceText): string[][] {
  return [place.name, place.category, place.description ?? '', ...place.highlights, place.address ?? ''].map(
    matchWords,
  );
}

/**
 * A matcher for one banner's keyword field: true for a place whose text holds any of its keywords as
 * whole words, whatever their case, accents or plural ending. A field with no keyword matches nothing.
 */
export function keywordMatcher(keyword: string | null): (place: PlaceText) => boolean {
  const matchesParts = partsMatcher(keyword);
  return (place) => matchesParts(placeParts(place));
}

/** keywordMatcher for a place already split into its parts' words (placeParts). */
function partsMatcher(keyword: string | null): (parts: readonly string[][]) => boolean {
  const phrases = bannerKeywords(keyword).map(matchWords);
  return (parts) => phrases.some((phrase) => parts.some((words) => containsPhrase(words, phrase)));
}

/**
 * The advert a place shows: the first active banner (in the given order) one of whose keywords the
 * place's text holds; otherwise the active default banner; otherwise none. Banners with blank code never win.
 */
export function chooseBanner<T extends MatchableBanner>(banners: readonly T[], place: PlaceText): T | null {
  const usable = banners.filter((banner) => banner.isActive && banner.awinCode.trim() !== '');
  // The place's words once, for every banner.
  const parts = placeParts(place);
  const matched = usable.find((banner) => partsMatcher(banner.keyword)(parts));
  return matched ?? usable.find((banner) => banner.isDefault) ?? null;
}
