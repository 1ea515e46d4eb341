import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { places } from '../../src/server/db/schema';
import { testJpeg } from '../helpers/photos';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  resizeTo,
  screenshot,
  toasts,
  useBrowser,
} from './browser';

// This file uploads photos: it runs on a server and database of its own.
const server = useAdminServer();
const browser = useBrowser();

const NAME = 'Hondros';
const ALT = 'Grilled fish on a table by the harbour';

async function slugOf(name: string): Promise<string> {
  const [row] = await server.ctx().db.select({ slug: places.slug }).from(places).where(eq(places.name, name));
  if (!row) throw new Error(`No place named ${name}`);
  return row.slug;
}

async function openPhotosEditor(page: Page) {
  await openDashboard(page, 'places');
  const list = page.getByRole('list', { name: 'Places' });
  await list.waitFor();
  await page.getByRole('search', { name: 'Filter places' }).getByLabel('Search by name').fill(NAME);
  const row = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: NAME, exact: true }) });
  await row.getByRole('button', { name: `Photos of ${NAME}` }).click();
  const editor = page.getByRole('region', { name: `Photos of ${NAME}` });
  await editor.getByText('No photos yet: the place shows its drawing.').waitFor();
  return editor;
}

describe("The operator's photos", () => {
  it('are uploaded in the place editor at 1280 px and shown in every size on the place page at 390 px', async () => {
    const { page } = await browser.newPage({ baseURL: server.url(), viewport: DESKTOP });
    const editor = await openPhotosEditor(page);
    const chooser = editor.getByLabel(`Choose photos of ${NAME}`);

    // A text file called .jpg is refused by its bytes, with the server's message.
    await chooser.setInputFiles({
      name: 'menu.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Today: fish'),
    });
    await editor.getByLabel('Alt text of menu.jpg').fill('The menu');
    await editor.getByRole('button', { name: 'Upload photo' }).click();
    await expect
      .poll(() => editor.getByRole('alert').allInnerTexts())
      .toEqual(['"menu.jpg" is not a JPEG, PNG, WebP or HEIC photo.']);
    await screenshot(page, 'admin-place-photos-refused-desktop');
    await editor.getByRole('button', { name: 'Clear' }).click();

    // A phone's photo: the alt text is asked for before anything is sent.
    const photo = await testJpeg({ width: 2400, height: 1600, gps: true, colour: { r: 20, g: 110, b: 160 } });
    await chooser.setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo });
    await editor.getByRole('button', { name: 'Upload photo' }).click();
    await editor.getByText('Alt text is required: say what the photo shows').waitFor();
    await editor.getByLabel('Alt text of harbour.jpg').fill(ALT);
    await editor.getByLabel('Credit of harbour.jpg').fill('Maria Georgiou');
    await editor.getByRole('button', { name: 'Upload photo' }).click();
    await expect
      .poll(() => toasts(page).first().innerText())
      .toMatch(/^Photo uploaded\s+Hondros now shows it\.$/);
    const uploaded = editor.getByRole('list', { name: `Photos of ${NAME}, in order` });
    await uploaded.getByRole('img', { name: ALT }).waitFor();
    expect(await uploaded.getByLabel('Credit').inputValue()).toBe('Maria Georgiou');
    await expectAccessible(page);
    await screenshot(page, 'admin-place-photos-desktop');
    await resizeTo(page, PHONE);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-place-photos-phone');

    // The public page on a phone: the hero is the photo, as AVIF and WebP in three sizes.
    const visitor = (await browser.newPage({ baseURL: server.url(), viewport: PHONE })).page;
    await visitor.goto(`/places/${await slugOf(NAME)}`);
    const hero = visitor.getByRole('img', { name: ALT });
    await hero.waitFor();
    expect(await hero.getAttribute('srcset')).toMatch(
      /^\/media\/photos\/[0-9a-f]{32}-480\.webp 480w, \/media\/photos\/[0-9a-f]{32}-960\.webp 960w, \/media\/photos\/[0-9a-f]{32}-1600\.webp 1600w$/,
    );
    expect(await hero.getAttribute('sizes')).toBe('100vw');
    const avif = visitor.locator('picture source[type="image/avif"]');
    expect(await avif.getAttribute('srcset')).toMatch(
      /-480\.avif 480w, .*-960\.avif 960w, .*-1600\.avif 1600w$/,
    );
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(shown).toMatch(/\/media\/photos\/[0-9a-f]{32}-(480|960|1600)\.avif$/);
    // What the browser got carries no trace of the phone's EXIF (camera, GPS position).
    const served = Buffer.from(await (await fetch(shown)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    await visitor.getByText('Photo: Maria Georgiou').waitFor();
    await expectNoHorizontalOverflow(visitor);
    await screenshot(visitor, 'place-photo-hero-phone');
    await resizeTo(visitor, DESKTOP);
    await screenshot(visitor, 'place-photo-hero-desktop');
  });

  it('takes several photos at once, then reorders, edits and removes them', async () => {
    const { page } = await browser.newPage({ baseURL: server.url(), viewport: DESKTOP });
    await openDashboard(page, 'places');
    await page.getByRole('search', { name: 'Filter places' }).getByLabel('Search by name').fill(NAME);
    const row = page
      .getByRole('list', { name: 'Places' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: NAME, exact: true }) });
    await row.getByRole('button', { name: `Photos of ${NAME}` }).click();
    const editor = page.getByRole('region', { name: `Photos of ${NAME}` });
    const uploaded = editor.getByRole('list', { name: `Photos of ${NAME}, in order` });
    await uploaded.getByRole('img', { name: ALT }).waitFor();

    await editor.getByLabel(`Choose photos of ${NAME}`).setInputFiles([
      {
        name: 'sunset.jpg',
        mimeType: 'image/jpeg',
        buffer: await testJpeg({ colour: { r: 200, g: 90, b: 60 } }),
      },
      {
        name: 'castle.jpg',
        mimeType: 'image/jpeg',
        buffer: await testJpeg({ colour: { r: 90, g: 160, b: 90 } }),
      },
    ]);
    await editor.getByLabel('Alt text of sunset.jpg').fill('Sunset over the bay');
    await editor.getByLabel('Alt text of castle.jpg').fill('The castle from the pier');
    await editor.getByRole('button', { name: 'Upload 2 photos' }).click();
    await expect.poll(() => toasts(page).first().innerText()).toMatch(/^2 photos uploaded/);
    const order = () =>
      uploaded.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    await expect.poll(order).toEqual([ALT, 'Sunset over the bay', 'The castle from the pier']);

    await editor.getByRole('button', { name: 'Move photo 3 earlier' }).click();
    await expect.poll(order).toEqual([ALT, 'The castle from the pier', 'Sunset over the bay']);
    await editor.getByRole('button', { name: 'Move photo 1 later' }).click();
    await expect.poll(order).toEqual(['The castle from the pier', ALT, 'Sunset over the bay']);

    const first = editor.getByRole('form', { name: 'Photo 1: The castle from the pier' });
    await first.getByLabel('Alt text').fill('');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByText('Alt text is required: say what the photo shows').waitFor();
    await first.getByLabel('Alt text').fill('Paphos Castle from the pier');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect.poll(order).toEqual(['Paphos Castle from the pier', ALT, 'Sunset over the bay']);

    await editor.getByRole('button', { name: 'Remove photo 3' }).click();
    await expect.poll(order).toEqual(['Paphos Castle from the pier', ALT]);
    await expect.poll(() => toasts(page).allInnerTexts()).toContain('Photo removed');

    // The public page follows the new order.
    await page.goto(`/places/${await slugOf(NAME)}`);
    await page.getByRole('img', { name: 'Paphos Castle from the pier' }).waitFor();
  });
});
