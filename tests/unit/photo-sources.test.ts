import { describe, expect, it } from 'vitest';
import {
  parsePhotoFileName,
  photoPicture,
  photoSrcset,
  photoVariantUrl,
  variantWidths,
} from '../../src/common/photo-sources';

const HASH = '0123456789abcdef0123456789abcdef';

describe('variantWidths', () => {
  it('keeps 480, 960 and 1600 for a photo at least 1600 wide', () => {
    expect(variantWidths(4032)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
  });

  it('never makes a photo wider than it is: the larger sizes stop at its own width', () => {
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('photoSrcset', () => {
  it('names every size of one format with its width', () => {
    expect(photoSrcset(HASH, 2000, 'avif')).toBe(
      `/media/photos/${HASH}-480.avif 480w, /media/photos/${HASH}-960.avif 960w, /media/photos/${HASH}-1600.avif 1600w`,
    );
    expect(photoSrcset(HASH, 700, 'webp')).toBe(
      `/media/photos/${HASH}-480.webp 480w, /media/photos/${HASH}-700.webp 700w`,
    );
  });
});

describe('photoPicture', () => {
  it('gives the AVIF and WebP srcsets and a WebP fallback at card width', () => {
    expect(photoPicture({ hash: HASH, width: 3000 })).toEqual({
      src: `/media/photos/${HASH}-960.webp`,
      avifSrcset: photoSrcset(HASH, 3000, 'avif'),
      webpSrcset: photoSrcset(HASH, 3000, 'webp'),
    });
    expect(photoPicture({ hash: HASH, width: 500 }).src).toBe(`/media/photos/${HASH}-500.webp`);
  });
});

describe('parsePhotoFileName', () => {
  it('reads the names photoVariantUrl writes', () => {
    const name = photoVariantUrl(HASH, 960, 'avif').split('/').pop()!;
    expect(parsePhotoFileName(name)).toEqual({ hash: HASH, width: 960, format: 'avif' });
  });

  it('refuses any other name', () => {
    for (const name of [
      `${HASH}-960.jpg`,
      `${HASH}-0960.webp`,
      `${HASH.toUpperCase()}-960.webp`,
      `${HASH.slice(1)}-960.webp`,
      `${HASH}-960.webp.exe`,
      '../secret-960.webp',
      'harbour.jpg',
    ]) {
      expect(parsePhotoFileName(name), name).toBeNull();
    }
  });
});
