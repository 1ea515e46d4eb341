/**
 * What a page in a language shows of a place or guide (issue 36): the place's name there from its source
 * (OpenStreetMap's name:xx) where one exists, else the usual name; the translated texts where a
 * translation exists, else the English ones. Read by the pages and by the server's page head alike.
 */
import type { ArticleInLanguage, PlaceInLanguage } from './schemas/translations';

/** A list card's name in the page's language: its source's name there where it gives one. */
export function cardPlaceName(
  place: { name: string; nameTranslations?: Record<string, string> },
  language: string,
): string {
  return place.nameTranslations?.[language] ?? place.name;
}

/** The place's name as the page in its language shows it. */
export function shownPlaceName(place: { name: string; inLanguage?: PlaceInLanguage }): string {
  return place.inLanguage?.name ?? place.name;
}

/** A place as its page in the read's language describes it: name and description there where known. */
export function placeInPageLanguage<
  P extends { name: string; description: string | null; inLanguage?: PlaceInLanguage },
>(place: P): P {
  const translated = place.inLanguage?.translation?.description;
  return { ...place, name: shownPlaceName(place), description: translated ?? place.description };
}

/** A guide as its page in the read's language heads it: its translated title and excerpt where translated. */
export function articleInPageLanguage<
  A extends { title: string; excerpt: string | null; inLanguage?: ArticleInLanguage },
>(article: A): A {
  const translation = article.inLanguage?.translation;
  return translation ? { ...article, title: translation.title, excerpt: translation.excerpt } : article;
}
