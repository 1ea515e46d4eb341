import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pins, places, settings } from '../../src/server/db/schema';
import { postDuePin } from '../../src/server/jobs/pinterest';
import { fixedClock } from '../../src/server/lib/clock';
import type { FakeServer } from '../fakes/fake-server';
import { FAKE_BOARD_ID, FAKE_PINTEREST_TOKEN, pinBody, startFakePinterest } from '../fakes/pinterest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// 10:00 in Paphos: with 2 pins a day, the 08:00 slot is due.
const clock = fixedClock('2026-11-23T08:00:00Z');
let pinterest: FakeServer;
let t: TestApp;

beforeAll(async () => {
  pinterest = await startFakePinterest();
  t = await createTestApp({
    clock,
    config: {
      PUBLIC_URL: 'https://paphos.example',
      PINTEREST_ACCESS_TOKEN: FAKE_PINTEREST_TOKEN,
      PINTEREST_BOARD_ID: FAKE_BOARD_ID,
      PINTEREST_BASE_URL: pinterest.origin,
    },
  });
  await t.db.update(settings).set({ pinterestPostsPerDay: 2 });
  await t.db
    .update(places)
    .set({ photos: ['/uploads/lara.jpg'] })
    .where(eq(places.slug, 'lara-bay'));
});

afterAll(async () => {
  await t?.close();
  await pinterest?.close();
});

describe('the Pinterest posting job through the Pinterest API', () => {
  it('creates the pin on the board and records the id Pinterest gave it', async () => {
    expect(t.ctx.providers.pinterest.enabled).toBe(true);
    expect(await postDuePin(t.ctx)).toBe('posted');

    expect(pinterest.requests).toHaveLength(1);
    expect(pinBody(pinterest.requests[0]!)).toMatchObject({
      board_id: FAKE_BOARD_ID,
      title: 'Lara Bay (Turtle Beach)',
      link: 'https://paphos.example/places/lara-bay',
      media_source: { source_type: 'image_url', url: 'https://paphos.example/uploads/lara.jpg' },
    });
    const [row] = await t.db.select().from(pins);
    expect(row).toMatchObject({ status: 'posted', postedAt: clock.now() });
    expect(row!.pinId).toMatch(/^\d+$/);
  });

  it('records a pin Pinterest refused as failed, without a pin id', async () => {
    await t.db
      .update(places)
      .set({ photos: ['/uploads/castle.jpg'] })
      .where(eq(places.slug, 'paphos-castle'));
    pinterest.answerWith((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 2, message: 'Authentication failed.' }));
    });
    clock.set('2026-11-23T13:00:00Z');
    expect(await postDuePin(t.ctx)).toBe('failed');
    const failed = await t.db.select().from(pins).where(eq(pins.status, 'failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.pinId).toBeNull();
  });
});
