import { Sparkles } from 'lucide-react';
import type { Place } from '../../../../common/schemas/places';
import { placeDescription } from '../../../../common/page-meta';
import { DetailSection } from './detail-section';

/** 'About': the description, marked when it was written with AI. */
export function PlaceAbout({
  place,
}: {
  place: Pick<Place, 'name' | 'category' | 'description' | 'descriptionByAi'>;
}) {
  return (
    <DetailSection title="About">
      {place.descriptionByAi && (
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-sea-50 px-3 py-1 text-xs font-semibold text-sea-800 ring-1 ring-inset ring-sea-200">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Description written with AI assistance
        </p>
      )}
      <p className="text-lg leading-relaxed text-foreground/90">{placeDescription(place)}</p>
    </DetailSection>
  );
}
