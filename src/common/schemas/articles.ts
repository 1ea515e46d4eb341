import { z } from 'zod';
import { AI_MODELS, ARTICLE_LENGTHS, ARTICLE_STATUSES, type ArticleLength } from '../categories';
import { isoDate } from './shared';

export const articleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  longtailKeywords: z.array(z.string()),
  useAccordion: z.boolean(),
  status: z.enum(ARTICLE_STATUSES),
  aiModel: z.string().nullable(),
  articleLength: z.enum(ARTICLE_LENGTHS).nullable(),
  aiGenerated: z.boolean(),
  /** Whether the operator checked the writer's text; the page labels it until then. */
  reviewed: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type Article = z.input<typeof articleSchema>;

export const ARTICLE_PLACES_MAX = 10;
export const ARTICLE_GENERATION_PLACES_MIN = 2;

/** Words each article length asks the writer for (SPEC 9). */
export const ARTICLE_LENGTH_WORDS: Record<ArticleLength, { min: number; max: number }> = {
  short: { min: 800, max: 1200 },
  medium: { min: 1200, max: 1800 },
  long: { min: 1800, max: 2500 },
};

/** An article as the admin edits it: markdown content, drafts included, with its featured place ids. */
export const adminArticleSchema = articleSchema.extend({ placeIds: z.array(z.number()) });
export type AdminArticle = z.input<typeof adminArticleSchema>;

/** A featured place as the editor shows it: a removable chip with the place's name. */
export const featuredPlaceRefSchema = z.object({ id: z.number(), name: z.string() });
export type FeaturedPlaceRef = z.infer<typeof featuredPlaceRefSchema>;

/**
 * GET /api/admin/articles: each article with its featured places named, in order, so the editor can show
 * them as chips (whatever their status) without looking each one up.
 */
export const adminArticleListItemSchema = adminArticleSchema.extend({
  featuredPlaces: z.array(featuredPlaceRefSchema),
});
export type AdminArticleListItem = z.input<typeof adminArticleListItemSchema>;

const placeIdsField = z
  .array(z.number().int().positive(), 'placeIds must be a list of place ids')
  .max(ARTICLE_PLACES_MAX, 'You can select up to 10 places maximum')
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A place can be featured only once' });

/** Site-relative ('/images/...') or http(s) image address; blank becomes null. */
const imageAddress = z
  .string()
  .trim()
  .max(2000, 'Featured image URL is too long')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i.test(value), {
    message: 'Featured image URL must start with http://, https:// or /',
  });

const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** POST (without generateWithAI) and PUT /api/admin/articles: the editor's fields. */
export const articleSaveBodySchema = z.object({
  generateWithAI: z.literal(false).optional(),
  title: z
    .string('Please enter an article title')
    .trim()
    .min(1, 'Please enter an article title')
    .max(200, 'Title must be at most 200 characters'),
  category: optionalText(60, 'Category'),
  status: z.enum(ARTICLE_STATUSES, 'Status must be draft or published').default('draft'),
  featuredImageUrl: imageAddress,
  excerpt: optionalText(600, 'Excerpt'),
  content: z
    .string('Please generate or write article content')
    .trim()
    .min(1, 'Please generate or write article content')
    .max(200_000, 'Content must be at most 200,000 characters'),
  placeIds: placeIdsField.default([]),
  longtailKeywords: z
    .array(z.string().trim().min(1).max(100), 'longtailKeywords must be a list of words')
    .max(20, 'At most 20 related topics')
    .default([]),
  useAccordion: z.boolean().default(false),
  aiModel: z
    .enum(AI_MODELS)
    .nullish()
    .transform((value) => value ?? null),
  articleLength: z
    .enum(ARTICLE_LENGTHS)
    .nullish()
    .transform((value) => value ?? null),
  /** True when the content came from the writer (and was perhaps edited since). */
  aiGenerated: z.boolean().default(false),
  /** The operator has checked the writer's text (only meaningful with aiGenerated). */
  reviewed: z.boolean().default(false),
});
export type ArticleSaveBody = z.input<typeof articleSaveBodySchema>;

/** POST /api/admin/articles with generateWithAI: the writer drafts content and excerpt; nothing is saved. */
export const articleGenerateBodySchema = z.object({
  generateWithAI: z.literal(true),
  title: z
    .string('Please enter an article title first')
    .trim()
    .min(1, 'Please enter an article title first')
    .max(200, 'Title must be at most 200 characters'),
  placeIds: placeIdsField.refine((ids) => ids.length >= ARTICLE_GENERATION_PLACES_MIN, {
    message: 'Please select at least 2 places to generate a comparison article',
  }),
  articleLength: z.enum(ARTICLE_LENGTHS, 'Article length must be short, medium or long').default('medium'),
  aiModel: z.enum(AI_MODELS, 'Model must be gpt-4o-mini, gpt-4o or gpt-5').default('gpt-4o-mini'),
});
export type ArticleGenerateBody = z.input<typeof articleGenerateBodySchema>;

export const articleCreateBodySchema = z.discriminatedUnion('generateWithAI', [
  articleGenerateBodySchema,
  articleSaveBodySchema,
]);

export const generatedArticleSchema = z.object({
  content: z.string(),
  excerpt: z.string(),
  /** The AI model that wrote it; null when the offline writer composed it from the places' own data. */
  aiModel: z.enum(AI_MODELS).nullable(),
});
export type GeneratedArticle = z.infer<typeof generatedArticleSchema>;

/** GET /api/admin/articles/{id}/versions: the texts earlier saves replaced, newest first. */
export const articleVersionSchema = z.object({
  id: z.number(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  aiGenerated: z.boolean(),
  aiModel: z.string().nullable(),
  reviewedAt: isoDate.nullable(),
  /** When a save replaced it. */
  createdAt: isoDate,
});
export type ArticleVersion = z.input<typeof articleVersionSchema>;

/** How many earlier texts of an article are kept to restore. */
export const ARTICLE_VERSIONS_KEPT = 20;
