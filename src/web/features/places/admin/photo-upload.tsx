import { ImagePlus, LoaderCircle, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { PHOTOS_PER_UPLOAD } from '../../../../common/schemas/place-photos';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUploadPhotos } from './place-photos-api';
import { stagedPhotoErrors, stagePhotos, uploadCountError, type StagedPhoto } from './place-photos';

/** What the file picker offers; the server decides by the file's bytes, whatever it is called. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** One photo waiting to be sent: its preview, name, alt text (required) and credit. */
function StagedPhotoFields({
  photo,
  showErrors,
  disabled,
  onChange,
  onRemove,
}: {
  photo: StagedPhoto;
  showErrors: boolean;
  disabled: boolean;
  onChange: (photo: StagedPhoto) => void;
  onRemove: () => void;
}) {
  const [preview] = useState(() => URL.createObjectURL(photo.file));
  const [unreadable, setUnreadable] = useState(false);
  const errors = showErrors ? stagedPhotoErrors(photo) : {};
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-3 sm:grid-cols-[96px_1fr_auto]">
      {unreadable ? (
        // The browser cannot show it either (a HEIC photo in most browsers, or not a photo at all).
        <div aria-hidden="true" className="aspect-[4/3] w-24 rounded-lg bg-sand-200" />
      ) : (
        <img
          src={preview}
          alt=""
          onError={() => setUnreadable(true)}
          className="aspect-[4/3] w-24 rounded-lg object-cover"
        />
      )}
      <div className="grid min-w-0 gap-3 sm:grid-cols-2">
        <p className="break-words text-sm font-medium sm:col-span-2">
          {photo.file.name}
          {errors.file && <span className="block text-destructive">{errors.file}</span>}
        </p>
        <FormField
          label={`Alt text of ${photo.file.name}`}
          error={errors.alt ? { message: errors.alt } : undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={photo.alt}
              required
              maxLength={300}
              disabled={disabled}
              placeholder="What the photo shows"
              onChange={(event) => onChange({ ...photo, alt: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={`Credit of ${photo.file.name}`}>
          {(control) => (
            <Input
              {...control}
              value={photo.credit}
              maxLength={200}
              disabled={disabled}
              placeholder="Who took it (optional)"
              onChange={(event) => onChange({ ...photo, credit: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <Button
        variant="ghost"
        size="icon"
        disabled={disabled}
        aria-label={`Leave out ${photo.file.name}`}
        onClick={onRemove}
        className="justify-self-end"
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * Adding photos: drop them on the zone or choose them (several at once), give each its alt text and credit,
 * then upload them together. A refusal (not a photo, too big, too many pixels) shows the server's message.
 */
export function PhotoUpload({ placeId, placeName }: { placeId: number; placeName: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef(0);
  const [staged, setStaged] = useState<StagedPhoto[]>([]);
  const [dragging, setDragging] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const upload = useUploadPhotos(placeId);

  function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    upload.reset();
    // Read the files now: the input is emptied right after, and its FileList with it.
    const chosen = stagePhotos(files, () => `${id}-${(keys.current += 1)}`);
    setStaged((current) => [...current, ...chosen]);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  }

  const tooMany = showErrors ? uploadCountError(staged.length) : null;

  function send() {
    setShowErrors(true);
    if (uploadCountError(staged.length)) return;
    if (staged.some((photo) => Object.keys(stagedPhotoErrors(photo)).length > 0)) return;
    upload.mutate(staged, {
      onSuccess: () => {
        toast({
          title: staged.length === 1 ? 'Photo uploaded' : `${staged.length} photos uploaded`,
          description: `${placeName} now shows ${staged.length === 1 ? 'it' : 'them'}.`,
        });
        setStaged([]);
        setShowErrors(false);
      },
    });
  }

  return (
    <div className="grid gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input bg-card px-4 py-6 text-center',
          dragging && 'border-sea-600 bg-sea-50',
        )}
      >
        <ImagePlus className="size-8 text-sea-700" aria-hidden="true" />
        <p className="text-sm font-medium">Drop photos here, or</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          Choose photos
        </Button>
        <p className="text-xs text-muted-foreground">
          JPEG, PNG, WebP or HEIC; at most 15 MB and 40 megapixels each, {PHOTOS_PER_UPLOAD} at a time.
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label={`Choose photos of ${placeName}`}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      {staged.length > 0 && (
        <>
          <ul className="grid gap-2" aria-label="Photos to upload">
            {staged.map((photo) => (
              <StagedPhotoFields
                key={photo.key}
                photo={photo}
                showErrors={showErrors}
                disabled={upload.isPending}
                onChange={(changed) =>
                  setStaged((current) => current.map((item) => (item.key === changed.key ? changed : item)))
                }
                onRemove={() => setStaged((current) => current.filter((item) => item.key !== photo.key))}
              />
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={send} disabled={upload.isPending}>
              {upload.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {staged.length === 1 ? 'Upload photo' : `Upload ${staged.length} photos`}
            </Button>
            <Button variant="ghost" onClick={() => setStaged([])} disabled={upload.isPending}>
              Clear
            </Button>
          </div>
        </>
      )}
      {tooMany && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
          {tooMany}
        </p>
      )}
      {upload.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
          {errorMessage(upload.error, 'The upload failed.')}
        </p>
      )}
    </div>
  );
}
