import type { PlaceInLanguage } from '../../../../common/schemas/translations';
import { LANGUAGES } from '../../../../common/languages';
import { MachineTranslationNote } from '../../../components/machine-translation-note';
import { useTranslator } from '../../../lib/i18n';
import { DetailSection } from './detail-section';

/**
 * 'Highlights' as a two-column list: in the page's language where a translation gives them, else as
 * written in English; nothing when the place has none. A machine translation is labelled here when 'About'
 * shows no translated description to carry the label.
 */
export function PlaceHighlights({
  highlights,
  translation,
}: {
  highlights: string[];
  translation?: NonNullable<PlaceInLanguage['translation']> | null;
}) {
  const { language, t } = useTranslator();
  const translated = translation && translation.highlights.length > 0 ? translation.highlights : null;
  const shown = translated ?? highlights;
  if (shown.length === 0) return null;
  return (
    <DetailSection title={t('place.highlights')}>
      {translated && translation?.machine && translation.description === null && (
        <MachineTranslationNote className="mb-3" />
      )}
      <ul
        lang={translated ? LANGUAGES[language].locale : 'en'}
        dir={translated ? LANGUAGES[language].dir : 'ltr'}
        className="grid gap-3 sm:grid-cols-2"
      >
        {shown.map((highlight) => (
          <li
            key={highlight}
            className="flex items-start gap-2.5 rounded-xl border border-border bg-card px-4 py-3 shadow-xs"
          >
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-terracotta-500" aria-hidden="true" />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
