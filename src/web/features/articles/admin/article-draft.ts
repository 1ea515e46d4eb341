/**
 * The article editor's rules, kept out of the components (SPEC 2 'Articles', 5 'Article AI generation',
 * 'Article place selection', 'Article save'; SPEC 9 'Admin').
 */
import { z } from 'zod';
import {
  DEFAULT_AI_MODEL,
  type AiModel,
  type ArticleLength,
  type ArticleStatus,
} from '../../../../common/categories';
import {
  ARTICLE_GENERATION_PLACES_MIN,
  ARTICLE_LENGTH_WORDS,
  ARTICLE_PLACES_MAX,
  articleSaveBodySchema,
  type AdminArticleListItem,
  type ArticleGenerateBody,
  type ArticleSaveBody,
  type ArticleVersion,
  type FeaturedPlaceRef,
  type GeneratedArticle,
} from '../../../../common/schemas/articles';

export const DEFAULT_ARTICLE_LENGTH: ArticleLength = 'medium';

/** What the editor holds while the operator writes: text as typed, places in the order picked. */
export interface ArticleDraft {
  title: string;
  category: string;
  status: ArticleStatus;
  featuredImageUrl: string;
  excerpt: string;
  content: string;
  places: FeaturedPlaceRef[];
  articleLength: ArticleLength;
  aiModel: AiModel;
  /** Whether the writer drafted the content (kept when the operator edits it afterwards). */
  aiGenerated: boolean;
  /** The model that wrote it; null for the offline writer, which only restates the places' own data. */
  writtenBy: AiModel | null;
  /** The operator has checked the writer's text: the page stops calling it unchecked. */
  reviewed: boolean;
  /** Fields the article has but the editor does not show; a save keeps them as they are. */
  longtailKeywords: string[];
  useAccordion: boolean;
}

export const EMPTY_DRAFT: ArticleDraft = {
  title: '',
  category: '',
  status: 'draft',
  featuredImageUrl: '',
  excerpt: '',
  content: '',
  places: [],
  articleLength: DEFAULT_ARTICLE_LENGTH,
  aiModel: DEFAULT_AI_MODEL,
  aiGenerated: false,
  writtenBy: null,
  reviewed: false,
  longtailKeywords: [],
  useAccordion: false,
};

/** The editor's starting point for an existing article. */
export function draftFromArticle(article: AdminArticleListItem): ArticleDraft {
  const writtenBy = isAiModel(article.aiModel) ? article.aiModel : null;
  return {
    title: article.title,
    category: article.category ?? '',
    status: article.status,
    featuredImageUrl: article.featuredImageUrl ?? '',
    excerpt: article.excerpt ?? '',
    content: article.content,
    places: article.featuredPlaces,
    articleLength: article.articleLength ?? DEFAULT_ARTICLE_LENGTH,
    aiModel: writtenBy ?? DEFAULT_AI_MODEL,
    aiGenerated: article.aiGenerated,
    writtenBy,
    reviewed: article.reviewed,
    longtailKeywords: article.longtailKeywords,
    useAccordion: article.useAccordion,
  };
}

function isAiModel(value: string | null): value is AiModel {
  return value === 'gpt-4o-mini' || value === 'gpt-4o' || value === 'gpt-5';
}

/** The PUT/POST body of a draft (the server trims and blanks to null). */
export function saveBody(draft: ArticleDraft): ArticleSaveBody {
  return {
    title: draft.title,
    category: draft.category,
    status: draft.status,
    featuredImageUrl: draft.featuredImageUrl,
    excerpt: draft.excerpt,
    content: draft.content,
    placeIds: draft.places.map((place) => place.id),
    longtailKeywords: draft.longtailKeywords,
    useAccordion: draft.useAccordion,
    aiGenerated: draft.aiGenerated,
    aiModel: draft.aiGenerated ? draft.writtenBy : null,
    // The offline writer writes what the data gives, not to a length.
    articleLength: draft.aiGenerated && draft.writtenBy ? draft.articleLength : null,
    reviewed: draft.aiGenerated && draft.reviewed,
  };
}

/** The editor fields a writer's text fills: a new text is the writer's, not yet reviewed. */
export function writtenFields(written: GeneratedArticle) {
  return {
    content: written.content,
    excerpt: written.excerpt,
    aiGenerated: true,
    writtenBy: written.aiModel,
    reviewed: false,
  } satisfies Partial<ArticleDraft>;
}

/** The editor fields an earlier text restores. */
export function restoredFields(version: ArticleVersion) {
  return {
    title: version.title,
    excerpt: version.excerpt ?? '',
    content: version.content,
    aiGenerated: version.aiGenerated,
    writtenBy: isAiModel(version.aiModel) ? version.aiModel : null,
    reviewed: version.reviewedAt !== null,
  } satisfies Partial<ArticleDraft>;
}

/**
 * The editor's check: the draft's save body against the server's own rules. The body keeps the draft's
 * field names, so each rejected field carries the server's message ('Please enter an article title',
 * 'Please generate or write article content', ...) under its own name.
 */
export const articleDraftSchema = z.custom<ArticleDraft>().transform(saveBody).pipe(articleSaveBodySchema);

/** The editor fields a save can reject, in the order they appear on screen. */
const DRAFT_FIELDS = ['title', 'category', 'featuredImageUrl', 'excerpt', 'content'] as const;

/** The message of the first rejected field on screen: the 'Validation Error' toast's description. */
export function firstDraftError(
  errors: Partial<Record<(typeof DRAFT_FIELDS)[number], { message?: string }>>,
): string | undefined {
  return DRAFT_FIELDS.map((field) => errors[field]?.message).find(Boolean);
}

export interface Notice {
  title: string;
  description: string;
}

export const MAXIMUM_REACHED: Notice = {
  title: 'Maximum Reached',
  description: `You can select up to ${ARTICLE_PLACES_MAX} places maximum`,
};

/**
 * Picks or unpicks a place. Picking an 11th is refused: the selection stays as it was and `refused`
 * is MAXIMUM_REACHED.
 */
export function togglePlace(
  selected: readonly FeaturedPlaceRef[],
  place: FeaturedPlaceRef,
): { selected: FeaturedPlaceRef[]; refused: Notice | null } {
  if (selected.some((picked) => picked.id === place.id)) {
    return { selected: selected.filter((picked) => picked.id !== place.id), refused: null };
  }
  if (selected.length >= ARTICLE_PLACES_MAX) return { selected: [...selected], refused: MAXIMUM_REACHED };
  return { selected: [...selected, { id: place.id, name: place.name }], refused: null };
}

/**
 * Why the writer cannot start yet, or null when it can: at least 2 places first, then a title (the order
 * SPEC 5 gives them).
 */
export function generationBlocker(draft: Pick<ArticleDraft, 'title' | 'places'>): Notice | null {
  if (draft.places.length < ARTICLE_GENERATION_PLACES_MIN) {
    return {
      title: 'Selection Required',
      description: 'Please select at least 2 places to generate a comparison article',
    };
  }
  if (draft.title.trim() === '') {
    return { title: 'Title Required', description: 'Please enter an article title first' };
  }
  return null;
}

/** The writer's request for a draft. */
export function generateBody(draft: ArticleDraft): ArticleGenerateBody {
  return {
    generateWithAI: true,
    title: draft.title,
    placeIds: draft.places.map((place) => place.id),
    articleLength: draft.articleLength,
    aiModel: draft.aiModel,
  };
}

/**
 * 'Writing a medium comparison of 3 places...': what the writer is busy with; without a length (the
 * offline writer) 'Composing a comparison of 3 places from their data...'.
 */
export function generationBusyLabel(length: ArticleLength | null, placeCount: number): string {
  const places = `${placeCount} ${placeCount === 1 ? 'place' : 'places'}`;
  return length
    ? `Writing a ${length} comparison of ${places}...`
    : `Composing a comparison of ${places} from their data...`;
}

/** 'Medium (1200-1800 words)' */
export function articleLengthLabel(length: ArticleLength): string {
  const { min, max } = ARTICLE_LENGTH_WORDS[length];
  return `${length[0]!.toUpperCase()}${length.slice(1)} (${min}-${max} words)`;
}

/** Under the picker's matches: how many of how many are shown. */
export function placeMatchesLabel(shown: number, total: number): string {
  if (total === 0) return 'No published places match';
  if (shown >= total) return `${total} published ${total === 1 ? 'place' : 'places'}`;
  return `Showing ${shown} of ${total} published places; search to narrow them`;
}
