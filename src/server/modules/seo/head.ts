import { LANGUAGES, type Language } from '../../../common/languages';
import type { PageMeta } from '../../../common/page-meta';
import type { JsonLd } from './structured-data';

/** The same page in another language, for search engines: hreflang 'el' (or 'x-default') and its URL. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** What the server writes into a page's <head> before any JavaScript runs. */
export interface PageHead extends PageMeta {
  /** Absolute canonical URL. */
  canonical: string;
  image?: string;
  type: 'website' | 'article';
  jsonLd: JsonLd[];
  /** The page's language: its <html lang dir>, and the catalogue the page loads with its scripts. */
  language: Language;
  /** The page in every language, and 'x-default'; none for a page kept out of search results. */
  alternates: Alternate[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside <script>: '<' escaped so no text can close the script element. */
function scriptJson(value: JsonLd): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/**
 * The shell in the page's language (`<html lang dir>`, and of the catalogues the build names as module
 * preloads, only its own) with the page's title and description in place of the defaults, and its
 * canonical link, language alternates, Open Graph and Twitter tags and JSON-LD blocks added at the end of
 * <head>. The JSON-LD blocks carry data-page, so the web app can drop them once the visitor moves to
 * another page.
 */
export function renderShellHead(shell: string, head: PageHead, pathname: string): string {
  const { locale, dir } = LANGUAGES[head.language];
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map(
      (block) =>
        `<script type="application/ld+json" data-page="${escapeHtml(pathname)}">${scriptJson(block)}</script>`,
    ),
  ];
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}" dir="${dir}">`)
    .replace(/\s*<link rel="modulepreload" [^>]*data-language="([a-z]+)"[^>]*>/g, (tag, language) =>
      language === head.language ? tag : '',
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () =>
      meta('name', 'description', head.description),
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
