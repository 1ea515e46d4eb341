import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoVariantUrl } from '../../src/common/photo-sources';
import type { OperatorPhoto } from '../../src/common/schemas/place-photos';
import type { PlaceDetail } from '../../src/common/schemas/places';
import { nextPinSubject } from '../../src/server/modules/pins/service';
import { describePage } from '../../src/server/modules/seo/service';
import { asAdmin, del, expectError, expectFieldErrors, expectOkJson, get, send } from '../helpers/api';
import { TEST_CAMERA, testJpeg, uploadPhotos } from '../helpers/photos';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue 35: the operator's own photos of a place. */
let t: TestApp;
let place: { id: number; slug: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const places = expectOkJson<Array<{ id: number; slug: string; name: string; rating: number | null }>>(
    await get(t.app, '/api/places'),
  );
  place = places[0]!;
});

afterAll(async () => {
  await t?.close();
});

const photosPath = (suffix = '') => `/api/admin/places/${place.id}/photos${suffix}`;
const photosOf = async () => expectOkJson<OperatorPhoto[]>(await get(t.app, photosPath(), asAdmin()));
const placePage = async () => expectOkJson<PlaceDetail>(await get(t.app, `/api/places/${place.slug}`));

/** A JPEG whose SOF header says it is width × height, whatever its pixels: a decompression bomb's disguise. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'white' } })
    .jpeg({ progressive: false })
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

describe('POST /api/admin/places/:id/photos', () => {
  it('refuses an upload without the admin key (401)', async () => {
    const response = await uploadPhotos(
      t.app,
      place.id,
      [{ fileName: 'a.jpg', data: await testJpeg(), alt: 'x' }],
      {},
    );
    expectError(response, 401, 'Admin key required (x-admin-key header)');
  });

  it('takes several photos at once, each with its alt text and credit, in the order sent', async () => {
    const response = await uploadPhotos(t.app, place.id, [
      {
        fileName: 'harbour.jpg',
        data: await testJpeg({ width: 2000, height: 1333 }),
        alt: 'The harbour at dusk',
        credit: 'Maria P.',
      },
      {
        fileName: 'table.jpg',
        data: await testJpeg({ width: 700, height: 500, colour: { r: 200, g: 80, b: 40 } }),
        alt: 'A table by the sea',
      },
    ]);
    const photos = expectOkJson<OperatorPhoto[]>(response);
    expect(photos.map(({ alt, credit, width, height }) => ({ alt, credit, width, height }))).toEqual([
      { alt: 'The harbour at dusk', credit: 'Maria P.', width: 2000, height: 1333 },
      { alt: 'A table by the sea', credit: null, width: 700, height: 500 },
    ]);
    expect(photos[0]!.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await photosOf()).toEqual(photos);
  });

  it('turns a photo upright by its EXIF orientation before it is sized', async () => {
    const response = await uploadPhotos(t.app, place.id, [
      {
        fileName: 'turned.jpg',
        data: await testJpeg({ width: 600, height: 400, orientation: 6 }),
        alt: 'Turned',
      },
    ]);
    const turned = expectOkJson<OperatorPhoto[]>(response).find((photo) => photo.alt === 'Turned')!;
    expect([turned.width, turned.height]).toEqual([400, 600]);
    const served = await get(t.app, photoVariantUrl(turned.hash, 400, 'webp'));
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([400, 600]);
    expectOkJson(await del(t.app, photosPath(`/${turned.id}`), asAdmin()));
  });

  it('strips the GPS position and every other EXIF field from what it serves', async () => {
    const original = await testJpeg({
      width: 1000,
      height: 700,
      gps: true,
      colour: { r: 10, g: 200, b: 90 },
    });
    const exif = (await sharp(original).metadata()).exif!;
    expect(exif.toString('latin1')).toContain(TEST_CAMERA);
    expect(exif.toString('latin1')).toMatch(/N\0.*E\0/s);
    const photo = expectOkJson<OperatorPhoto[]>(
      await uploadPhotos(t.app, place.id, [{ fileName: 'gps.jpg', data: original, alt: 'From a phone' }]),
    ).find((candidate) => candidate.alt === 'From a phone')!;
    for (const format of ['avif', 'webp'] as const) {
      for (const width of [480, 960, 1000]) {
        const served = await get(t.app, photoVariantUrl(photo.hash, width, format));
        expect(served.statusCode).toBe(200);
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.exif, `${format} ${width}`).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(served.rawPayload.toString('latin1')).not.toContain(TEST_CAMERA);
      }
    }
    expectOkJson(await del(t.app, photosPath(`/${photo.id}`), asAdmin()));
  });

  it('refuses a file that is not a photo, whatever its name and declared type says', async () => {
    const response = await uploadPhotos(t.app, place.id, [
      {
        fileName: 'beach.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        alt: 'Beach',
      },
    ]);
    expectError(response, 400, '"beach.jpg" is not a JPEG, PNG, WebP or HEIC photo.');
  });

  it('takes PNG, WebP and AVIF-coded HEIF photos too, told by their bytes', async () => {
    const scene = await testJpeg({ width: 320, height: 240, colour: { r: 120, g: 40, b: 160 } });
    const response = await uploadPhotos(t.app, place.id, [
      { fileName: 'a.jpg', data: await sharp(scene).png().toBuffer(), alt: 'As PNG' },
      { fileName: 'b', data: await sharp(scene).flop().webp().toBuffer(), alt: 'As WebP' },
      {
        fileName: 'c.heic',
        data: await sharp(scene).flip().heif({ compression: 'av1' }).toBuffer(),
        alt: 'As HEIF',
      },
    ]);
    const added = expectOkJson<OperatorPhoto[]>(response).filter((photo) => photo.alt.startsWith('As '));
    expect(added.map((photo) => [photo.alt, photo.width, photo.height])).toEqual([
      ['As PNG', 320, 240],
      ['As WebP', 320, 240],
      ['As HEIF', 320, 240],
    ]);
    for (const photo of added) expectOkJson(await del(t.app, photosPath(`/${photo.id}`), asAdmin()));
  });

  it('refuses a HEIC photo the image library cannot decode, saying what to do instead', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64, 7),
    ]);
    expectError(
      await uploadPhotos(t.app, place.id, [{ fileName: 'IMG_0042.HEIC', data: heic, alt: 'From an iPhone' }]),
      400,
      '"IMG_0042.HEIC" is a HEIC photo this server\'s image library cannot read; export it as JPEG and upload that.',
    );
  });

  it('refuses a file larger than 15 MB while it streams in', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await uploadPhotos(t.app, place.id, [{ fileName: 'huge.jpg', data: big, alt: 'Huge' }]);
    expectError(response, 400, '"huge.jpg" is larger than 15 MB.');
  });

  it('refuses a photo of more than 40 megapixels', async () => {
    const response = await uploadPhotos(t.app, place.id, [
      { fileName: 'bomb.jpg', data: await jpegClaiming(8000, 6000), alt: 'Bomb' },
    ]);
    expectError(response, 400, '"bomb.jpg" has 48.0 megapixels; the most is 40.');
  });

  it('refuses a photo without alt text, saying so beside the field', async () => {
    const response = await uploadPhotos(t.app, place.id, [
      { fileName: 'no-alt.jpg', data: await testJpeg(), alt: '  ' },
    ]);
    expectFieldErrors(
      response,
      400,
      { alt: 'no-alt.jpg: Alt text is required: say what the photo shows' },
      'no-alt.jpg: Alt text is required: say what the photo shows',
    );
  });

  it('refuses more than 6 photos in one upload', async () => {
    const files = await Promise.all(
      [...Array(7).keys()].map(async (index) => ({
        fileName: `p${index}.jpg`,
        data: await testJpeg({ width: 64, height: 48, colour: { r: index * 30, g: 50, b: 50 } }),
        alt: `Photo ${index}`,
      })),
    );
    expectError(await uploadPhotos(t.app, place.id, files), 400, 'Upload at most 6 photos at once.');
  });

  it('refuses a body that is not multipart, and an upload with no file', async () => {
    expectError(
      await send(t.app, 'POST', photosPath(), { alt: 'x' }, asAdmin()),
      400,
      'Send the photos as multipart/form-data.',
    );
    expectError(await uploadPhotos(t.app, place.id, []), 400, 'Choose at least one photo to upload.');
  });

  it('keeps nothing of an upload when one of its files is refused', async () => {
    const before = await photosOf();
    const response = await uploadPhotos(t.app, place.id, [
      { fileName: 'good.jpg', data: await testJpeg({ colour: { r: 1, g: 2, b: 3 } }), alt: 'Good' },
      { fileName: 'bad.png', data: Buffer.from('not a png at all'), alt: 'Bad' },
    ]);
    expectError(response, 400, '"bad.png" is not a JPEG, PNG, WebP or HEIC photo.');
    expect(await photosOf()).toEqual(before);
  });

  it('answers 404 for a place that does not exist', async () => {
    expectError(
      await uploadPhotos(t.app, 999999, [{ fileName: 'a.jpg', data: await testJpeg(), alt: 'A' }]),
      404,
      'Place not found',
    );
  });
});

describe('the served photos', () => {
  it('serves each size as AVIF and WebP, never wider than the photo, cached for a year as immutable', async () => {
    const [harbour, table] = await photosOf();
    for (const [photo, widths] of [
      [harbour!, [480, 960, 1600]],
      [table!, [480, 700]],
    ] as const) {
      for (const width of widths) {
        for (const format of ['avif', 'webp'] as const) {
          const response = await get(t.app, photoVariantUrl(photo.hash, width, format));
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe(`image/${format}`);
          expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(response.headers.etag).toBe(`"${photo.hash}-${width}.${format}"`);
          const metadata = await sharp(response.rawPayload).metadata();
          expect(metadata.width).toBe(width);
        }
      }
    }
    expect((await get(t.app, photoVariantUrl(table!.hash, 960, 'webp'))).statusCode).toBe(404);
  });

  it('answers 304 to a browser that already has it', async () => {
    const [harbour] = await photosOf();
    const url = photoVariantUrl(harbour!.hash, 480, 'webp');
    const response = await get(t.app, url, { headers: { 'if-none-match': `"${harbour!.hash}-480.webp"` } });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
  });

  it('answers 404 for an unknown photo or a name that is not one', async () => {
    expectError(await get(t.app, photoVariantUrl('0'.repeat(32), 480, 'webp')), 404, 'Photo not found');
    expectError(await get(t.app, '/media/photos/harbour.jpg'), 404, 'Photo not found');
  });
});

describe("a place with the operator's photos", () => {
  it("lists them first among its photos, with their sizes for the page hero, before the provider's", async () => {
    const [harbour, table] = await photosOf();
    const detail = await placePage();
    expect(detail.operatorPhotos).toEqual([harbour, table]);
    expect(detail.photos.slice(0, 2)).toEqual([
      photoVariantUrl(harbour!.hash, 1600, 'webp'),
      photoVariantUrl(table!.hash, 700, 'webp'),
    ]);
  });

  it('shows the first on its card and shares it as its Open Graph image and Pinterest pin', async () => {
    const [harbour] = await photosOf();
    const page = expectOkJson<{ items: Array<{ id: number; photo: string | null }> }>(
      await get(t.app, '/api/places/page?sort=rating&pageSize=60'),
    );
    const card = page.items.find((candidate) => candidate.id === place.id);
    expect(card?.photo).toBe(photoVariantUrl(harbour!.hash, 960, 'webp'));
    const described = await describePage(
      t.ctx,
      `/places/${place.slug}`,
      new URLSearchParams(),
      'https://paphos.example',
    );
    expect(described.head.image).toBe(
      `https://paphos.example${photoVariantUrl(harbour!.hash, 1600, 'webp')}`,
    );
    // The bundled places have drawings (SVG), which Pinterest cannot pin: this place's photo is the one.
    expect(await nextPinSubject(t.db)).toMatchObject({
      kind: 'place',
      id: place.id,
      imageUrl: photoVariantUrl(harbour!.hash, 1600, 'webp'),
    });
  });
});

describe('editing the photos', () => {
  it('changes the alt text and credit, and refuses an empty alt text', async () => {
    const [harbour] = await photosOf();
    const edited = expectOkJson<OperatorPhoto[]>(
      await send(
        t.app,
        'PATCH',
        photosPath(`/${harbour!.id}`),
        { alt: 'Fishing boats in the harbour', credit: '' },
        asAdmin(),
      ),
    );
    expect(edited[0]).toMatchObject({ alt: 'Fishing boats in the harbour', credit: null });
    expect((await placePage()).operatorPhotos[0]!.alt).toBe('Fishing boats in the harbour');
    expectFieldErrors(
      await send(t.app, 'PATCH', photosPath(`/${harbour!.id}`), { alt: '' }, asAdmin()),
      400,
      { alt: 'Alt text is required: say what the photo shows' },
    );
  });

  it('puts the photos in a new order, which the place page follows', async () => {
    const [harbour, table] = await photosOf();
    const reordered = expectOkJson<OperatorPhoto[]>(
      await send(t.app, 'PUT', photosPath('/order'), { photoIds: [table!.id, harbour!.id] }, asAdmin()),
    );
    expect(reordered.map((photo) => photo.id)).toEqual([table!.id, harbour!.id]);
    expect((await placePage()).photos[0]).toBe(photoVariantUrl(table!.hash, 700, 'webp'));
    expectError(
      await send(t.app, 'PUT', photosPath('/order'), { photoIds: [table!.id] }, asAdmin()),
      400,
      "The new order must list each of the place's photos once.",
    );
  });

  it('refuses the same photo twice on one place', async () => {
    const response = await uploadPhotos(t.app, place.id, [
      { fileName: 'again.jpg', data: await testJpeg({ width: 2000, height: 1333 }), alt: 'Again' },
    ]);
    expectError(response, 400, '"again.jpg" is already one of this place\'s photos.');
  });

  it('removes a photo: its sizes are gone and the place shows the next', async () => {
    const [first, second] = await photosOf();
    expect(expectOkJson<OperatorPhoto[]>(await del(t.app, photosPath(`/${first!.id}`), asAdmin()))).toEqual([
      second,
    ]);
    expectError(await get(t.app, photoVariantUrl(first!.hash, 480, 'webp')), 404, 'Photo not found');
    expect((await placePage()).operatorPhotos).toEqual([second]);
    expectError(await del(t.app, photosPath(`/${first!.id}`), asAdmin()), 404, 'Photo not found');
  });

  it('refuses every edit without the admin key', async () => {
    const [photo] = await photosOf();
    expectError(await send(t.app, 'PATCH', photosPath(`/${photo!.id}`), { alt: 'x' }), 401);
    expectError(await send(t.app, 'PUT', photosPath('/order'), { photoIds: [photo!.id] }), 401);
    expectError(await del(t.app, photosPath(`/${photo!.id}`)), 401);
    expectError(await get(t.app, photosPath()), 401);
  });
});
