/**
 * The page heads whose words come from the message catalogues (issue 36), in any language: the web app's
 * <Seo> and the server, which writes them into the page before any JavaScript runs, read them alike. Apart
 * from page-meta.ts (the other pages' words, in English), which the home page's first load does without.
 */
import type { Translate } from './i18n';
import type { CategoryFilter, PageMeta } from './page-meta';
import { pageTitle } from './site';

/**
 * Their messages: the home, contact, places list, favourites, What's On, guides list, log-in, legal and
 * not-found pages'.
 */
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
  | 'notFound.description'
  | 'guides.meta.title'
  | 'guides.meta.description'
  | 'auth.meta.title'
  | 'auth.meta.description'
  | `legal.${LegalPage}.title`
  | `legal.${LegalPage}.description`;

/** The legal pages, by their message ids' middle part ('legal.privacy.title'). */
export const LEGAL_PAGES = {
  '/privacy-policy': 'privacy',
  '/terms-of-service': 'terms',
  '/cookie-policy': 'cookies',
} as const;
export type LegalPath = keyof typeof LEGAL_PAGES;
type LegalPage = (typeof LEGAL_PAGES)[LegalPath];

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

/** The guides list (/blog). */
export function guidesMeta(t: Translate<HeadMessage>): PageMeta {
  return { title: pageTitle(t('guides.meta.title')), description: t('guides.meta.description') };
}

/** /login, a personal page kept out of search results. */
export function loginMeta(t: Translate<HeadMessage>): PageMeta {
  return { title: pageTitle(t('auth.meta.title')), description: t('auth.meta.description'), noindex: true };
}

/** A legal page: its heading is its title. */
export function legalMeta(t: Translate<HeadMessage>, path: LegalPath): PageMeta {
  const page = LEGAL_PAGES[path];
  return { title: pageTitle(t(`legal.${page}.title`)), description: t(`legal.${page}.description`) };
}
