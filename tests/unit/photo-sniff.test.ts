import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../src/server/modules/photos/sniff';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );
/** An ISO base media 'ftyp' box of the major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes(0, 0, 0, 16 + 4 * compatible.length, 'ftyp', major, 0, 0, 0, 0, ...compatible);

describe('sniffImage', () => {
  it('knows a JPEG, a PNG and a WebP by their first bytes', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'))).toBe('jpeg');
    expect(sniffImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'))).toBe('png');
    expect(sniffImage(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('knows a HEIC or HEIF photo by its brand, major or compatible', () => {
    expect(sniffImage(ftyp('heic', 'mif1', 'heic'))).toBe('heif');
    expect(sniffImage(ftyp('mif1', 'heic'))).toBe('heif');
    expect(sniffImage(ftyp('avif', 'mif1'))).toBe('heif');
    expect(sniffImage(ftyp('isom', 'mp41', 'heix'))).toBe('heif');
  });

  it('refuses a video in the same container, and anything else, whatever it is called', () => {
    expect(sniffImage(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
    expect(sniffImage(bytes('GIF89a', 1, 0, 1, 0))).toBeNull();
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImage(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImage(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
