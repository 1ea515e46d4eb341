import MiniSearch from 'minisearch';
import { CATEGORY_LABELS, CATEGORY_PLURALS, type PlaceCategory } from './categories';

/** The fields of a place the search reads. */
export interface SearchablePlace {
  id: number;
  name: string;
  category: string;
  address?: string | null;
  description?: string | null;
  highlights?: readonly string[];
  /** Among equally good matches, the better-rated place comes first. */
  rating?: number | null;
}

/**
 * Local spellings of the same places (Greek transliterations, English names): each is searched as the form
 * the bundled data uses, so 'Pafos' finds Paphos and 'Peyia' finds Pegeia.
 */
const SPELLINGS: Record<string, string> = {
  pafos: 'paphos',
  yeroskipou: 'geroskipou',
  yeroskipos: 'geroskipou',
  geroskipos: 'geroskipou',
  peyia: 'pegeia',
  peya: 'pegeia',
  poli: 'polis',
  chrysochou: 'chrysochous',
  hrysochous: 'chrysochous',
  palaipafos: 'palaepaphos',
  palaipaphos: 'palaepaphos',
};

/** Lower case, accents dropped ('café' -> 'cafe'), local spellings unified. */
export function normaliseTerm(term: string): string {
  const plain = term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return SPELLINGS[plain] ?? plain;
}

function categoryWords(category: string): string {
  const key = category as PlaceCategory;
  return [category, CATEGORY_LABELS[key], CATEGORY_PLURALS[key]].filter(Boolean).join(' ');
}

/**
 * One search for the hero box and the /places box: ranked by relevance (a match in the name counts most,
 * then the category, then the address, highlights and description), matching word prefixes ('cor' finds
 * Coral Bay) and small typos ('tombes'), every word of the query required; between close matches the
 * better-rated place wins.
 */
export class PlaceSearchIndex<T extends SearchablePlace> {
  private readonly places: readonly T[];
  private readonly byId: Map<number, T>;
  /** Built on the first search, not with the page: most visits to /places never type a query. */
  private index: MiniSearch<SearchablePlace> | undefined;

  constructor(places: readonly T[]) {
    this.places = places;
    this.byId = new Map(places.map((place) => [place.id, place]));
  }

  /** The places matching every word of the query, best first; none for a blank query. */
  search(query: string, limit = Infinity): T[] {
    if (query.trim() === '') return [];
    this.index ??= buildIndex(this.places, this.byId);
    return this.index
      .search(query)
      .slice(0, limit)
      .map((result) => this.byId.get(result.id as number))
      .filter((place): place is T => place !== undefined);
  }
}

function buildIndex(
  places: readonly SearchablePlace[],
  byId: ReadonlyMap<number, SearchablePlace>,
): MiniSearch<SearchablePlace> {
  const index = new MiniSearch<SearchablePlace>({
    fields: ['name', 'category', 'address', 'highlights', 'description'],
    extractField: (place, field) => {
      if (field === 'id') return place.id;
      if (field === 'category') return categoryWords(place.category);
      if (field === 'highlights') return (place.highlights ?? []).join(' ');
      const value = (place as unknown as Record<string, unknown>)[field];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    },
    processTerm: normaliseTerm,
    searchOptions: {
      boost: { name: 5, category: 3, address: 1.5, highlights: 1, description: 0.7 },
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'AND',
      // At most half as much again for a 5-star rating: it orders name matches by rating, but a mention in
      // a description (a fifth of a name match's score or less) stays below every name match.
      boostDocument: (id) => 1 + (byId.get(id as number)?.rating ?? 0) / 10,
    },
  });
  index.addAll(places);
  return index;
}
