/**
 * What kind of image a file is, read from its first bytes (its magic number), never from its name or the
 * type the browser declared: a renamed file is what its bytes say it is.
 */
export type SniffedImage = 'jpeg' | 'png' | 'webp' | 'heif';

/** The ISO base media brands of HEIF images (HEIC, HEIF, AVIF and their sequences). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image type the bytes start with, or null when they are none of the accepted ones. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)
  ) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand, then (after the minor version) the compatible brands up to the box's end.
    const boxSize = Math.min(
      bytes.length,
      (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!,
    );
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  }
  return null;
}
