import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articlePlaces, articles, places } from '../../db/schema';
import { publicPlaceColumns } from '../places/service';
import { renderArticleHtml } from './render';

const isPublished = eq(articles.status, 'published');

type ArticleRow = typeof articles.$inferSelect;

/** The public side gets HTML; the stored markdown stays for the admin editor. */
function publicArticle(row: ArticleRow) {
  return {
    ...row,
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
