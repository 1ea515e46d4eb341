/**
 * Translations of a place's description and highlights and of a guide (issue 36): written by the AI writer
 * into one of the site's other languages and labelled on the page until the operator marks them reviewed,
 * or written (edited) by a person, which counts as reviewed. English is the source and is never translated.
 */
import { z } from 'zod';
import { AI_MODELS, DEFAULT_AI_MODEL } from '../categories';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE, type Language } from '../languages';
import { isoDate, trimmedText } from './shared';

/** The languages a text is translated into: every language but English. */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is Exclude<Language, 'en'> => code !== DEFAULT_LANGUAGE,
);
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** The languages' names in English, as the dashboard and the server's admin messages say them. */
export const TRANSLATION_LANGUAGE_NAMES: Record<TranslationLanguage, string> = {
  el: 'Greek',
  de: 'German',
  ru: 'Russian',
  he: 'Hebrew',
};

export const TRANSLATION_KINDS = ['place', 'article'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

export const TRANSLATION_LANGUAGE_MESSAGE = `Language must be one of ${TRANSLATION_LANGUAGES.join(', ')}`;

/** What a place's translation holds: its description (none when the place has none) and its highlights. */
export const placeTranslationFieldsSchema = z.object({
  description: trimmedText().pipe(z.string().max(5000, 'Description is too long')).nullable(),
  highlights: z
    .array(trimmedText().pipe(z.string().min(1, 'A highlight is empty').max(200, 'A highlight is too long')))
    .max(10, 'At most 10 highlights'),
});
export type PlaceTranslationFields = z.output<typeof placeTranslationFieldsSchema>;

/** What a guide's translation holds: its title, excerpt and markdown content. */
export const articleTranslationFieldsSchema = z.object({
  title: trimmedText().pipe(z.string().min(1, 'Title is required').max(200, 'Title is too long')),
  excerpt: trimmedText().pipe(z.string().max(500, 'Excerpt is too long')).nullable(),
  content: trimmedText().pipe(z.string().min(1, 'Content is required').max(100_000, 'Content is too long')),
});
export type ArticleTranslationFields = z.output<typeof articleTranslationFieldsSchema>;

export type TranslationFields = PlaceTranslationFields | ArticleTranslationFields;

export const translationParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('Id must be a whole number')
    .positive('Id must be positive')
    .max(2_147_483_647, 'Id is too large'),
  language: z.enum(TRANSLATION_LANGUAGES, TRANSLATION_LANGUAGE_MESSAGE),
});

/** POST …/translations/:language: which model writes it, and whether it may replace a reviewed or a person's text. */
export const translateBodySchema = z
  .object({
    model: z.enum(AI_MODELS, 'Model must be gpt-4o-mini, gpt-4o or gpt-5').default(DEFAULT_AI_MODEL),
    replace: z.boolean().default(false),
  })
  .default({ model: DEFAULT_AI_MODEL, replace: false });

/** The stored fields of a translation, as answers carry them (a place's, or a guide's). */
const storedPlaceFieldsSchema = z.object({
  description: z.string().nullable(),
  highlights: z.array(z.string()),
});
const storedArticleFieldsSchema = z.object({
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
});

/** One stored translation as the admin sees it; `fields` holds a place's or a guide's texts. */
export const adminTranslationSchema = z.object({
  language: z.enum(TRANSLATION_LANGUAGES),
  fields: z.union([storedPlaceFieldsSchema, storedArticleFieldsSchema]),
  /** The AI model that wrote it; null when a person wrote or edited it. */
  aiModel: z.string().nullable(),
  /** A person's text is reviewed; a machine translation once the operator marks it so. */
  reviewed: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminTranslation = z.input<typeof adminTranslationSchema>;
export type AdminPlaceTranslation = Omit<AdminTranslation, 'fields'> & {
  fields: z.input<typeof storedPlaceFieldsSchema>;
};
export type AdminArticleTranslation = Omit<AdminTranslation, 'fields'> & {
  fields: z.input<typeof storedArticleFieldsSchema>;
};

/** GET …/translations: the stored translations, in the order of TRANSLATION_LANGUAGES. */
export const adminTranslationsSchema = z.array(adminTranslationSchema);

/** The public read's query: ?language=el adds what the page in that language shows. */
export const contentLanguageQuerySchema = z.object({
  language: z.enum(LANGUAGE_CODES, `Language must be one of ${LANGUAGE_CODES.join(', ')}`).optional(),
});

/** A place read in another language: its name there (OpenStreetMap's name:xx) and its translation. */
export const placeInLanguageSchema = z.object({
  language: z.enum(TRANSLATION_LANGUAGES),
  /** The place's name in that language from its source; null when the source gives none. */
  name: z.string().nullable(),
  translation: z
    .object({
      description: z.string().nullable(),
      highlights: z.array(z.string()),
      /** A machine translation the operator has not reviewed yet: the page labels it. */
      machine: z.boolean(),
    })
    .nullable(),
});
export type PlaceInLanguage = z.input<typeof placeInLanguageSchema>;

/** A guide read in another language: its translation, the content as sanitised HTML. */
export const articleInLanguageSchema = z.object({
  language: z.enum(TRANSLATION_LANGUAGES),
  translation: z
    .object({
      title: z.string(),
      excerpt: z.string().nullable(),
      content: z.string(),
      machine: z.boolean(),
    })
    .nullable(),
});
export type ArticleInLanguage = z.input<typeof articleInLanguageSchema>;

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return (TRANSLATION_LANGUAGES as readonly unknown[]).includes(value);
}
