import type { MessageId, Translator } from '../../lib/i18n';

/**
 * The guides' categories the site comes with, by their English names, and their messages: a category the
 * operator names otherwise shows as written.
 */
const CATEGORY_MESSAGES = new Map<string, MessageId>([
  ['Beaches', 'guides.category.beaches'],
  ['Day Trips', 'guides.category.dayTrips'],
  ['Family', 'guides.category.family'],
  ['Food & Drink', 'guides.category.foodDrink'],
  ['History & Culture', 'guides.category.historyCulture'],
]);

/** A guide's category in the page's language: 'Beaches', 'Παραλίες'. */
export function guideCategoryLabel(t: Translator['t'], category: string): string {
  const id = CATEGORY_MESSAGES.get(category);
  return id ? t(id) : category;
}
