/**
 * The page heads whose words come from the message catalogues (issue 36), in any language: the web app's
 * <Seo> and the server, which writes them into the page before any JavaScript runs, read them alike. Apart
 * from page-meta.ts (the other pages' words, in English), which the home page's first load does without.
 */
import type { Translate } from './i18n';
import type { CategoryFilter, PageMeta } from './page-meta';
import { pageTitle } from './site';

/** Their messages: the home, contact, places list, favourites, What's On and not-found pages' so far. */
type HeadMessage =
  | 'meta.home.title'
  | 'meta.home.description'
  | 'contact.meta.title'
  | 'contact.meta.description'
  | 'places.meta.title'
  | 'places.meta.description'
  | 'favorites.title'
  | 'favorites.meta.description'
  | 'events.meta.title'
  | 'events.meta.description'
  | 'notFound.title'
  | 'notFound.description';

export function homeMeta(t: Translate<HeadMessage>): PageMeta {
  return { title: t('meta.home.title'), description: t('meta.home.description') };
}

export function contactMeta(t: Translate<HeadMessage>): PageMeta {
  return { title: pageTitle(t('contact.meta.title')), description: t('contact.meta.description') };
}

/** /places by category: 'Best Beaches in Paphos, Cyprus', or 'All Places in Paphos'. */
export function placesMeta(t: Translate<HeadMessage>, category: CategoryFilter): PageMeta {
  return {
    title: pageTitle(t('places.meta.title', { category })),
    description: t('places.meta.description', { category }),
  };
}

/** /my-favorites, a personal page kept out of search results. */
export function favoritesMeta(t: Translate<HeadMessage>): PageMeta {
  return {
    title: pageTitle(t('favorites.title')),
    description: t('favorites.meta.description'),
    noindex: true,
  };
}

/** What's On (/events). */
export function eventsMeta(t: Translate<HeadMessage>): PageMeta {
  return { title: pageTitle(t('events.meta.title')), description: t('events.meta.description') };
}

/** What any unknown path shows (SPEC 2: 'Page Not Found'), kept out of search results. */
export function notFoundMeta(t: Translate<HeadMessage>): PageMeta {
  return { title: pageTitle(t('notFound.title')), description: t('notFound.description'), noindex: true };
}
