import { CATEGORY_LABELS, type PlaceCategory } from './categories';
import { isPersonalPage, PAGES, type NamedPagePath } from './pages';
import { pageTitle } from './site';

/**
 * Titles and descriptions of every page, used by the web app's <Seo> and by the server, which writes them
 * into the HTML before any JavaScript runs (search engines and link previews read that).
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Kept out of search results (personal and operator pages, the not-found page). */
  noindex?: boolean;
}

/** A page whose title and description never change (pages.ts); a personal one is kept out of search results. */
export function staticPageMeta(path: NamedPagePath): PageMeta {
  const page = PAGES[path];
  return {
    title: pageTitle(page.name),
    description: page.description,
    ...(isPersonalPage(path) ? { noindex: true } : {}),
  };
}

export type CategoryFilter = 'all' | PlaceCategory;

/** The place's description, or '{name}, a {category} in Paphos, Cyprus.' when it has none. */
export function placeDescription(place: {
  name: string;
  category: PlaceCategory;
  description: string | null;
}): string {
  return (
    place.description ??
    `${place.name}, a ${CATEGORY_LABELS[place.category].toLowerCase()} in Paphos, Cyprus.`
  );
}

export const META_DESCRIPTION_MAX = 155;

/** Cuts text to at most `max` characters, at a word boundary when one is close, ending in '…'. */
export function truncateText(text: string, max: number = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,.;:–-]+$/, '')}…`;
}

export function placeMeta(place: Parameters<typeof placeDescription>[0]): PageMeta {
  return { title: pageTitle(place.name), description: truncateText(placeDescription(place)) };
}

/** The event's description, or '{name} at {venue}, Paphos, Cyprus.' when it has none. */
export function eventDescription(event: {
  name: string;
  description: string | null;
  venueName: string | null;
}): string {
  return (
    event.description ?? `${event.name}${event.venueName ? ` at ${event.venueName}` : ''}, Paphos, Cyprus.`
  );
}

export function eventMeta(event: Parameters<typeof eventDescription>[0]): PageMeta {
  return { title: pageTitle(event.name), description: truncateText(eventDescription(event)) };
}

export function articleMeta(article: { title: string; excerpt: string | null }): PageMeta {
  return { title: pageTitle(article.title), description: article.excerpt || article.title };
}
