import type { AiModel, AmenityKey, ArticleLength, PlaceCategory } from '../../../common/categories';
import type { TranslationLanguage } from '../../../common/schemas/translations';

/** What the writer may say about a place: only these facts, nothing else. */
export interface PlaceFacts {
  name: string;
  category: PlaceCategory;
  address: string | null;
  description: string | null;
  highlights: string[];
  priceLevel: number | null;
  website: string | null;
  /** Only amenities a source gives (the seed data's rule). */
  amenities: AmenityKey[];
  latitude: number;
  longitude: number;
}

export interface WrittenArticle {
  /** Markdown: an introduction, then one '## {place name}' section per place. */
  content: string;
  excerpt: string;
  /** The AI model that wrote it; null when the offline writer composed it. */
  aiModel: AiModel | null;
}

/** Texts to translate, by field: a text, or a list of short texts (a place's highlights). */
export type TranslatableFields = Record<string, string | string[]>;

/** What the offline writer says when asked to translate: it never invents a translation. */
export const TRANSLATION_NEEDS_AI_KEY =
  'A translation needs an AI key (OPENAI_API_KEY), and none is set: nothing was translated.';

/** Thrown by a writer that cannot translate (the offline writer); the admin answers 409 with its message. */
export class TranslationUnavailableError extends Error {
  constructor() {
    super(TRANSLATION_NEEDS_AI_KEY);
    this.name = 'TranslationUnavailableError';
  }
}

/** Writes place descriptions and comparison articles, and translates them. */
export interface WriterProvider {
  readonly name: string;
  /** The models the operator may choose; none for the offline writer, which uses no model. */
  readonly models: readonly AiModel[];
  /** The article lengths it can write to; none for the offline writer, whose length is what the data gives. */
  readonly lengths: readonly ArticleLength[];
  describePlace(input: {
    place: PlaceFacts;
    model: AiModel;
  }): Promise<{ description: string; aiModel: AiModel | null }>;
  writeArticle(input: {
    title: string;
    places: PlaceFacts[];
    length: ArticleLength;
    model: AiModel;
  }): Promise<WrittenArticle>;
  /**
   * A faithful translation of the fields into `language`, the same fields back: place names in `names`
   * kept as written, markdown ('## ' headings, links) kept. The offline writer throws
   * TranslationUnavailableError; a writer without the method cannot translate either.
   */
  translate?<Fields extends TranslatableFields>(input: {
    fields: Fields;
    language: TranslationLanguage;
    names: string[];
    model: AiModel;
  }): Promise<{ fields: Fields; aiModel: AiModel }>;
}
