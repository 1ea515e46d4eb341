// The guides and adverts are still written as code; places, events and tours are data files (see records.ts).

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** Markdown. With useAccordion, each '## ' section naming a featured place becomes one accordion panel. */
  content: string;
  featuredImageUrl: string;
  longtailKeywords: string[];
  useAccordion: boolean;
  placeSlugs: string[];
  publishedDaysAgo: number;
}

export interface SeedBanner {
  keyword: string | null;
  awinCode: string;
  isDefault: boolean;
}
