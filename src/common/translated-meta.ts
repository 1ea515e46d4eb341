/**
 * The page heads whose words come from the message catalogues (issue 36), in any language: the web app's
 * <Seo> and the server, which writes them into the page before any JavaScript runs, read them alike. Apart
 * from page-meta.ts (the other pages' words, in English), which the home page's first load does without.
 */
import type { Translate } from './i18n';
import type { PageMeta } from './page-meta';
import { pageTitle } from './site';

/** Their messages: the home, contact and not-found pages' so far. */
type HeadMessage =
  | 'meta.home.title'
  | 'meta.home.description'
  | 'contact.meta.title'
  | 'contact.meta.description'
  | 'notFound.title'
  | 'notFound.description';

export function homeMeta(t: Translate<HeadMessage>): PageMeta {
  return { title: t('meta.home.title'), description: t('meta.home.description') };
}

export function contactMeta(t: Translate<HeadMessage>): PageMeta {
  return { title: pageTitle(t('contact.meta.title')), description: t('contact.meta.description') };
}

/** What any unknown path shows (SPEC 2: 'Page Not Found'), kept out of search results. */
export function notFoundMeta(t: Translate<HeadMessage>): PageMeta {
  return { title: pageTitle(t('notFound.title')), description: t('notFound.description'), noindex: true };
}
