import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { EventItem } from '../../src/common/schemas/events';
import type { Favorite } from '../../src/common/schemas/favorites';
import { QUERY_STATE_ELEMENT_ID } from '../../src/common/server-render';
import { whatsOnSection } from '../../src/web/features/events/whats-on';
import { launchFullChromium, OFF_MACHINE_FAILURE } from './browser-server';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
/** A map tile for tests that answer the map's tile requests: any picture will do. */
export const TILE_PNG = readFileSync('public/icons/icon-192.png');
const SCREENSHOT_DIR = path.resolve('test-results/screenshots');
/** Screenshots are taken only when the run asks for them: no test asserts on them, and they cost seconds. */
const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1';

export function baseUrl(): string {
  return inject('baseUrl');
}

/** The run's one Chromium (started by global-setup.ts); each test file connects to it. */
function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** A browser context opened by `newContext`, with the requests that could not leave the machine. */
export type TestContext = BrowserContext & { blockedRequests: string[] };

/**
 * A context of the run's browser, which reaches only this machine (see browser-server.ts): a request for any
 * other host fails, and `blockedRequests` records it so a test can assert none was tried. A request for
 * another site that a test's `page.route` answers never fails, and is not recorded. The service worker is
 * blocked unless a test allows it (`serviceWorkers: 'allow'`): requests it makes would pass by a test's
 * `page.route` stubs.
 */
async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<TestContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: DESKTOP,
    locale: 'en-GB',
    serviceWorkers: 'block',
    ...options,
  });
  if (options.javaScriptEnabled !== false) context.on('page', waitForTheAppAfterLoads);
  const blockedRequests: string[] = [];
  context.on('requestfailed', (request) => {
    if (request.failure()?.errorText === OFF_MACHINE_FAILURE) blockedRequests.push(request.url());
  });
  return Object.assign(context, { blockedRequests });
}

/**
 * Makes `goto` and `reload` of a server-rendered page return once the app has taken it over (`<html
 * data-app-ready>`), as a visitor's first tap does: before that, the page shows but its controls do not
 * answer yet. A page the browser draws alone has no server state and returns as before.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const appTookOver = () =>
    page.waitForFunction(
      (stateId) => !document.getElementById(stateId) || document.documentElement.dataset.appReady === 'true',
      QUERY_STATE_ELEMENT_ID,
    );
  const settled = async <T extends { headers(): Record<string, string> } | null>(response: T): Promise<T> => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await appTookOver();
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => settled(await goto(...args));
  page.reload = async (...args) => settled(await reload(...args));
}

/**
 * Closes a context whose pages may still be loading: a test's route handlers that are still running would
 * otherwise throw 'Route is already handled' once closing has settled their requests.
 */
async function closeContext(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

/**
 * The browser for one test file: call once, at the file's top level. Connects to the run's Chromium before
 * the file's tests, closes every context opened through it during a test (or that test's beforeEach) once
 * the test is over, and disconnects after the last test. `fullChromium` launches a full Chromium of the
 * file's own instead (in the describe block it is called in), for what the run's headless shell does not
 * check (see browser-server.ts).
 */
export function useBrowser({ fullChromium = false } = {}) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = fullChromium ? await launchFullChromium() : await connectBrowser();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map(closeContext));
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A loopback-only context (see `newContext`), closed after the current test. */
  async function openContext(options: BrowserContextOptions = {}): Promise<TestContext> {
    if (!browser) throw new Error('useBrowser: open contexts in a test or hook, once the browser is up');
    const context = await newContext(browser, options);
    contexts.push(context);
    return context;
  }

  return {
    newContext: openContext,
    /** A page in a fresh context of its own, closed after the current test. */
    async newPage(options: BrowserContextOptions = {}): Promise<{ context: TestContext; page: Page }> {
      const context = await openContext(options);
      return { context, page: await context.newPage() };
    },
    /**
     * `path` in a language ('/el' + path), in a browser that asks for that language, so no other language is
     * suggested.
     */
    async openInLanguage(
      language: { prefix: string; locale: string },
      path: string,
      viewport: { width: number; height: number } = PHONE,
    ): Promise<Page> {
      const context = await openContext({ viewport, locale: language.locale });
      const page = await context.newPage();
      await page.goto(language.prefix + path);
      return page;
    },
  };
}

/** The page's <html lang> and dir. */
export function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** The server-rendered content and the API answers it carries, as the server writes them into the shell. */
const SERVER_RENDERED = new RegExp(
  `<div id="root">[\\s\\S]*?</div>\\s*<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}"[^>]*>[\\s\\S]*?</script>`,
);

/**
 * Every page load of `page` as the browser draws a page it navigates to inside the app: the server's
 * rendered content and the answers it carries are taken out, so the browser reads the API itself and the
 * test's `page.route` stubs of those reads (a failure, an empty list, a slow answer) apply.
 */
export async function drawPagesInBrowser(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    return route.fulfill({ response, body: html.replace(SERVER_RENDERED, '<div id="root"></div>') });
  });
}

/** Holds the map's code back until `release`; `held` tells whether the browser has asked for it yet. */
export async function holdMapCode(page: Page): Promise<{ held: () => boolean; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/assets\/place-map-[^/]*\.js$/, async (route) => {
    held = true;
    await released;
    await route.fallback();
  });
  return { held: () => held, release };
}

/**
 * Waits until a map (its region) has drawn its markers: at least one shows, and the map no longer says it is
 * busy (it adds them a few in each task).
 */
export async function mapMarkersDrawn(map: Locator): Promise<void> {
  await expect
    .poll(
      async () =>
        (await map.locator('.leaflet-marker-icon').count()) > 0 &&
        (await map.getAttribute('aria-busy')) === null,
    )
    .toBe(true);
}

/** The text of a file the browser downloaded (it lives beside the browser, so it is read through Playwright). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The text of every console error the page logs from now on, as they come. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Refuses the built chunk whose name starts with `chunk` (as a deploy that removed it would), and collects
 * the console's errors; `refused` tells whether the browser has asked for it yet.
 */
export async function refuseChunk(
  page: Page,
  chunk: string,
): Promise<{ errors: string[]; refused: () => boolean }> {
  const errors = consoleErrors(page);
  let refused = false;
  await page.route(new RegExp(`/assets/${chunk}-[^/]*\\.js$`), async (route) => {
    refused = true;
    await route.abort('connectionrefused');
  });
  return { errors, refused: () => refused };
}

/** GETs `path` from the test server with Node's fetch (no browser) and returns the parsed JSON body. */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The home page's events section as a visitor sees it now (whats-on.ts's rule, on the server's upcoming
 * events): 'What's On This Week' or 'Coming up', and its events.
 */
export async function whatsOnNow() {
  const section = whatsOnSection(await getJson<EventItem[]>('/api/events/upcoming'), new Date(), 3);
  expect(section, 'the seeded events include some to come').not.toBeNull();
  return section!;
}

/**
 * Registers a new user, with a unique email, from the page's own request context, so the session cookie
 * lands in the page's browser context.
 */
export async function registerUser(
  page: Page,
  user: { emailPrefix: string; firstName: string; lastName: string },
): Promise<void> {
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: `${user.emailPrefix}-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      firstName: user.firstName,
      lastName: user.lastName,
    },
  });
  expect(registered.status()).toBe(201);
}

/** The place ids saved to the signed-in account of the page's context (GET /api/favorites), in id order. */
export async function accountFavoriteIds(page: Page): Promise<number[]> {
  const favorites = (await (await page.request.get('/api/favorites')).json()) as Favorite[];
  return favorites.map((favorite) => favorite.placeId).sort((a, b) => a - b);
}

/** The toasts shown in the notifications region, named in the page's language. */
export const toasts = (page: Page, region = 'Notifications (F8)') =>
  page.getByRole('region', { name: region }).getByRole('listitem');

/** The form control labelled exactly `label`. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The region (a labelled section) named exactly `name`. */
export const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** Whether the element has the keyboard focus. */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until the target has the focus, up to `limit` presses; returns whether it got there. */
export async function tabTo(page: Page, target: Locator, limit = 25): Promise<boolean> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return true;
  }
  return false;
}

/** Rules of moderate impact that Lighthouse's accessibility score counts, so they fail here too. */
const SCORED_MODERATE_RULES = new Set(['heading-order']);

/** No serious or critical accessibility violations on the current page, and none Lighthouse scores. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe-core put in each frame once and run in the page itself. @axe-core/playwright's AxeBuilder sent its
  // 550 KB source to the main frame twice (to ask for runPartial, then once per frame): measured on the
  // home, places, events and guides pages, 2.0 CPU-seconds a run against 1.1 now. Only the inside of a
  // sandboxed advert frame goes unchecked (the frame itself is not).
  const main = page.mainFrame();
  await main.evaluate(axe.source);
  const children = page.frames().filter((frame) => frame !== main);
  await Promise.all(children.map((frame) => frame.evaluate(axe.source).catch(() => undefined)));
  // Only violations are asserted on, so only they list every node: with the passing nodes too, the answer
  // sent back from the browser was ten times larger (650 KB for the home page).
  const violations = await page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  const serious = violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        SCORED_MODERATE_RULES.has(violation.id),
    )
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
  expect(serious).toEqual([]);
}

/**
 * Resolves once the browser has run two more animation frames: the resize steps, the layout and the
 * renders they started (a React update scheduled from a resize handler) have reached the screen.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  // page.evaluate has no timeout of its own: a page that stopped drawing fails here, and says so.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No animation frame within 15 s')), 15_000);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve();
          }),
        );
      }),
  );
}

/** Sets the viewport and waits until the page has laid itself out at that size, with its fonts loaded. */
export async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.waitForFunction((width) => window.innerWidth === width, viewport.width);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await afterTwoFrames(page);
}

/** A screenshot of the page as it is now, for people to look at (test-results/screenshots; SCREENSHOTS=1). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Full-page screenshots at phone and desktop width (see `screenshot`). Either way the page ends at desktop
 * width, so a test reads the same page whether screenshots were taken or not.
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) {
    if (page.viewportSize()?.width !== DESKTOP.width) await resizeTo(page, DESKTOP);
    return;
  }
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await resizeTo(page, viewport);
    await screenshot(page, `${name}-${label}`);
  }
}

/** The page's content must not be wider than its viewport, once it has laid itself out at that width. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await page.waitForFunction((width) => window.innerWidth === width, page.viewportSize()!.width);
  await afterTwoFrames(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Scrolls to 'Show more places' until the list says it shows every place ('Showing N of N places'), as a
 * visitor scrolling down would: the list shows a page of cards at a time and the next one as its end comes
 * near. Waiting for that line, not only for the button to be gone, also waits out a list still loading.
 */
export async function showAllPlaceCards(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const more = [...document.querySelectorAll('button')].find(
            (button) => button.textContent === 'Show more places',
          );
          more?.scrollIntoView({ block: 'center' });
          return [...document.querySelectorAll('p')].some((line) =>
            /^Showing (\d+) of \1 places?$/.test(line.textContent ?? ''),
          );
        }),
      // A request for each page of 12 cards, one after the other.
      { timeout: 30_000 },
    )
    .toBe(true);
}
