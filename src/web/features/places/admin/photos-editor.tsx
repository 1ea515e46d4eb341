import { useState } from 'react';
import type { AdminPlace } from '../../../../common/schemas/places';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { PhotoItem } from './photo-item';
import { PhotoUpload } from './photo-upload';
import { dropPhoto, movePhoto } from './place-photos';
import { useRemovePhoto, useReorderPhotos, usePlacePhotos } from './place-photos-api';

/**
 * 'Photos' of one place: the operator's own photos in the order the site shows them (the first one wins over
 * any drawing or provider photo), each with its alt text and credit; drag or move them, remove them, add more.
 */
export function PhotosEditor({ place }: { place: AdminPlace }) {
  const photos = usePlacePhotos(place.id);
  const reorder = useReorderPhotos(place.id);
  const remove = useRemovePhoto(place.id);
  const [dragged, setDragged] = useState<number | null>(null);
  const list = photos.data ?? [];
  const ids = list.map((photo) => photo.id);
  const busy = reorder.isPending || remove.isPending;

  return (
    <section
      aria-label={`Photos of ${place.name}`}
      className="mt-3 grid gap-4 rounded-xl border border-border bg-sand-50 p-4"
    >
      <div>
        <h4 className="font-sans text-sm font-semibold">Photos of {place.name}</h4>
        <p className="text-sm text-muted-foreground">
          The first photo shows on the place&rsquo;s card and page, and when it is shared. Location and camera
          details are removed from every photo.
        </p>
      </div>
      {photos.isPending && <Skeleton className="h-24 w-full" />}
      {photos.isError && (
        <LoadError what="the photos" error={photos.error} onRetry={() => void photos.refetch()} />
      )}
      {photos.isSuccess && list.length === 0 && (
        <p className="text-sm text-muted-foreground">No photos yet: the place shows its drawing.</p>
      )}
      {list.length > 0 && (
        <ol className="grid gap-2" aria-label={`Photos of ${place.name}, in order`}>
          {list.map((photo, index) => (
            <li
              key={photo.id}
              draggable={!busy}
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => dragged !== null && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null && dragged !== index) reorder.mutate(dropPhoto(ids, dragged, index));
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <PhotoItem
                placeId={place.id}
                photo={photo}
                number={index + 1}
                count={list.length}
                busy={busy}
                onMove={(delta) => reorder.mutate(movePhoto(ids, index, delta))}
                onRemove={() =>
                  remove.mutate(photo.id, { onSuccess: () => toast({ title: 'Photo removed' }) })
                }
              />
            </li>
          ))}
        </ol>
      )}
      <PhotoUpload placeId={place.id} placeName={place.name} />
    </section>
  );
}
