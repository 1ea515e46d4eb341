import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nicosiaTime } from '../../src/common/nicosia-time';
import type { EventItem } from '../../src/common/schemas/events';
import {
  PHONE,
  consoleErrors,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshotBothWidths,
  section,
  tabTo,
  useBrowser,
  whatsOnNow,
  drawPagesInBrowser,
  getJson,
} from './browser';

const browser = useBrowser();

/** A fresh context (loopback only) on `path`, once its h1 is shown. */
async function open(path: string) {
  const { context, page } = await browser.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page };
}

/** The element that has focus shows an outline (the visible focus ring). */
async function focusRingWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 0;
    const style = getComputedStyle(element);
    return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  });
}

describe('Home page', () => {
  it('loads only from its own server and shows map markers although no map tile loads', async () => {
    const { context, page } = await open('/');
    const tileAnswers: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/tiles/')) {
        tileAnswers.push(`${response.status()} ${response.headers()['content-type'] ?? ''}`);
      }
    });
    // Registered after the listener above, so once it resolves that answer has been recorded too.
    const firstTileAnswer = page.waitForResponse((response) => response.url().includes('/tiles/'));
    await page.reload();

    const map = page.getByRole('region', { name: 'Map of trending places in Paphos' });
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    expect(await map.locator('.leaflet-marker-icon').count()).toBeLessThanOrEqual(20);
    // The e2e server has no tiles: each tile request gets a 404 or the HTML shell, never an image.
    await firstTileAnswer;
    expect(tileAnswers.length).toBeGreaterThan(0);
    expect(tileAnswers.filter((answer) => /^200 image\//.test(answer))).toEqual([]);

    await page.waitForLoadState('networkidle');
    expect(context.blockedRequests).toEqual([]);
    expect(await page.title()).toContain('Paphos Guide');
  });

  it("shows the weather card 'Today in Paphos' at 1280 px and hides it on a phone", async () => {
    const { page } = await open('/');
    const weather = page.getByRole('heading', { name: 'Today in Paphos' });
    await weather.waitFor();
    expect(await weather.isVisible()).toBe(true);
    // The card is as tall as its content, not stretched to the map's height with an empty lower half.
    await page.getByText(/°C/).first().waitFor();
    const card = (await weather
      .locator('xpath=ancestor::div[contains(@class, "rounded-card")][1]')
      .boundingBox())!;
    const map = (await page.getByRole('region', { name: 'Map of trending places in Paphos' }).boundingBox())!;
    expect(card.height).toBeLessThan(map.height * 0.8);
    await page.setViewportSize(PHONE);
    await weather.waitFor({ state: 'hidden' });
  });

  it('searches on the server, never reading the list of every place', async () => {
    const { page } = await browser.newPage();
    const placeListReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/places') placeListReads.push(request.url());
    });
    await page.goto('/');
    await section(page, 'Trending Spots').getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(placeListReads).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search places in Paphos' }).fill('tombs');
    await expect
      .poll(() => page.locator('[data-search-result]').first().innerText())
      .toContain('Tombs of the Kings');
    expect(placeListReads).toEqual([]);
  });

  it('says when the search fails, and asks again when the visitor comes back', async () => {
    const { page } = await browser.newPage();
    await page.route('**/api/places/search?**', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await page.goto('/');
    await section(page, 'Trending Spots').getByRole('article').first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search places in Paphos' });
    await search.fill('tombs');
    await page.getByText('Could not search the places. Please try again.').waitFor();

    await page.unrouteAll({ behavior: 'wait' });
    await search.blur();
    await search.focus();
    await expect
      .poll(() => page.locator('[data-search-result]').first().innerText())
      .toContain('Tombs of the Kings');
    expect(await page.getByText('Could not search the places. Please try again.').count()).toBe(0);
  });

  it('asks the server once typing pauses, and finds places by their Greek name and a typo', async () => {
    const { page } = await open('/');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/places/search') asked.push(url.searchParams.get('q') ?? '');
    });
    await section(page, 'Trending Spots').getByRole('article').first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search places in Paphos' });
    await search.pressSequentially('tombes');
    await expect
      .poll(() => page.locator('[data-search-result]').first().innerText())
      .toContain('Tombs of the Kings');
    expect(asked.at(-1)).toBe('tombes');
    expect(asked.length).toBeLessThan('tombes'.length);

    await search.fill('Κάτω Πάφος');
    await expect
      .poll(() => page.locator('[data-search-result]').first().innerText())
      .toContain('Kato Paphos');
    await screenshotBothWidths(page, 'home-search');
  });

  it('ranks a name match first, and Enter opens /places with the query', async () => {
    const { page } = await open('/');
    const search = page.getByRole('searchbox', { name: 'Search places in Paphos' });
    await section(page, 'Trending Spots').getByRole('article').first().waitFor();
    await search.fill('coral');
    await expect
      .poll(() => page.locator('[data-search-result]').first().innerText())
      .toContain('Coral Bay Beach');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/places' && url.searchParams.get('q') === 'coral');
    await page.getByText(/places? found for "coral"/).waitFor();
  });

  it('searches places in a dropdown of at most 6 results that closes on a click outside', async () => {
    const { page } = await open('/');
    const search = page.getByRole('searchbox', { name: 'Search places in Paphos' });
    await section(page, 'Trending Spots').getByRole('article').first().waitFor();

    await search.fill('a');
    const results = page.locator('[data-search-result]');
    await results.first().waitFor();
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    for (const href of await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/places\/[a-z0-9-]+$/);
    }

    await search.fill('zzqx no such place');
    const empty = page.getByText('No places found matching the query');
    await empty.waitFor();

    await page.getByRole('heading', { level: 1 }).click();
    await empty.waitFor({ state: 'hidden' });
  });

  it('shows 4 Trending Spots, up to 3 events (this week or coming up) and 6 recent places', async () => {
    const { page } = await open('/');
    const trending = section(page, 'Trending Spots').getByRole('article');
    await trending.first().waitFor();
    expect(await trending.count()).toBe(4);
    const viewAll = section(page, 'Trending Spots').getByRole('link', { name: 'View All' });
    expect(await viewAll.getAttribute('href')).toBe('/places');

    const whatsOn = await whatsOnNow();
    const events = section(page, whatsOn.title).getByRole('article');
    await events.first().waitFor();
    expect(await events.count()).toBe(whatsOn.events.length);
    expect(whatsOn.events.length).toBeLessThanOrEqual(3);

    const recent = section(page, 'Recently Added & Updated').getByRole('article');
    await recent.first().waitFor();
    expect(await recent.count()).toBe(6);
  });

  it('passes axe and fits a 390 px screen', async () => {
    const { page } = await open('/');
    await section(page, 'Recently Added & Updated').getByRole('article').first().waitFor();
    // The map loads on its own schedule; wait for it so axe always checks its attribution links too.
    await page.locator('.leaflet-control-attribution a').first().waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'home');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });

  it("shows the hero search box's whole placeholder on a 390 px screen", async () => {
    const { page } = await open('/');
    await page.setViewportSize(PHONE);
    const search = page.getByRole('main').getByRole('searchbox').first();
    await search.waitFor();
    const { textWidth, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        textWidth: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(textWidth).toBeLessThanOrEqual(room);
  });
});

describe("The home page's events section", () => {
  // Thursday 26 November 2026, 22:00 in Paphos: this week runs to the end of Wednesday 2 December.
  const lateNovember = nicosiaTime(2026, 11, 26, 22, 0);

  const MARKET = 'Saturday morning at the Paphos Municipal Market';
  const EPIPHANY = 'Epiphany: blessing of the waters at the harbour';
  const INDEPENDENCE_DAY = 'Greek Independence Day parade (25 March)';

  /** Seeded events by name, each on its date as of `lateNovember` (2 hours long), as the page reads them. */
  async function eventsOn(dates: [name: string, start: Date][]): Promise<EventItem[]> {
    const seeded = await getJson<EventItem[]>('/api/events/upcoming');
    return dates.map(([name, start]) => ({
      ...seeded.find((event) => event.name === name)!,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    }));
  }

  /** The home page on the evening of `lateNovember`, drawn by the browser from these upcoming events. */
  async function homeWith(events: EventItem[]): Promise<Page> {
    const { page } = await browser.newPage();
    await drawPagesInBrowser(page);
    await page.clock.setFixedTime(lateNovember);
    await page.route('**/api/events/upcoming', (route) => route.fulfill({ json: events }));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  /** The event names of the cards in the section titled `title`, in order. */
  async function cardNames(page: Page, title: string): Promise<string[]> {
    const cards = section(page, title).getByRole('article');
    await cards.first().waitFor();
    return cards.getByRole('heading').allInnerTexts();
  }

  it("is 'Coming up', not 'What's On This Week', when the next events are in January and March", async () => {
    const events = await eventsOn([
      [EPIPHANY, nicosiaTime(2027, 1, 6, 11, 0)],
      [INDEPENDENCE_DAY, nicosiaTime(2027, 3, 25, 10, 0)],
    ]);
    const page = await homeWith(events);
    expect(await cardNames(page, 'Coming up')).toEqual(events.map((event) => event.name));
    expect(await page.getByRole('heading', { name: "What's On This Week" }).count()).toBe(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'home-events-coming-up');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    expect(await page.getByRole('heading', { level: 2, name: 'Coming up' }).isVisible()).toBe(true);
  });

  it("is 'What's On This Week' with this week's events only, leaving January's out", async () => {
    const [saturday, january] = await eventsOn([
      [MARKET, nicosiaTime(2026, 11, 28, 9, 0)],
      [EPIPHANY, nicosiaTime(2027, 1, 6, 11, 0)],
    ]);
    const page = await homeWith([saturday!, january!]);
    expect(await cardNames(page, "What's On This Week")).toEqual([saturday!.name]);
    expect(await page.getByRole('heading', { name: 'Coming up' }).count()).toBe(0);
    await screenshotBothWidths(page, 'home-events-this-week');
    await page.setViewportSize(PHONE);
    expect(await cardNames(page, "What's On This Week")).toEqual([saturday!.name]);
  });
});

describe('An anonymous visit', () => {
  it('logs no console error (the signed-in check answers null, not a 401)', async () => {
    const { page } = await browser.newPage();
    const errors = consoleErrors(page);
    const userRead = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
    await page.goto('/contact');
    expect((await userRead).status()).toBe(200);
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('What the browser reports (Lighthouse best practices)', () => {
  it.each(['/', '/places', '/login'])(
    '%s breaks no Content-Security-Policy rule and names every form field',
    async (path) => {
      const { page } = await browser.newPage();
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(path);
      await page.getByRole('main').waitFor();
      // The first schema parse is where a validator would probe for eval; let the page's data load first.
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      const unnamed = await page.evaluate(() =>
        [...document.querySelectorAll('input, select, textarea')]
          .filter((control) => !control.id && !control.getAttribute('name'))
          .map((control) => control.outerHTML.slice(0, 80)),
      );
      expect(unnamed).toEqual([]);
    },
  );
});

describe('Shared header', () => {
  it("shows a 'Log In' link to /login for anonymous visitors", async () => {
    const { page } = await open('/');
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
    await logIn.waitFor();
    expect(await logIn.getAttribute('href')).toBe('/login');
    await logIn.click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome to Paphos Guide' }).waitFor();
  });

  it("sends a visitor on any other page to /login with the way back: the page's path and the query it reads", async () => {
    const { page } = await open('/places?category=beach&utm_source=newsletter');
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
    await logIn.waitFor();
    expect(await logIn.getAttribute('href')).toBe('/login?next=%2Fplaces%3Fcategory%3Dbeach');
  });

  it('reaches the Log In link by keyboard with a visible focus ring', async () => {
    const { page } = await open('/');
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
    await logIn.waitFor();
    expect(await tabTo(page, logIn)).toBe(true);
    expect(await focusRingWidth(page)).toBeGreaterThan(0);
  });

  it('reaches the header search box, then Log In, by keyboard with visible focus', async () => {
    const { page } = await open('/places');
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search places...' });
    await search.waitFor();
    expect(await tabTo(page, search)).toBe(true);
    expect(await focusRingWidth(page)).toBeGreaterThan(0);
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
    expect(await tabTo(page, logIn, 5)).toBe(true);
    expect(await focusRingWidth(page)).toBeGreaterThan(0);
  });
});

describe('Shared footer', () => {
  it('has Quick Links, Categories, Legal and Connect columns', async () => {
    const { page } = await open('/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    expect(await quick.allTextContents()).toEqual(['Home', 'All Places', "What's On", 'Blog', 'Contact']);
    const categories = footer.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    expect((await categories.allTextContents()).sort()).toEqual(
      [
        'Restaurants',
        'Bars',
        'Cafés',
        'Beaches',
        'Attractions',
        'Hotels',
        'Landmarks',
        'Spas',
        'Shopping',
        'Entertainment',
      ].sort(),
    );
    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    expect(await legal.allTextContents()).toEqual(['Privacy Policy', 'Terms of Service', 'Cookie Policy']);
    await footer.getByRole('heading', { name: 'Connect' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    const year = String(new Date().getFullYear());
    expect(await footer.getByText(`© ${year} Paphos Guide`).count()).toBe(1);
  });

  it('credits what is true: the map data and OpenStreetMap places to OpenStreetMap, other place facts to our own research', async () => {
    const { page } = await open('/');
    const footer = page.getByRole('contentinfo');
    const osm = footer.getByRole('link', { name: 'OpenStreetMap contributors (opens in a new tab)' });
    expect(await osm.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    const credit = await osm.locator('..').innerText();
    expect(credit).toContain('Map data © OpenStreetMap contributors');
    expect(credit).toContain(
      'as are the facts of places taken from OpenStreetMap (their pages say so). Other place facts are gathered by our team from official and public sources',
    );
    expect(await footer.getByText(/maps places API|Google Maps Platform/).count()).toBe(0);
  });

  it('links a category to /places?category=beach', async () => {
    const { page } = await open('/');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Beaches' })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/places' && url.searchParams.get('category') === 'beach',
    );
  });

  it('scrolls to the top on a route change', async () => {
    const { page } = await open('/');
    await section(page, 'Recently Added & Updated').getByRole('article').first().waitFor();
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await privacy.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await privacy.click();
    await page.waitForURL('**/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('404 page', () => {
  it("shows 'Page Not Found' for an unknown path", async () => {
    const { page } = await open('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page Not Found | Paphos Guide');
    await expectAccessible(page);
    await screenshotBothWidths(page, 'not-found');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});

const COMMON_FACTS = ['November 2025', 'Republic of Cyprus', 'children under 16'];

const LEGAL_PAGES = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    facts: [...COMMON_FACTS, 'within 30 days', 'third-party sign-in provider', 'Google Analytics'],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    facts: [...COMMON_FACTS, 'within 30 days', 'third-party sign-in provider'],
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    facts: [
      ...COMMON_FACTS,
      'paphos_session',
      'httpOnly',
      'session storage',
      'Google Analytics',
      'saved-for-offline',
      'pages, api, map-tiles, place-pictures',
      'including whether you are logged in and your favourites list',
    ],
  },
] as const;

describe('Legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    it(`${legal.title} states its facts, and names no mailbox the settings do not give`, async () => {
      const { page } = await open(legal.path);
      await page.getByRole('heading', { level: 1, name: legal.title }).waitFor();
      await expect.poll(() => page.title()).toBe(`${legal.title} | Paphos Guide`);
      const text = await page.getByRole('main').innerText();
      expect(text).toContain('Last updated: November 2025');
      for (const fact of legal.facts) expect(text).toContain(fact);
      // This server's settings give no mailbox (tests/e2e/operator-mailboxes.test.ts sets them).
      expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
      expect(text).not.toContain('@');
      const contactForm = page.getByRole('main').getByRole('link', { name: 'contact form' }).first();
      expect(await contactForm.getAttribute('href')).toBe('/contact');
      await expectAccessible(page);
      await screenshotBothWidths(page, legal.path.slice(1));
      await page.setViewportSize(PHONE);
      await expectNoHorizontalOverflow(page);
    });
  }

  it('jumps to a section from the contents list', async () => {
    const { page } = await open('/cookie-policy');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await page.waitForURL('**/cookie-policy#analytics');
    const heading = page.getByRole('heading', { name: '5. Analytics' });
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(200);
  });
});

describe('Search engine tags', () => {
  /** The canonical link, the robots tag and the pages whose JSON-LD blocks are in the head. */
  function headTags(page: Page) {
    return page.evaluate(() => ({
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      jsonLdPages: [...document.querySelectorAll('script[type="application/ld+json"]')].map((block) =>
        block.getAttribute('data-page'),
      ),
    }));
  }

  it("follow the visitor's moves: the canonical link, noindex and the server's JSON-LD stay true to the page", async () => {
    const { page } = await open('/places/coral-bay-beach');
    const origin = new URL(page.url()).origin;
    expect(await headTags(page)).toEqual({
      title: 'Coral Bay Beach | Paphos Guide',
      canonical: `${origin}/places/coral-bay-beach`,
      robots: null,
      jsonLdPages: ['/places/coral-bay-beach', '/places/coral-bay-beach'],
    });

    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect
      .poll(() => headTags(page))
      .toEqual({
        title: 'Log In or Register | Paphos Guide',
        canonical: `${origin}/login`,
        robots: 'noindex',
        jsonLdPages: [],
      });

    await page.getByRole('contentinfo').getByRole('link', { name: 'All Places' }).click();
    await page.waitForURL('**/places');
    await expect
      .poll(() => headTags(page))
      .toEqual({
        title: 'All Places in Paphos | Paphos Guide',
        canonical: `${origin}/places`,
        robots: null,
        jsonLdPages: [],
      });
  });
});
