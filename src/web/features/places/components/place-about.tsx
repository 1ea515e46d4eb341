import type { Place } from '../../../../common/schemas/places';
import type { PlaceInLanguage } from '../../../../common/schemas/translations';
import { LANGUAGES } from '../../../../common/languages';
import { placeDescription } from '../../../../common/page-meta';
import { InEnglishNote } from '../../../components/in-english-note';
import { MachineTranslationNote } from '../../../components/machine-translation-note';
import { WrittenByNote } from '../../../components/written-by-note';
import { useTranslator } from '../../../lib/i18n';
import { DetailSection } from './detail-section';

/**
 * 'About': the description in the page's language where a translation exists (labelled while it is an
 * unreviewed machine translation), else as written in English with a note saying so (issue 36); with a
 * note when a writer wrote it (until, and after, the operator checks it). `description` is the text the
 * page shows: the translation's, when `inLanguage` has one (usePlace).
 */
export function PlaceAbout({
  place,
}: {
  place: Pick<Place, 'name' | 'category' | 'description' | 'descriptionWriter' | 'descriptionReviewed'> & {
    inLanguage?: PlaceInLanguage;
  };
}) {
  const { language, t } = useTranslator();
  const translation = place.inLanguage?.translation;
  const translated = typeof translation?.description === 'string';
  return (
    <DetailSection title={t('place.about')}>
      {translated ? (
        translation?.machine && <MachineTranslationNote className="mb-3" />
      ) : (
        <InEnglishNote className="mb-3" />
      )}
      {place.description && (
        <WrittenByNote
          writer={place.descriptionWriter}
          reviewed={place.descriptionReviewed}
          className="mb-3"
        />
      )}
      <p
        lang={translated ? LANGUAGES[language].locale : 'en'}
        dir={translated ? LANGUAGES[language].dir : 'ltr'}
        className="text-lg leading-relaxed text-foreground/90"
      >
        {placeDescription(place)}
      </p>
    </DetailSection>
  );
}
