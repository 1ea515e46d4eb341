import { describe, expect, it } from 'vitest';
import {
  ALT_REQUIRED,
  dropPhoto,
  movePhoto,
  stagedPhotoErrors,
  stagePhotos,
  uploadCountError,
  uploadForm,
} from '../../src/web/features/places/admin/place-photos';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('movePhoto', () => {
  it('moves a photo one place earlier or later', () => {
    expect(movePhoto([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movePhoto([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('keeps the first and last photos inside the list', () => {
    expect(movePhoto([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movePhoto([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('dropPhoto', () => {
  it('puts a dragged photo at the place of the one it is dropped on', () => {
    expect(dropPhoto([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(dropPhoto([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
  });
});

describe('a photo waiting to be uploaded', () => {
  it('needs its alt text, and must be at most 15 MB', () => {
    const [photo] = stagePhotos([file('harbour.jpg')], () => 'a');
    expect(stagedPhotoErrors(photo!)).toEqual({ alt: ALT_REQUIRED });
    expect(stagedPhotoErrors({ ...photo!, alt: '  ' })).toEqual({ alt: ALT_REQUIRED });
    expect(stagedPhotoErrors({ ...photo!, alt: 'The harbour' })).toEqual({});
    const big = { ...photo!, alt: 'Big', file: file('big.jpg', 15 * 1024 * 1024 + 1) };
    expect(stagedPhotoErrors(big)).toEqual({ file: '"big.jpg" is larger than 15 MB.' });
  });

  it('is sent after its own alt text and credit, in the order chosen', () => {
    let key = 0;
    const photos = stagePhotos([file('one.jpg'), file('two.jpg')], () => String((key += 1)));
    const form = uploadForm([
      { ...photos[0]!, alt: ' The harbour ', credit: 'Maria' },
      { ...photos[1]!, alt: 'A table', credit: '' },
    ]);
    expect(
      [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    ).toEqual([
      ['alt', 'The harbour'],
      ['credit', 'Maria'],
      ['file', 'one.jpg'],
      ['alt', 'A table'],
      ['credit', ''],
      ['file', 'two.jpg'],
    ]);
  });
});

describe('uploadCountError', () => {
  it('lets up to 6 photos go in one upload, and says how many to leave out beyond that', () => {
    expect(uploadCountError(6)).toBeNull();
    expect(uploadCountError(8)).toBe('Upload at most 6 photos at once: leave out 2.');
  });
});
