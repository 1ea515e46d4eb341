import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

const GTAG = 'script[src^="https://www.googletagmanager.com/gtag/js"]';

describe('analytics tag', () => {
  it('is injected once for a valid measurement id, and stays single across client navigation', async () => {
    const { context, page } = await browser.newPage();
    await page.route('**/api/settings/public', (route) =>
      route.fulfill({ json: { googleAnalyticsId: 'G-TEST12345' } }),
    );
    // The tag's own request never leaves the machine in tests: the context aborts it, after recording it.
    const tagBlocked = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('googletagmanager.com/gtag/js'),
    );
    await page.goto('/');
    await expect.poll(() => page.locator(GTAG).count()).toBe(1);
    expect(await page.locator(GTAG).getAttribute('src')).toContain('id=G-TEST12345');
    await tagBlocked;
    expect(context.blockedRequests.some((url) => url.includes('googletagmanager.com/gtag/js'))).toBe(true);

    await page.getByRole('link', { name: 'Blog' }).first().click();
    await page.waitForURL('**/blog');
    // The blog page has rendered, so the layout (and its analytics effect) has run again if it ever would.
    await page.getByRole('heading', { level: 1, name: 'Travel Guides & Local Insights' }).waitFor();
    expect(await page.locator(GTAG).count()).toBe(1);
  });

  it('is not loaded for a malformed id, and a console warning says why', async () => {
    const { context, page } = await browser.newPage();
    await page.route('**/api/settings/public', (route) =>
      route.fulfill({ json: { googleAnalyticsId: 'g-lowercase' } }),
    );
    // Listen before the page loads, and wait for the warning itself: it comes only once the bundle has run
    // and the settings have arrived, which on a busy machine takes longer than a short poll allows.
    const warning = page.waitForEvent('console', {
      predicate: (message) =>
        message.type() === 'warning' && message.text() === 'Invalid Google Analytics measurement ID format',
      timeout: 30_000,
    });
    await page.goto('/');
    await warning;
    // The same effect that warned has returned without adding the tag.
    expect(await page.locator(GTAG).count()).toBe(0);
    expect(context.blockedRequests).toEqual([]);
  });
});

describe('banner adverts', () => {
  it("run the chosen advert's code only inside a sandboxed srcdoc iframe", async () => {
    const { page } = await browser.newPage();
    await page.goto('/places/coral-bay-beach');
    const frame = page.locator('iframe[title="Advertisement"]');
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    );
    // A beach gets the 'beach' keyword advert rather than the default one.
    expect(await frame.getAttribute('srcdoc')).toContain('Beach day? Keep it safe');
    expect(await page.locator('body').innerText()).not.toContain('Beach day? Keep it safe');
    const inner = page.frameLocator('iframe[title="Advertisement"]');
    await expect.poll(() => inner.getByText('Beach day? Keep it safe').count()).toBe(1);
  });

  it('show the default advert on a page whose words match no keyword', async () => {
    const { page } = await browser.newPage();
    await page.goto('/places/tombs-of-the-kings');
    const frame = page.locator('iframe[title="Advertisement"]');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('srcdoc')).toContain('Plan your days in Paphos');
  });
});
