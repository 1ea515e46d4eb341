import type { AiModel, AmenityKey, ArticleLength, PlaceCategory } from '../../../common/categories';

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

/** Writes place descriptions and comparison articles. */
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
}
