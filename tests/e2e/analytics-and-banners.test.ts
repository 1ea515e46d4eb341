import { describe, expect, it } from 'vitest';
import { expectAccessible, PHONE, screenshot, useBrowser } from './browser';

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
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .click();
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

describe('analytics consent', () => {
  async function openWithAnalytics() {
    const { context, page } = await browser.newPage();
    await page.route('**/api/settings/public', (route) =>
      route.fulfill({ json: { googleAnalyticsId: 'G-TEST12345' } }),
    );
    await page.goto('/');
    return { context, page, banner: page.getByRole('region', { name: 'Cookie consent' }) };
  }

  it('asks before loading the tag, and loads nothing before an answer', async () => {
    const { context, page, banner } = await openWithAnalytics();
    await banner.waitFor();
    expect(await banner.innerText()).toContain(
      'We would like to count visits with Google Analytics, which sets cookies. Nothing is measured unless you accept.',
    );
    await page.getByRole('heading', { level: 2, name: 'Trending Spots' }).waitFor();
    expect(await page.locator(GTAG).count()).toBe(0);
    expect(context.blockedRequests.filter((url) => url.includes('googletagmanager'))).toEqual([]);
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'consent-banner-phone');
  });

  it('remembers a refusal across visits, and lets the visitor change it from the footer', async () => {
    const { page, banner } = await openWithAnalytics();
    await banner.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Trending Spots' }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(await page.locator(GTAG).count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.locator(GTAG).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.locator(GTAG).count()).toBe(1);
    expect(await banner.count()).toBe(0);
  });

  it('does not ask when the site measures nothing', async () => {
    const { page } = await browser.newPage();
    await page.route('**/api/settings/public', (route) =>
      route.fulfill({ json: { googleAnalyticsId: null } }),
    );
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Trending Spots' }).waitFor();
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
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

  it('size their frame to the advert at phone width, tall or short, so nothing is cut off', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    const banner = (awinCode: string) => ({
      banner: {
        id: 1,
        keyword: null,
        awinCode,
        isDefault: true,
        isActive: true,
        createdAt: '2026-11-01T00:00:00.000Z',
      },
    });
    await page.route('**/api/banners/place/tombs-of-the-kings', (route) =>
      route.fulfill({ json: banner('<div style="height:420px;width:300px">A tall advert</div>') }),
    );
    await page.goto('/places/tombs-of-the-kings');
    const frame = page.locator('iframe[title="Advertisement"]');
    await frame.scrollIntoViewIfNeeded();
    await expect
      .poll(() => frame.evaluate((element) => element.getBoundingClientRect().height))
      .toBeGreaterThanOrEqual(420);
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(430);

    // 'wait': a handler still running would otherwise see its request handed to the next one as well.
    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/api/banners/place/tombs-of-the-kings', (route) =>
      route.fulfill({ json: banner('<div style="height:60px">A short advert</div>') }),
    );
    await page.reload();
    await frame.scrollIntoViewIfNeeded();
    await expect
      .poll(() => frame.evaluate((element) => element.getBoundingClientRect().height))
      .toBeLessThan(70);
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(
      60,
    );
  });
});
