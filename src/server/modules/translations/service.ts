/**
 * Translations of places and guides (issue 36): the writer's machine translation, stored unreviewed and
 * labelled on the public page until the operator marks it reviewed; a person's text (an edited translation)
 * counts as reviewed. A reviewed or a person's translation is never replaced by a machine one unless the
 * operator asks. Every write clears the cached public answers of its place or guide (and so their pages).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AiModel } from '../../../common/categories';
import type { Language } from '../../../common/languages';
import {
  isTranslationLanguage,
  TRANSLATION_LANGUAGE_NAMES,
  TRANSLATION_LANGUAGES,
  type ArticleTranslationFields,
  type PlaceTranslationFields,
  type TranslationKind,
  type TranslationLanguage,
} from '../../../common/schemas/translations';
import { renderArticleHtml } from '../../../common/article-html';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { articlePlaces, articles, contentTranslations, places } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import {
  TRANSLATION_NEEDS_AI_KEY,
  TranslationUnavailableError,
  type TranslatableFields,
} from '../../providers/writer';
import { cachedPublishedPlace, findPublishedPlaceBySlug, PLACES_CACHE_PREFIXES } from '../places/service';
import { cachedPublishedArticle, findPublishedArticleBySlug } from '../articles/service';

type TranslationRow = typeof contentTranslations.$inferSelect;
type WriteCtx = Pick<AppContext, 'db' | 'cache' | 'clock'>;

const SUBJECTS = {
  place: { column: contentTranslations.placeId, notFound: 'Place not found', cache: PLACES_CACHE_PREFIXES },
  article: { column: contentTranslations.articleId, notFound: 'Article not found', cache: ['articles:'] },
} as const;

function ofSubject(kind: TranslationKind, id: number, language?: TranslationLanguage) {
  const subject = eq(SUBJECTS[kind].column, id);
  return language ? and(subject, eq(contentTranslations.language, language)) : subject;
}

/** A stored translation as the admin reads it. */
function adminTranslation(row: TranslationRow) {
  return {
    language: row.language,
    fields: row.fields,
    aiModel: row.aiModel,
    reviewed: row.aiModel === null || row.reviewedAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function assertSubject(db: Db, kind: TranslationKind, id: number): Promise<void> {
  const table = kind === 'place' ? places : articles;
  const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!found) throw notFound(SUBJECTS[kind].notFound);
}

/** The stored translations of a place or guide, in the languages' order. */
export async function listTranslations(db: Db, kind: TranslationKind, id: number) {
  await assertSubject(db, kind, id);
  const rows = await db.select().from(contentTranslations).where(ofSubject(kind, id));
  return rows
    .sort((a, b) => TRANSLATION_LANGUAGES.indexOf(a.language) - TRANSLATION_LANGUAGES.indexOf(b.language))
    .map(adminTranslation);
}

async function translationRow(db: Db, kind: TranslationKind, id: number, language: TranslationLanguage) {
  const [row] = await db
    .select()
    .from(contentTranslations)
    .where(ofSubject(kind, id, language));
  return row;
}

/** What the writer translates of a place or guide, and the names it keeps; 404 for an unknown one. */
async function sourceTexts(
  db: Db,
  kind: TranslationKind,
  id: number,
): Promise<{ fields: TranslatableFields; names: string[] }> {
  if (kind === 'place') {
    const [place] = await db
      .select({ name: places.name, description: places.description, highlights: places.highlights })
      .from(places)
      .where(eq(places.id, id));
    if (!place) throw notFound('Place not found');
    if (!place.description && place.highlights.length === 0) {
      throw new AppError(409, 'This place has no description or highlights to translate');
    }
    return {
      fields: {
        ...(place.description ? { description: place.description } : {}),
        ...(place.highlights.length > 0 ? { highlights: place.highlights } : {}),
      },
      names: [place.name],
    };
  }
  const [article] = await db
    .select({ title: articles.title, excerpt: articles.excerpt, content: articles.content })
    .from(articles)
    .where(eq(articles.id, id));
  if (!article) throw notFound('Article not found');
  const featured = await db
    .select({ name: places.name })
    .from(articlePlaces)
    .innerJoin(places, eq(places.id, articlePlaces.placeId))
    .where(eq(articlePlaces.articleId, id))
    .orderBy(asc(articlePlaces.position));
  return {
    fields: {
      title: article.title,
      ...(article.excerpt ? { excerpt: article.excerpt } : {}),
      content: article.content,
    },
    names: featured.map((place) => place.name),
  };
}

/** The writer's answer as the stored fields of its kind (what was not sent, is empty). */
function storedFields(kind: TranslationKind, translated: TranslatableFields) {
  const text = (field: string) => {
    const value = translated[field];
    return typeof value === 'string' ? value : null;
  };
  if (kind === 'place') {
    const highlights = translated.highlights;
    return {
      description: text('description'),
      highlights: Array.isArray(highlights) ? highlights : [],
    } satisfies PlaceTranslationFields;
  }
  return {
    title: text('title') ?? '',
    excerpt: text('excerpt'),
    content: text('content') ?? '',
  } satisfies ArticleTranslationFields;
}

/**
 * Asks the writer for a translation into `language` and stores it as an unreviewed machine translation.
 * 409 without an AI writer (nothing stored), and when a reviewed or a person's translation is there and
 * `replace` was not asked for.
 */
export async function translateContent(
  ctx: WriteCtx & Pick<AppContext, 'providers' | 'log'>,
  kind: TranslationKind,
  id: number,
  language: TranslationLanguage,
  options: { model: AiModel; replace: boolean },
) {
  const source = await sourceTexts(ctx.db, kind, id);
  const existing = await translationRow(ctx.db, kind, id, language);
  const name = TRANSLATION_LANGUAGE_NAMES[language];
  if (existing && !options.replace) {
    if (existing.aiModel === null) {
      throw new AppError(
        409,
        `The ${name} translation was written by a person: a machine translation would replace it. Ask to replace it to go ahead.`,
      );
    }
    if (existing.reviewedAt !== null) {
      throw new AppError(
        409,
        `The ${name} translation has been reviewed: a new machine translation would replace it. Ask to replace it to go ahead.`,
      );
    }
  }
  const { writer } = ctx.providers;
  if (!writer.translate) throw new AppError(409, TRANSLATION_NEEDS_AI_KEY);
  let written: Awaited<ReturnType<NonNullable<typeof writer.translate>>>;
  try {
    written = await writer.translate({
      fields: source.fields,
      language,
      names: source.names,
      model: options.model,
    });
  } catch (error) {
    if (error instanceof TranslationUnavailableError) throw new AppError(409, error.message);
    throw error;
  }
  const now = ctx.clock.now();
  const values = {
    placeId: kind === 'place' ? id : null,
    articleId: kind === 'article' ? id : null,
    language,
    fields: storedFields(kind, written.fields),
    aiModel: written.aiModel,
    reviewedAt: null,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(contentTranslations)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [
        kind === 'place' ? contentTranslations.placeId : contentTranslations.articleId,
        contentTranslations.language,
      ],
      set: { fields: values.fields, aiModel: values.aiModel, reviewedAt: null, updatedAt: now },
    })
    .returning();
  ctx.cache.invalidate(...SUBJECTS[kind].cache);
  ctx.log.info(
    { kind, id, language, model: written.aiModel },
    `Translated ${kind} ${id} into ${name} with ${written.aiModel}`,
  );
  return adminTranslation(row!);
}

/** A person's text for the translation (new or edited): stored as theirs, so reviewed. */
export async function saveTranslation(
  ctx: WriteCtx,
  kind: TranslationKind,
  id: number,
  language: TranslationLanguage,
  fields: PlaceTranslationFields | ArticleTranslationFields,
) {
  await assertSubject(ctx.db, kind, id);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(contentTranslations)
    .values({
      placeId: kind === 'place' ? id : null,
      articleId: kind === 'article' ? id : null,
      language,
      fields,
      aiModel: null,
      reviewedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        kind === 'place' ? contentTranslations.placeId : contentTranslations.articleId,
        contentTranslations.language,
      ],
      set: { fields, aiModel: null, reviewedAt: now, updatedAt: now },
    })
    .returning();
  ctx.cache.invalidate(...SUBJECTS[kind].cache);
  return adminTranslation(row!);
}

/** The operator has checked the machine translation: the page's label goes. 404 when there is none. */
export async function markTranslationReviewed(
  ctx: WriteCtx,
  kind: TranslationKind,
  id: number,
  language: TranslationLanguage,
) {
  await assertSubject(ctx.db, kind, id);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(contentTranslations)
    .set({ reviewedAt: now, updatedAt: now })
    .where(ofSubject(kind, id, language))
    .returning();
  if (!row) throw notFound(`There is no ${TRANSLATION_LANGUAGE_NAMES[language]} translation`);
  ctx.cache.invalidate(...SUBJECTS[kind].cache);
  return adminTranslation(row);
}

/** Deletes the translation: the page shows the English text with its note again. 404 when there is none. */
export async function deleteTranslation(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  kind: TranslationKind,
  id: number,
  language: TranslationLanguage,
) {
  await assertSubject(ctx.db, kind, id);
  const deleted = await ctx.db
    .delete(contentTranslations)
    .where(ofSubject(kind, id, language))
    .returning({ id: contentTranslations.id });
  if (deleted.length === 0) throw notFound(`There is no ${TRANSLATION_LANGUAGE_NAMES[language]} translation`);
  ctx.cache.invalidate(...SUBJECTS[kind].cache);
}

// ---------- public reads ----------

/** What a place's page in `language` adds: the place's name there (its source's) and its translation. */
export async function placeInLanguage(db: Db, placeId: number, language: TranslationLanguage) {
  const [[place], row] = await Promise.all([
    db.select({ nameTranslations: places.nameTranslations }).from(places).where(eq(places.id, placeId)),
    translationRow(db, 'place', placeId, language),
  ]);
  const fields = row?.fields as PlaceTranslationFields | undefined;
  return {
    language,
    name: place?.nameTranslations[language] ?? null,
    translation:
      row && fields
        ? {
            description: fields.description,
            highlights: fields.highlights,
            machine: row.aiModel !== null && row.reviewedAt === null,
          }
        : null,
  };
}

/** What a guide's page in `language` adds: its translation, the content as sanitised HTML. */
export async function articleInLanguage(db: Db, articleId: number, language: TranslationLanguage) {
  const row = await translationRow(db, 'article', articleId, language);
  const fields = row?.fields as ArticleTranslationFields | undefined;
  return {
    language,
    translation:
      row && fields
        ? {
            title: fields.title,
            excerpt: fields.excerpt,
            content: renderArticleHtml(fields.content),
            machine: row.aiModel !== null && row.reviewedAt === null,
          }
        : null,
  };
}

/**
 * The published place behind a slug as its page in `language` reads it: in English the place as it is
 * ('places:slug:<slug>'), in another language with its name and translation there
 * ('places:slug:<slug>:<language>'); null when none.
 */
export function cachedPublishedPlaceIn(
  ctx: Pick<AppContext, 'cache' | 'db'>,
  slug: string,
  language: Language | undefined,
) {
  if (!isTranslationLanguage(language)) return cachedPublishedPlace(ctx, slug);
  return ctx.cache.get(`places:slug:${slug}:${language}`, async () => {
    const place = await findPublishedPlaceBySlug(ctx.db, slug);
    return place ? { ...place, inLanguage: await placeInLanguage(ctx.db, place.id, language) } : null;
  });
}

/** The published guide behind a slug as its page in `language` reads it, like cachedPublishedPlaceIn. */
export function cachedPublishedArticleIn(
  ctx: Pick<AppContext, 'cache' | 'db'>,
  slug: string,
  language: Language | undefined,
) {
  if (!isTranslationLanguage(language)) return cachedPublishedArticle(ctx, slug);
  return ctx.cache.get(`articles:slug:${slug}:${language}`, async () => {
    const article = await findPublishedArticleBySlug(ctx.db, slug);
    return article ? { ...article, inLanguage: await articleInLanguage(ctx.db, article.id, language) } : null;
  });
}
