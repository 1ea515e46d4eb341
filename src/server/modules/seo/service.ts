import { asc, eq } from 'drizzle-orm';
import { generatePath } from 'react-router';
import { CATEGORY_PLURALS, isPlaceCategory, PLACE_CATEGORIES } from '../../../common/categories';
import {
  LANGUAGE_CODES,
  languageAlternates,
  samePageIn,
  splitLanguagePath,
  type Language,
} from '../../../common/languages';
import { articleMeta, eventMeta, placeMeta, staticPageMeta } from '../../../common/page-meta';
import { FIXED_PUBLIC_PAGES, matchPage, type PageMatch } from '../../../common/pages';
import {
  contactMeta,
  eventsMeta,
  favoritesMeta,
  guidesMeta,
  homeMeta,
  legalMeta,
  loginMeta,
  notFoundMeta,
  placesMeta,
} from '../../../common/translated-meta';
import { eventIdParamsSchema } from '../../../common/schemas/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { articles, places } from '../../db/schema';
import { translateIn } from '../../lib/catalogues';
import { cachedEvent } from '../events/service';
import { cachedPublishedArticleIn, cachedPublishedPlaceIn } from '../translations/service';
import { articleInPageLanguage, placeInPageLanguage } from '../../../common/content-in-language';
import type { Alternate, PageHead } from './head';
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  eventJsonLd,
  placeBreadcrumbs,
  placeJsonLd,
  websiteJsonLd,
} from './structured-data';

/** A published page of a domain: its slug and when it last changed. */
interface PublishedPage {
  slug: string;
  updatedAt: Date;
}

/** Cached under each domain's prefix, so the writes that already clear 'places:' / 'articles:' clear these. */
const PLACE_PAGES_KEY = 'places:published-pages';
const ARTICLE_PAGES_KEY = 'articles:published-pages';

function loadPlacePages(db: Db): Promise<PublishedPage[]> {
  return db
    .select({ slug: places.slug, updatedAt: places.updatedAt })
    .from(places)
    .where(eq(places.status, 'published'))
    .orderBy(asc(places.slug));
}

function loadArticlePages(db: Db): Promise<PublishedPage[]> {
  return db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .orderBy(asc(articles.slug));
}

function publishedPlacePages(ctx: AppContext): Promise<readonly PublishedPage[]> {
  return ctx.cache.get(PLACE_PAGES_KEY, () => loadPlacePages(ctx.db));
}

function publishedArticlePages(ctx: AppContext): Promise<readonly PublishedPage[]> {
  return ctx.cache.get(ARTICLE_PAGES_KEY, () => loadArticlePages(ctx.db));
}

/** A page the web app would show for a path: its HTTP status and what the server writes into <head>. */
export interface PageDescription {
  status: 200 | 404;
  head: PageHead;
}

/**
 * Describes the page a GET of this path opens: a known route, and for a place or a guide a published one
 * (for an event, one that exists), answers 200 with its title, description, canonical URL and JSON-LD;
 * anything else is 404 with the not-found page's (the web app then shows its not-found screen). A path
 * under a language's prefix ('/el/contact') is that page in that language, with its canonical URL there
 * and, for a page search engines may list, the same page in every language as alternates.
 */
export async function describePage(
  ctx: AppContext,
  pathname: string,
  search: URLSearchParams,
  origin: string,
): Promise<PageDescription> {
  const match = matchPage(pathname);
  const page = match && (await pageHead(ctx, match, search, origin));
  if (match && page) {
    const canonical = inLanguage(match.language, page.canonical, origin);
    const alternates = page.noindex ? [] : pageAlternates(page.canonical, origin);
    return { status: 200, head: { ...page, canonical, language: match.language, alternates } };
  }
  const { language } = splitLanguagePath(pathname);
  return {
    status: 404,
    head: {
      ...notFoundMeta(translateIn(language)),
      canonical: origin + pathname,
      type: 'website',
      jsonLd: [],
      language,
      alternates: [],
    },
  };
}

/** An absolute URL of this site, as the same page in `language`. */
function inLanguage(language: Language, url: string, origin: string): string {
  const { pathname, search } = new URL(url);
  return origin + samePageIn(language, pathname, search);
}

/** The page in every language, and the English page as the default for any other. */
function pageAlternates(englishUrl: string, origin: string): Alternate[] {
  const { pathname, search } = new URL(englishUrl);
  return languageAlternates(pathname, search).map(({ hreflang, path }) => ({
    hreflang,
    href: origin + path,
  }));
}

/** A page's head as in English (its URLs without a prefix), its words in the page's language where translated. */
async function pageHead(
  ctx: AppContext,
  { path, params, language }: PageMatch,
  search: URLSearchParams,
  origin: string,
): Promise<Omit<PageHead, 'language' | 'alternates'> | null> {
  const canonical = origin + generatePath(path, params);
  switch (path) {
    case '/':
      return {
        ...homeMeta(translateIn(language)),
        canonical,
        type: 'website',
        jsonLd: [websiteJsonLd(origin)],
      };
    case '/contact':
      return { ...contactMeta(translateIn(language)), canonical, type: 'website', jsonLd: [] };
    case '/events':
      return { ...eventsMeta(translateIn(language)), canonical, type: 'website', jsonLd: [] };
    case '/my-favorites':
      return { ...favoritesMeta(translateIn(language)), canonical, type: 'website', jsonLd: [] };
    case '/places': {
      const category = search.get('category');
      const filter = isPlaceCategory(category) ? category : 'all';
      const trail: [string, string][] = [['Places', '/places']];
      if (filter !== 'all') trail.push([CATEGORY_PLURALS[filter], `/places?category=${filter}`]);
      return {
        ...placesMeta(translateIn(language), filter),
        canonical: filter === 'all' ? canonical : `${canonical}?category=${filter}`,
        type: 'website',
        jsonLd: [breadcrumbJsonLd(trail, origin)],
      };
    }
    case '/places/:slug': {
      const place = await cachedPublishedPlaceIn(ctx, params.slug ?? '', language);
      if (!place) return null;
      const image = place.photos[0];
      return {
        ...placeMeta(placeInPageLanguage(place)),
        canonical,
        ...(image ? { image: absoluteUrl(origin, image) } : {}),
        type: 'website',
        jsonLd: [placeJsonLd(place, origin), placeBreadcrumbs(place, origin)],
      };
    }
    case '/events/:id': {
      // An id the API would refuse ('abc', '0') is a page that does not exist.
      const id = eventIdParamsSchema.safeParse(params);
      const event = id.success ? await cachedEvent(ctx, id.data.id) : null;
      if (!event) return null;
      return {
        ...eventMeta(event),
        canonical: `${origin}/events/${event.id}`,
        ...(event.imageUrl ? { image: absoluteUrl(origin, event.imageUrl) } : {}),
        type: 'website',
        jsonLd: [eventJsonLd(event, origin)],
      };
    }
    case '/blog/:slug': {
      const article = await cachedPublishedArticleIn(ctx, params.slug ?? '', language);
      if (!article) return null;
      return {
        ...articleMeta(articleInPageLanguage(article)),
        canonical,
        ...(article.featuredImageUrl ? { image: absoluteUrl(origin, article.featuredImageUrl) } : {}),
        type: 'article',
        jsonLd: [
          articleJsonLd(article, origin),
          breadcrumbJsonLd(
            [
              ['Guides', '/blog'],
              [article.title, `/blog/${article.slug}`],
            ],
            origin,
          ),
        ],
      };
    }
    case '/blog':
      return {
        ...guidesMeta(translateIn(language)),
        canonical,
        type: 'website',
        jsonLd: [breadcrumbJsonLd([['Guides', '/blog']], origin)],
      };
    case '/login':
      return { ...loginMeta(translateIn(language)), canonical, type: 'website', jsonLd: [] };
    case '/privacy-policy':
    case '/terms-of-service':
    case '/cookie-policy':
      return { ...legalMeta(translateIn(language), path), canonical, type: 'website', jsonLd: [] };
    default:
      return { ...staticPageMeta(path), canonical, type: 'website', jsonLd: [] };
  }
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The most URLs one sitemap file holds: a fifth of the sitemaps.org limit (50,000), so each stays small. */
export const URLS_PER_SITEMAP = 10_000;

/** The most pages one file lists: each is listed once in every language. */
export const PAGES_PER_SITEMAP = Math.floor(URLS_PER_SITEMAP / LANGUAGE_CODES.length);

/** One file of the sitemap index: its name under /sitemaps/ and the pages it lists. */
export interface SitemapFile {
  name: string;
  entries: readonly SitemapEntry[];
}

/**
 * Every page a search engine should know, one file per kind: the static pages and each category's list, the
 * guides, and the published places in files of PAGES_PER_SITEMAP (places-1.xml, places-2.xml...). Each
 * page is listed in every language (renderSitemap).
 */
export async function sitemapFiles(ctx: AppContext): Promise<SitemapFile[]> {
  const [placePages, articlePages] = await Promise.all([
    publishedPlacePages(ctx),
    publishedArticlePages(ctx),
  ]);
  return [
    {
      name: 'pages.xml',
      entries: [
        ...FIXED_PUBLIC_PAGES.map((path) => ({ path })),
        ...PLACE_CATEGORIES.map((category) => ({ path: `/places?category=${category}` })),
      ],
    },
    {
      name: 'guides.xml',
      entries: articlePages.map((page) => ({ path: `/blog/${page.slug}`, lastModified: page.updatedAt })),
    },
    ...inChunks(
      placePages.map((page) => ({ path: `/places/${page.slug}`, lastModified: page.updatedAt })),
      PAGES_PER_SITEMAP,
    ).map((entries, index) => ({ name: `places-${index + 1}.xml`, entries })),
  ];
}

/** The list cut into runs of `size`; always at least one run, so an empty kind still has its file. */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks.length > 0 ? chunks : [[]];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The newest change among a file's entries, for the index's lastmod; undefined when none has one. */
function newestChange(entries: readonly SitemapEntry[]): Date | undefined {
  let newest: Date | undefined;
  for (const entry of entries) {
    if (entry.lastModified && (!newest || entry.lastModified > newest)) newest = entry.lastModified;
  }
  return newest;
}

/** The sitemaps.org index naming each file under /sitemaps/, with its newest change. */
export function renderSitemapIndex(origin: string, files: readonly SitemapFile[]): string {
  const sitemaps = files.map((file) => {
    const newest = newestChange(file.entries);
    const lastModified = newest ? `<lastmod>${isoDay(newest)}</lastmod>` : '';
    return `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file.name}`)}</loc>${lastModified}</sitemap>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    sitemaps.join('\n') +
    '\n</sitemapindex>\n'
  );
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The sitemaps.org XML for the entries, with absolute URLs on the given origin: each page in every language,
 * each of its URLs naming all of them (and the English page as the default) as alternates, as search
 * engines ask of pages in several languages.
 */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${isoDay(entry.lastModified)}</lastmod>` : '';
    const [pathname = '/', query] = entry.path.split('?', 2);
    const pages = languageAlternates(pathname, query ? `?${query}` : '');
    const alternates = pages
      .map(
        ({ hreflang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`,
      )
      .join('');
    return pages
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(({ path }) => `<url><loc>${escapeXml(origin + path)}</loc>${lastModified}${alternates}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** robots.txt: everything public may be crawled except the admin page and the API; names the sitemap index. */
export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
