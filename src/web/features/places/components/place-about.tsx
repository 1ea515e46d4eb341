import type { Place } from '../../../../common/schemas/places';
import { placeDescription } from '../../../../common/page-meta';
import { WrittenByNote } from '../../../components/written-by-note';
import { DetailSection } from './detail-section';

/** 'About': the description, with a note when a writer wrote it (until, and after, the operator checks it). */
export function PlaceAbout({
  place,
}: {
  place: Pick<Place, 'name' | 'category' | 'description' | 'descriptionWriter' | 'descriptionReviewed'>;
}) {
  return (
    <DetailSection title="About">
      {place.description && (
        <WrittenByNote
          writer={place.descriptionWriter}
          reviewed={place.descriptionReviewed}
          className="mb-3"
        />
      )}
      <p className="text-lg leading-relaxed text-foreground/90">{placeDescription(place)}</p>
    </DetailSection>
  );
}
