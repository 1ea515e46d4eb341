import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { photoVariantUrl, variantWidths } from '../../../../common/photo-sources';
import type { OperatorPhoto } from '../../../../common/schemas/place-photos';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { fieldErrors } from '../../../lib/api-client';
import { ALT_REQUIRED } from './place-photos';
import { useUpdatePhoto } from './place-photos-api';

export interface PhotoItemProps {
  placeId: number;
  photo: OperatorPhoto;
  /** 1-based, as the operator counts. */
  number: number;
  count: number;
  busy: boolean;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

/** One of the place's photos: a thumbnail, its alt text and credit (saved together), move and remove. */
export function PhotoItem({ placeId, photo, number, count, busy, onMove, onRemove }: PhotoItemProps) {
  const [alt, setAlt] = useState(photo.alt);
  const [credit, setCredit] = useState(photo.credit ?? '');
  const [altError, setAltError] = useState<string>();
  const update = useUpdatePhoto(placeId);
  const changed = alt !== photo.alt || credit !== (photo.credit ?? '');

  function save(event: FormEvent) {
    event.preventDefault();
    if (alt.trim() === '') return setAltError(ALT_REQUIRED);
    setAltError(undefined);
    update.mutate(
      { photoId: photo.id, patch: { alt, credit } },
      { onError: (error) => setAltError(fieldErrors(error).alt) },
    );
  }

  return (
    <form
      onSubmit={save}
      aria-label={`Photo ${number}: ${photo.alt}`}
      className="grid gap-3 rounded-xl border border-border bg-card p-3 sm:grid-cols-[auto_128px_1fr]"
    >
      <GripVertical
        className="hidden size-5 cursor-grab self-center text-muted-foreground sm:block"
        aria-hidden="true"
      />
      <img
        src={photoVariantUrl(photo.hash, variantWidths(photo.width)[0]!, 'webp')}
        alt={photo.alt}
        width={128}
        height={Math.round((128 * photo.height) / photo.width)}
        className="aspect-[4/3] w-40 rounded-lg object-cover sm:w-32"
      />
      <div className="grid min-w-0 gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Alt text" error={altError ? { message: altError } : undefined}>
            {(control) => (
              <Input
                {...control}
                value={alt}
                maxLength={300}
                onChange={(event) => setAlt(event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Credit">
            {(control) => (
              <Input
                {...control}
                value={credit}
                maxLength={200}
                placeholder="Who took it (optional)"
                onChange={(event) => setCredit(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" disabled={!changed || update.isPending}>
            Save
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Move photo ${number} earlier`}
            disabled={busy || number === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
            Earlier
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Move photo ${number} later`}
            disabled={busy || number === count}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
            Later
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove photo ${number}`}
            disabled={busy}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
          <span className="text-xs text-muted-foreground">
            {photo.width} × {photo.height}
            {number === 1 && ' · shown first'}
          </span>
        </div>
      </div>
    </form>
  );
}
