/**
 * The pure part of the admin's photo editor: the photos waiting to be uploaded, the form an upload sends,
 * and moving a photo in the order.
 */
import { PHOTO_MAX_BYTES, PHOTOS_PER_UPLOAD } from '../../../../common/schemas/place-photos';

/** A file chosen or dropped, with the alt text and credit the operator gives it before it is sent. */
export interface StagedPhoto {
  key: string;
  file: File;
  alt: string;
  credit: string;
}

export const ALT_REQUIRED = 'Alt text is required: say what the photo shows';

/** The files as photos waiting for their alt text; `nextKey` names each one. */
export function stagePhotos(files: Iterable<File>, nextKey: () => string): StagedPhoto[] {
  return [...files].map((file) => ({ key: nextKey(), file, alt: '', credit: '' }));
}

/** What is wrong with a waiting photo before it is sent, by field; {} when nothing is. */
export function stagedPhotoErrors(photo: StagedPhoto): { alt?: string; file?: string } {
  return {
    ...(photo.alt.trim() === '' ? { alt: ALT_REQUIRED } : {}),
    ...(photo.file.size > PHOTO_MAX_BYTES
      ? { file: `"${photo.file.name}" is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.` }
      : {}),
  };
}

/** Why the waiting photos cannot go in one upload; null when they can. */
export function uploadCountError(count: number): string | null {
  return count > PHOTOS_PER_UPLOAD
    ? `Upload at most ${PHOTOS_PER_UPLOAD} photos at once: leave out ${count - PHOTOS_PER_UPLOAD}.`
    : null;
}

/** The upload's form: each file after its own alt and credit fields, as the server reads them. */
export function uploadForm(photos: StagedPhoto[]): FormData {
  const form = new FormData();
  for (const photo of photos) {
    form.append('alt', photo.alt.trim());
    form.append('credit', photo.credit.trim());
    form.append('file', photo.file, photo.file.name);
  }
  return form;
}

/** The ids with the one at `index` moved by `delta` places (-1 earlier, +1 later), kept inside the list. */
export function movePhoto(ids: readonly number[], index: number, delta: number): number[] {
  const target = Math.min(ids.length - 1, Math.max(0, index + delta));
  const order = [...ids];
  const [moved] = order.splice(index, 1);
  if (moved === undefined) return order;
  order.splice(target, 0, moved);
  return order;
}

/** The ids with the one dragged from `from` dropped at `to`'s place. */
export const dropPhoto = (ids: readonly number[], from: number, to: number) =>
  movePhoto(ids, from, to - from);
