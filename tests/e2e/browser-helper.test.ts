import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser';

const browser = useBrowser();

// The loopback guard of every test context must survive a page route removed while its handler runs (CI once
// failed on an unhandled 'Route is already handled!' from it); Vitest fails the run on such an error.
describe('the test browser', () => {
  it('lets a test remove its page routes while one of them is still handling a request', async () => {
    const { page } = await browser.newPage();
    let handling = 0;
    let fellBack = 0;
    await page.route('**/*', async (route) => {
      if (route.request().isNavigationRequest()) return route.fallback();
      handling++;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
      fellBack++;
    });
    await page.goto('/places', { waitUntil: 'commit' });
    await expect.poll(() => handling, { interval: 20 }).toBeGreaterThan(0);
    await page.unrouteAll();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The removed handlers finish and fall back to the guard, which must take that calmly.
    await expect.poll(() => fellBack, { interval: 20 }).toBe(handling);
    await page.waitForTimeout(200);
  });

  // expectAccessible asks axe for the details of its violations only: it must still name each one.
  it('fails a page with a serious accessibility fault, naming the rule and the element', async () => {
    const { page } = await browser.newPage();
    await page.setContent(
      '<main><h1>Fault</h1><button id="unnamed"></button><img id="no-alt" src="/icons/icon-192.png"></main>',
    );
    const failure = await expectAccessible(page).then(
      () => undefined,
      (error: { actual?: unknown }) => error,
    );
    expect(failure?.actual).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^button-name: .*\(#unnamed\)$/),
        expect.stringMatching(/^image-alt: .*\(#no-alt\)$/),
      ]),
    );
  });
});
