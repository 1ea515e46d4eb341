import { and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ARTICLE_VERSIONS_KEPT,
  type articleGenerateBodySchema,
  type articleSaveBodySchema,
  type GeneratedArticle,
} from '../../../common/schemas/articles';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { articlePlaces, articles, articleVersions, places } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { firstFreeSlug, slugFrom } from '../../lib/slug';
import { placeFacts } from '../places/admin-service';
import { writerName } from '../../../common/written-by';
import { publicPlaceColumns } from '../places/service';
import { renderArticleHtml } from '../../../common/article-html';

const isPublished = eq(articles.status, 'published');

type ArticleRow = typeof articles.$inferSelect;

/** An article row as both sides read it: whether the operator reviewed the writer's text, not when. */
function withReviewed<T extends Pick<ArticleRow, 'reviewedAt'>>({ reviewedAt, ...row }: T) {
  return { ...row, reviewed: reviewedAt !== null };
}

/** The public side gets HTML; the stored markdown stays for the admin editor. */
function publicArticle(row: ArticleRow) {
  return {
    ...withReviewed(row),
    content: renderArticleHtml(row.content),
  };
}

export async function listPublishedArticles(db: Db) {
  const rows = await db
    .select()
    .from(articles)
    .where(isPublished)
    .orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map(publicArticle);
}

export async function findPublishedArticleBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(isPublished, eq(articles.slug, slug)));
  return row ? publicArticle(row) : undefined;
}

/** The published article behind a slug, from the response cache ('articles:slug:<slug>'); null when none. */
export function cachedPublishedArticle(ctx: Pick<AppContext, 'cache' | 'db'>, slug: string) {
  return ctx.cache.get(
    `articles:slug:${slug}`,
    async () => (await findPublishedArticleBySlug(ctx.db, slug)) ?? null,
  );
}

export async function listPublishedArticlesInCategory(db: Db, category: string) {
  const rows = await db
    .select()
    .from(articles)
    .where(and(isPublished, sql`lower(${articles.category}) = lower(${category})`))
    .orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map(publicArticle);
}

/** Featured places of a published article, in the article's order; undefined when the article is not public. */
export async function publishedArticlePlaces(db: Db, articleId: number) {
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(isPublished, eq(articles.id, articleId)));
  if (!article) return undefined;
  return db
    .select(publicPlaceColumns)
    .from(articlePlaces)
    .innerJoin(places, eq(places.id, articlePlaces.placeId))
    .where(and(eq(articlePlaces.articleId, articleId), eq(places.status, 'published')))
    .orderBy(asc(articlePlaces.position), asc(places.id));
}

// ---------- admin ----------

/** Keys of the cached public article answers; every article write clears them once it has committed. */
const ARTICLES_CACHE_PREFIX = 'articles:';

type ArticleSaveValues = z.output<typeof articleSaveBodySchema>;

/** Every article for the editor, drafts included, newest first, with its featured places (ids and names) in order. */
export async function listAdminArticles(db: Db) {
  const [rows, links] = await Promise.all([
    db.select().from(articles).orderBy(desc(articles.createdAt), desc(articles.id)),
    db
      .select({ articleId: articlePlaces.articleId, id: places.id, name: places.name })
      .from(articlePlaces)
      .innerJoin(places, eq(places.id, articlePlaces.placeId))
      .orderBy(asc(articlePlaces.articleId), asc(articlePlaces.position)),
  ]);
  const featured = new Map<number, { id: number; name: string }[]>();
  for (const { articleId, id, name } of links)
    featured.set(articleId, [...(featured.get(articleId) ?? []), { id, name }]);
  return rows.map((row) => {
    const featuredPlaces = featured.get(row.id) ?? [];
    return { ...withReviewed(row), placeIds: featuredPlaces.map((place) => place.id), featuredPlaces };
  });
}

async function assertPlacesExist(tx: Db, placeIds: number[]): Promise<void> {
  if (placeIds.length === 0) return;
  const found = await tx.select({ id: places.id }).from(places).where(inArray(places.id, placeIds));
  const missing = placeIds.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw new AppError(400, `Unknown place id: ${missing.join(', ')}`);
}

async function replaceFeaturedPlaces(tx: Db, articleId: number, placeIds: number[]): Promise<void> {
  await tx.delete(articlePlaces).where(eq(articlePlaces.articleId, articleId));
  if (placeIds.length > 0) {
    await tx
      .insert(articlePlaces)
      .values(placeIds.map((placeId, position) => ({ articleId, placeId, position })));
  }
}

/**
 * The row's columns from the editor's fields. A writer's text keeps the time it was first marked reviewed
 * (`reviewedAt`, from the saved row) while it stays marked; a person's text has none.
 */
function articleColumns(values: ArticleSaveValues, now: Date, reviewedAt: Date | null = null) {
  const { placeIds: _placeIds, generateWithAI: _generate, reviewed, ...columns } = values;
  return { ...columns, reviewedAt: columns.aiGenerated && reviewed ? (reviewedAt ?? now) : null };
}

/** Keeps the text a save replaces, when the save changes it; the oldest beyond the kept number go. */
async function keepEarlierText(tx: Db, saved: ArticleRow, values: ArticleSaveValues, now: Date) {
  const unchanged =
    saved.title === values.title && saved.content === values.content && saved.excerpt === values.excerpt;
  if (unchanged) return;
  const { title, excerpt, content, aiGenerated, aiModel, reviewedAt } = saved;
  await tx.insert(articleVersions).values({
    articleId: saved.id,
    title,
    excerpt,
    content,
    aiGenerated,
    aiModel,
    reviewedAt,
    createdAt: now,
  });
  const kept = await tx
    .select({ id: articleVersions.id })
    .from(articleVersions)
    .where(eq(articleVersions.articleId, saved.id))
    .orderBy(desc(articleVersions.createdAt), desc(articleVersions.id));
  const beyond = kept.slice(ARTICLE_VERSIONS_KEPT).map((version) => version.id);
  if (beyond.length > 0) await tx.delete(articleVersions).where(inArray(articleVersions.id, beyond));
}

/** The texts earlier saves of an article replaced, newest first; undefined for an unknown article. */
export async function listArticleVersions(db: Db, articleId: number) {
  const [article] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId));
  if (!article) return undefined;
  return db
    .select({
      id: articleVersions.id,
      title: articleVersions.title,
      excerpt: articleVersions.excerpt,
      content: articleVersions.content,
      aiGenerated: articleVersions.aiGenerated,
      aiModel: articleVersions.aiModel,
      reviewedAt: articleVersions.reviewedAt,
      createdAt: articleVersions.createdAt,
    })
    .from(articleVersions)
    .where(eq(articleVersions.articleId, articleId))
    .orderBy(desc(articleVersions.createdAt), desc(articleVersions.id));
}

/** Saves a new article with a slug made from its title (unique), and its featured places, in one transaction. */
export async function createArticle(
  ctx: Pick<AppContext, 'db' | 'cache' | 'clock'>,
  values: ArticleSaveValues,
) {
  const now = ctx.clock.now();
  const article = await ctx.db.transaction(async (tx) => {
    await assertPlacesExist(tx, values.placeIds);
    const base = slugFrom(values.title);
    const taken = await tx
      .select({ slug: articles.slug })
      .from(articles)
      .where(or(eq(articles.slug, base), like(articles.slug, `${base}-%`)));
    const slug = firstFreeSlug(base, new Set(taken.map((row) => row.slug)));
    const [created] = await tx
      .insert(articles)
      .values({ ...articleColumns(values, now), slug, createdAt: now, updatedAt: now })
      .returning();
    await replaceFeaturedPlaces(tx, created!.id, values.placeIds);
    return { ...withReviewed(created!), placeIds: values.placeIds };
  });
  ctx.cache.invalidate(ARTICLES_CACHE_PREFIX);
  return article;
}

/** Updates an article (its slug stays, so links keep working); undefined when there is no such article. */
export async function updateArticle(
  ctx: Pick<AppContext, 'db' | 'cache' | 'clock'>,
  id: number,
  values: ArticleSaveValues,
) {
  const now = ctx.clock.now();
  const article = await ctx.db.transaction(async (tx) => {
    await assertPlacesExist(tx, values.placeIds);
    const [saved] = await tx.select().from(articles).where(eq(articles.id, id));
    if (!saved) return undefined;
    await keepEarlierText(tx, saved, values, now);
    const [updated] = await tx
      .update(articles)
      .set({ ...articleColumns(values, now, saved.reviewedAt), updatedAt: now })
      .where(eq(articles.id, id))
      .returning();
    await replaceFeaturedPlaces(tx, id, values.placeIds);
    return { ...withReviewed(updated!), placeIds: values.placeIds };
  });
  if (article) ctx.cache.invalidate(ARTICLES_CACHE_PREFIX);
  return article;
}

/** Whether an article was deleted (its featured-place links go with it). */
export async function deleteArticle(ctx: Pick<AppContext, 'db' | 'cache'>, id: number): Promise<boolean> {
  const deleted = await ctx.db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (deleted.length > 0) ctx.cache.invalidate(ARTICLES_CACHE_PREFIX);
  return deleted.length > 0;
}

/** Asks the writer for a comparison article of the places, in their order; nothing is saved. */
export async function generateArticle(
  ctx: Pick<AppContext, 'db' | 'providers' | 'log'>,
  request: z.output<typeof articleGenerateBodySchema>,
): Promise<GeneratedArticle> {
  const rows = await ctx.db.select().from(places).where(inArray(places.id, request.placeIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = request.placeIds.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AppError(400, `Unknown place id: ${missing.join(', ')}`);
  const written = await ctx.providers.writer.writeArticle({
    title: request.title,
    places: request.placeIds.map((id) => placeFacts(byId.get(id)!)),
    length: request.articleLength,
    model: request.aiModel,
  });
  ctx.log.info(
    { writer: writerName(written.aiModel), placeIds: request.placeIds },
    `Drafted the article '${request.title}' with ${written.aiModel ?? 'the offline writer'}`,
  );
  return { content: written.content, excerpt: written.excerpt, aiModel: written.aiModel };
}
