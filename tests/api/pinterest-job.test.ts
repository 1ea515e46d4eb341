import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pins, places, settings } from '../../src/server/db/schema';
import { postDuePin } from '../../src/server/jobs/pinterest';
import { fixedClock } from '../../src/server/lib/clock';
import { ProviderError } from '../../src/server/providers/http-json';
import type { NewPin, PinterestProvider } from '../../src/server/providers/pinterest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const posted: NewPin[] = [];
let failing = false;
const pinterest: PinterestProvider = {
  name: 'Test Pinterest',
  enabled: true,
  async createPin(pin) {
    if (failing) throw new ProviderError('Pinterest', 'answered 500', 500);
    posted.push(pin);
    return { id: `pin-${posted.length}` };
  },
};

// 10:00 in Paphos: with 2 pins a day, the 08:00 slot is due and the 15:00 one is not.
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    providers: { pinterest },
    clock,
    config: { PUBLIC_URL: 'https://paphos.example' },
  });
  await t.db.update(settings).set({ pinterestPostsPerDay: 2 });
  // Pinterest needs raster pictures: give two published places a photo it accepts.
  await t.db
    .update(places)
    .set({ photos: ['/uploads/coral-bay.jpg'] })
    .where(eq(places.slug, 'coral-bay-beach'));
  await t.db
    .update(places)
    .set({ photos: ['https://cdn.example/lara.png'] })
    .where(eq(places.slug, 'lara-bay'));
});

afterAll(async () => {
  await t?.close();
});

describe('the Pinterest posting job', () => {
  it('posts the due pin about a published place with an absolute link and picture, and records it', async () => {
    expect(await postDuePin(t.ctx)).toBe('posted');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      title: 'Lara Bay (Turtle Beach)',
      link: 'https://paphos.example/places/lara-bay',
      imageUrl: 'https://cdn.example/lara.png',
    });
    const [row] = await t.db.select().from(pins);
    expect(row).toMatchObject({ pinId: 'pin-1', status: 'posted', postedAt: clock.now() });
  });

  it('waits for the next slot of the day', async () => {
    expect(await postDuePin(t.ctx)).toBe('nothing due');
    clock.set('2026-11-23T13:00:00Z');
    expect(await postDuePin(t.ctx)).toBe('posted');
    expect(posted.map((pin) => pin.link)).toEqual([
      'https://paphos.example/places/lara-bay',
      'https://paphos.example/places/coral-bay-beach',
    ]);
  });

  it('never pins the same place twice, and stops when nothing is left to pin', async () => {
    clock.set('2026-11-24T13:00:00Z');
    expect(await postDuePin(t.ctx)).toBe('nothing due');
    expect(posted).toHaveLength(2);
  });

  it('records a failed pin, so its slot is not retried, and posts again at the next slot', async () => {
    // 09:00 in Paphos on 25 November: the 08:00 slot is due.
    clock.set('2026-11-25T07:00:00Z');
    await t.db
      .update(places)
      .set({ photos: ['/uploads/castle.webp'] })
      .where(eq(places.slug, 'paphos-castle'));
    failing = true;
    try {
      expect(await postDuePin(t.ctx)).toBe('failed');
    } finally {
      failing = false;
    }
    expect(await t.db.select().from(pins).where(eq(pins.status, 'failed'))).toHaveLength(1);
    await t.db
      .update(places)
      .set({ photos: ['/uploads/harbour.jpeg'] })
      .where(eq(places.slug, 'paphos-harbour'));
    expect(await postDuePin(t.ctx)).toBe('nothing due');
    clock.set('2026-11-25T13:00:00Z');
    expect(await postDuePin(t.ctx)).toBe('posted');
    expect(posted.at(-1)!.link).toBe('https://paphos.example/places/paphos-harbour');
  });

  it('does nothing when posting is set to 0 a day', async () => {
    await t.db
      .update(places)
      .set({ photos: ['/uploads/tombs.jpg'] })
      .where(eq(places.slug, 'tombs-of-the-kings'));
    await t.db.update(settings).set({ pinterestPostsPerDay: 0 });
    clock.set('2026-11-26T20:00:00Z');
    expect(await postDuePin(t.ctx)).toBe('nothing due');
    await t.db.update(settings).set({ pinterestPostsPerDay: 1 });
    expect(await postDuePin(t.ctx)).toBe('posted');
  });

  it('does nothing without Pinterest configured or without PUBLIC_URL', async () => {
    await t.db.update(settings).set({ pinterestPostsPerDay: 10 });
    expect(
      await postDuePin({
        ...t.ctx,
        providers: { ...t.ctx.providers, pinterest: { ...pinterest, enabled: false } },
      }),
    ).toBe('disabled');
    expect(await postDuePin({ ...t.ctx, config: { ...t.ctx.config, PUBLIC_URL: undefined } })).toBe(
      'disabled',
    );
  });
});
