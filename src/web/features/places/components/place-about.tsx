import type { Place } from '../../../../common/schemas/places';
import { placeDescription } from '../../../../common/page-meta';
import { InEnglishNote } from '../../../components/in-english-note';
import { WrittenByNote } from '../../../components/written-by-note';
import { useTranslator } from '../../../lib/i18n';
import { DetailSection } from './detail-section';

/**
 * 'About': the description as written, in English (a note says so on a page in another language), with a
 * note when a writer wrote it (until, and after, the operator checks it).
 */
export function PlaceAbout({
  place,
}: {
  place: Pick<Place, 'name' | 'category' | 'description' | 'descriptionWriter' | 'descriptionReviewed'>;
}) {
  const { t } = useTranslator();
  return (
    <DetailSection title={t('place.about')}>
      <InEnglishNote className="mb-3" />
      {place.description && (
        <WrittenByNote
          writer={place.descriptionWriter}
          reviewed={place.descriptionReviewed}
          className="mb-3"
        />
      )}
      <p lang="en" dir="ltr" className="text-lg leading-relaxed text-foreground/90">
        {placeDescription(place)}
      </p>
    </DetailSection>
  );
}
