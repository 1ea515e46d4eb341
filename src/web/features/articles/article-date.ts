import { formatArticleDate } from '../../../common/dates';
import { DEFAULT_LANGUAGE } from '../../../common/languages';
import { translatedLongDate, translatedShortDate } from '../../../common/translated-dates';
import type { Translator } from '../../lib/i18n';

/**
 * A guide's date: in English SPEC 2's 'Mar 5, 2026' (short) or 'March 5, 2026' (long); in another language
 * that language's order and month names from the catalogues ('5 Μαρ 2026', '5 Μαρτίου 2026').
 */
export function articleDate(
  { language, t }: Translator,
  value: string | Date,
  style: 'short' | 'long',
): string {
  if (language === DEFAULT_LANGUAGE) return formatArticleDate(value, style);
  return style === 'short' ? translatedShortDate(t, value) : translatedLongDate(t, value);
}
