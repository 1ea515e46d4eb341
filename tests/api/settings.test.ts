import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectOkJson, get } from '../helpers/api';

const STORED = {
  pinterestPostsPerDay: 7,
  facebookUrl: 'https://www.facebook.com/paphos.guide.test',
  instagramUrl: 'https://www.instagram.com/paphos.guide.test',
  twitterUrl: 'https://x.com/paphos_guide_test',
  youtubeUrl: 'https://www.youtube.com/@paphos-guide-test',
  tiktokUrl: null,
  pinterestUrl: 'https://www.pinterest.com/paphosguidetest',
  googleAnalyticsId: 'G-TEST12345',
  contactEmail: 'hello@example.com',
  privacyEmail: 'privacy@example.com',
  legalEmail: null,
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Changed before the first request: the settings are cached for a short while.
  const [existing] = await t.db.select({ id: settings.id }).from(settings);
  if (existing) await t.db.update(settings).set(STORED).where(eq(settings.id, existing.id));
  else await t.db.insert(settings).values({ id: 1, ...STORED });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/settings/public', () => {
  it("returns only the Google Analytics measurement id and the operator's mailboxes, null when not set", async () => {
    const body = expectOkJson<Record<string, unknown>>(await get(t.app, '/api/settings/public'));
    expect(body).toEqual({
      googleAnalyticsId: STORED.googleAnalyticsId,
      contactEmail: 'hello@example.com',
      privacyEmail: 'privacy@example.com',
      legalEmail: null,
    });
  });

  it('never exposes the social links or the posting settings', async () => {
    const text = (await get(t.app, '/api/settings/public')).body;
    expect(text).not.toContain('facebook');
    expect(text).not.toContain('pinterestPostsPerDay');
  });
});

describe('GET /api/settings/social', () => {
  it('returns exactly the six social profile URLs', async () => {
    const body = expectOkJson<Record<string, unknown>>(await get(t.app, '/api/settings/social'));
    expect(body).toEqual({
      facebookUrl: STORED.facebookUrl,
      instagramUrl: STORED.instagramUrl,
      twitterUrl: STORED.twitterUrl,
      youtubeUrl: STORED.youtubeUrl,
      tiktokUrl: null,
      pinterestUrl: STORED.pinterestUrl,
    });
  });

  it('answers null for a link that is not set', async () => {
    const body = expectOkJson<Record<string, unknown>>(await get(t.app, '/api/settings/social'));
    expect(body.tiktokUrl).toBeNull();
    expect(Object.keys(body)).toHaveLength(6);
  });
});
