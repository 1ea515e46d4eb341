import { FileText, Images, Languages, Lock, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { CATEGORY_LABELS, type PlaceStatus } from '../../../../common/categories';
import type { AdminPlace, CategoryChangeResult } from '../../../../common/schemas/places';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CategoryEditor } from './category-editor';
import { DescriptionReview } from './description-review';
import { PhotosEditor } from './photos-editor';
import { TranslationsPanel } from '../../../components/translations-panel';

const STATUS_BADGES: Record<PlaceStatus, BadgeVariant> = {
  published: 'success',
  pending: 'warning',
  archived: 'outline',
};

/** A small lock on a field the operator set by hand: the place sync keeps it (lockedFields). */
function LockMark({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex">
      <Lock className="size-3" aria-hidden="true" />
    </span>
  );
}

/**
 * One place of the admin list: name, address, status and category badges, its 'Edit Category' form and
 * its descriptions (current, draft, earlier), its photos and its translations.
 */
export function AdminPlaceRow({ place }: { place: AdminPlace }) {
  const [editing, setEditing] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [photos, setPhotos] = useState(false);
  const [translations, setTranslations] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const categoryLocked = place.lockedFields.includes('category');
  const descriptionLocked = place.lockedFields.includes('description');

  function closeEditor(result?: CategoryChangeResult) {
    setEditing(false);
    // A new draft opens beside the current text for review; else back to the button that opened the form.
    if (result?.draft) setReviewing(true);
    else requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <li className="px-4 py-3.5 sm:px-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="break-words font-sans text-base font-semibold leading-snug">{place.name}</h3>
          <p className="mt-0.5 break-words text-sm text-muted-foreground">{place.address ?? 'No address'}</p>
          {descriptionLocked && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
              <LockMark label="Description written by you: kept on sync" />
              Description kept on sync
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:justify-end">
          <Badge variant={STATUS_BADGES[place.status]}>{place.status}</Badge>
          <Badge variant="secondary">
            {CATEGORY_LABELS[place.category]}
            {categoryLocked && <LockMark label="Category set by you: kept on sync" />}
          </Badge>
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            aria-expanded={editing}
            aria-label={`Edit Category of ${place.name}`}
            onClick={() => (editing ? closeEditor() : setEditing(true))}
          >
            <Pencil aria-hidden="true" />
            Edit Category
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={reviewing}
            aria-label={`Description of ${place.name}`}
            onClick={() => setReviewing(!reviewing)}
          >
            <FileText aria-hidden="true" />
            Description
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={photos}
            aria-label={`Photos of ${place.name}`}
            onClick={() => setPhotos(!photos)}
          >
            <Images aria-hidden="true" />
            Photos
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={translations}
            aria-label={`Translations of ${place.name}`}
            onClick={() => setTranslations(!translations)}
          >
            <Languages aria-hidden="true" />
            Translations
          </Button>
        </div>
      </div>
      {editing && <CategoryEditor place={place} onClose={closeEditor} />}
      {reviewing && <DescriptionReview place={place} />}
      {photos && <PhotosEditor place={place} />}
      {translations && <TranslationsPanel kind="place" subject={place} headingLevel={4} />}
    </li>
  );
}
