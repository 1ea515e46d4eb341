import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUERY_STATE_ELEMENT_ID } from '../../src/common/server-render';
import type { Article } from '../../src/common/schemas/articles';
import type { EventItem } from '../../src/common/schemas/events';
import type { Place } from '../../src/common/schemas/places';
import { chunkFilesOf, readBuildManifest } from '../../src/server/http/module-preloads';
import { PAGE_SCRIPTS_LOADER } from '../../src/server/http/page-scripts';
import { PLACES_FIRST_IN_VIEW, PLACES_PAGE_SIZE } from '../../src/web/features/places/places-page';
import { baseUrl, getJson, PHONE, useBrowser } from './browser';
import { BUILT_WEB_APP } from './built-web-app';
import { namedPageScripts } from '../helpers/page-scripts';

const browser = useBrowser();

/** A visitor (or a crawler) whose browser runs no JavaScript: what it sees is what the server wrote. */
async function openWithoutJavaScript(path: string): Promise<{ page: Page; status: number }> {
  const { page } = await browser.newPage({ javaScriptEnabled: false });
  const response = await page.goto(path);
  return { page, status: response?.status() ?? 0 };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The places a page links to, in order, once each. */
async function linkedPlaceSlugs(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/places/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return [...new Set(hrefs.map((href) => href.slice('/places/'.length)))];
}

describe('Pages written by the server, read without JavaScript', () => {
  it('home: the hero, the 4 trending places and the 6 recent ones', async () => {
    const [trending, recent] = await Promise.all([
      getJson<Place[]>('/api/places/trending'),
      getJson<Place[]>('/api/places/recent'),
    ]);
    const { page, status } = await openWithoutJavaScript('/');
    expect(status).toBe(200);
    expect(await h1(page).innerText()).toBe('Discover the best of Paphos');
    const slugs = await linkedPlaceSlugs(page);
    for (const place of [...trending.slice(0, 4), ...recent.slice(0, 6)]) expect(slugs).toContain(place.slug);
    expect(await page.getByText('Loading trending places').count()).toBe(0);
  });

  it('/places: the first page of cards; ?category= only that category', async () => {
    const places = await getJson<Place[]>('/api/places');
    const all = await openWithoutJavaScript('/places');
    expect(await h1(all.page).innerText()).toBe('All Places in Paphos');
    const slugs = await linkedPlaceSlugs(all.page);
    expect(slugs).toHaveLength(Math.min(PLACES_PAGE_SIZE, places.length));
    // The photos in view as the page opens load first; the rest wait until they are scrolled to.
    const photoLoading = await all.page
      .getByRole('main')
      .locator('article img')
      .evaluateAll((photos) => photos.map((photo) => photo.getAttribute('loading')));
    expect(photoLoading).toEqual(
      photoLoading.map((_loading, index) => (index < PLACES_FIRST_IN_VIEW ? 'eager' : 'lazy')),
    );
    expect(photoLoading).toHaveLength(slugs.length);
    expect(await all.page.getByRole('combobox', { name: 'Sort by' }).innerText()).toBe('Recommended');
    const preloaded = await all.page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const firstPhotos = places.filter((place) => slugs.slice(0, PLACES_FIRST_IN_VIEW).includes(place.slug));
    expect(preloaded.sort()).toEqual(firstPhotos.map((place) => place.photos[0]).sort());

    const beaches = await openWithoutJavaScript('/places?category=beach');
    const beachSlugs = await linkedPlaceSlugs(beaches.page);
    expect(beachSlugs.length).toBeGreaterThan(0);
    const category = new Map(places.map((place) => [place.slug, place.category]));
    expect(beachSlugs.map((slug) => category.get(slug))).toEqual(beachSlugs.map(() => 'beach'));
  });

  it('a place: its name, description and address; an unknown place: 404 with Place Not Found', async () => {
    const [place] = await getJson<Place[]>('/api/places/trending');
    const { page, status } = await openWithoutJavaScript(`/places/${place!.slug}`);
    expect(status).toBe(200);
    expect(await h1(page).innerText()).toBe(place!.name);
    const main = await page.getByRole('main').innerText();
    expect(main).toContain(place!.description!.slice(0, 80));
    expect(main).toContain(place!.address!);

    const missing = await openWithoutJavaScript('/places/no-such-place-anywhere');
    expect(missing.status).toBe(404);
    expect(await h1(missing.page).innerText()).toBe('Place Not Found');
  });

  it('the guides and a guide with its text; an event page', async () => {
    const articles = await getJson<Article[]>('/api/articles');
    const list = await openWithoutJavaScript('/blog');
    const listText = await list.page.getByRole('main').innerText();
    for (const article of articles) expect(listText).toContain(article.title);

    const guide = articles[0]!;
    const { page } = await openWithoutJavaScript(`/blog/${guide.slug}`);
    expect(await h1(page).innerText()).toBe(guide.title);
    const firstParagraph = await page.getByRole('article').locator('p').first().innerText();
    expect(firstParagraph.length).toBeGreaterThan(40);

    const [event] = await getJson<EventItem[]>('/api/events/upcoming');
    const eventPage = await openWithoutJavaScript(`/events/${event!.id}`);
    expect(await h1(eventPage.page).innerText()).toBe(event!.name);
  });

  it('the legal pages, contact and the 404 page', async () => {
    for (const [path, heading] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/cookie-policy', 'Cookie Policy'],
      ['/contact', 'Get in Touch'],
    ]) {
      const { page, status } = await openWithoutJavaScript(path!);
      expect(status, path).toBe(200);
      expect(await h1(page).innerText(), path).toBe(heading);
    }
    const contact = await openWithoutJavaScript('/contact');
    expect(await contact.page.getByRole('textbox').count()).toBeGreaterThan(2);
    // Sending needs the app: until it runs, the button cannot submit the form natively.
    expect(await contact.page.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true);

    const unknown = await openWithoutJavaScript('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(await h1(unknown.page).innerText()).toBe('Page Not Found');
  });

  it('writes every page whole: no boundary left for an inline script to fill in, which the CSP would refuse (its one inline script is the loader it allows by hash)', async () => {
    for (const path of [
      '/',
      '/places',
      '/places/anassa',
      '/blog',
      '/blog/best-beaches-in-paphos',
      '/contact',
    ]) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html, path).toContain(QUERY_STATE_ELEMENT_ID);
      expect(html, path).not.toContain('<!--$?-->');
      const inlineScripts = [
        ...html.matchAll(
          /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ].map((match) => match[1]);
      expect(inlineScripts, path).toEqual([PAGE_SCRIPTS_LOADER]);
    }
  });

  it('leaves the signed-in and admin pages to the browser: nothing in them is the same for everyone', async () => {
    for (const path of ['/login', '/admin', '/account', '/my-favorites']) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(QUERY_STATE_ELEMENT_ID);
    }
  });
});

/**
 * Records each time React puts a render on the page (through the hook React offers its developer tools),
 * marking the ones made in the same run of script as the one before: a redraw chained onto a commit.
 */
async function recordReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const chained: number[] = [];
    let commitsInThisRun = 0;
    Object.assign(window, {
      chainedCommits: chained,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: () => {
          // Microtasks run only once the script that committed has returned: until then, it is one run.
          if (commitsInThisRun++ > 0) chained.push(Math.round(performance.now()));
          queueMicrotask(() => (commitsInThisRun = 0));
        },
      },
    });
  });
}

/** When a commit was chained onto the one before it (recordReactCommits). */
const chainedCommits = (page: Page) =>
  page.evaluate(() => (window as unknown as { chainedCommits: number[] }).chainedCommits);

describe('The browser takes over the server-written page', () => {
  /** What each page carries, which the browser must not ask for again. */
  const carriedReads: Record<string, (string | RegExp)[]> = {
    '/': ['/api/places/trending', '/api/viator/showcase'],
    '/places': ['/api/places/page', '/api/viator/showcase'],
    '/places?view=map': ['/api/places/map', '/api/viator/showcase'],
    '/events': ['/api/events', '/api/viator/showcase'],
    '/blog': ['/api/articles', '/api/viator/showcase'],
    '/blog/best-beaches-in-paphos': [/^\/api\/articles\/\d+\/places$/, /^\/api\/articles\/category\//],
    '/places/anassa': [/^\/api\/places\/nearby\//, /^\/api\/viator\/recommendations\//],
    '/places/no-such-place-anywhere': ['/api/places/no-such-place-anywhere'],
  };

  it.each(Object.keys(carriedReads))(
    '%s hydrates with no console error, in no long chain of redraws, and does not read again what the page carried',
    async (path) => {
      const { page } = await browser.newPage();
      await recordReactCommits(page);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        // The test server has no map tiles (see global-setup): those 404s are expected, as is the missing
        // place's own 404 status.
        const source = message.location().url;
        if (message.type() === 'error' && !source.includes('/tiles/') && source !== baseUrl() + path) {
          problems.push(message.text());
        }
      });
      const apiReads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiReads.push(url.pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // Read in the browser: who is signed in. Carried in the page: the content it shows.
      expect(apiReads).toContain('/api/auth/user');
      for (const carried of carriedReads[path]!) {
        const readAgain = apiReads.filter((read) =>
          typeof carried === 'string' ? read === carried : carried.test(read),
        );
        expect(readAgain, String(carried)).toEqual([]);
      }
      expect(apiReads).not.toContain('/api/settings/social');
      // A state set as the page hydrates (a control measuring itself as it mounts) is drawn at once, in the
      // same task, with every effect of the page: one long task on a phone.
      expect(await chainedCommits(page)).toEqual([]);
    },
  );

  it.each(['/', '/places', '/places/anassa', '/blog/best-beaches-in-paphos'])(
    '%s does not move as the browser takes over on a phone (no layout shift)',
    async (path) => {
      const { page } = await browser.newPage({ viewport: PHONE });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number }>) {
            shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      // By then the visitor's session is known and the header shows Log In.
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Log In' }).first().waitFor();
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
    },
  );

  it('a place page becomes the app: its links navigate without loading a new document', async () => {
    const [place] = await getJson<Place[]>('/api/places/trending');
    const { page } = await browser.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`/places/${place!.slug}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(documents).toEqual([`/places/${place!.slug}`]);
  });
});

describe('A server-drawn page is drawn whole', () => {
  it('draws no frame of a page that stops arriving halfway, so nothing moves as the rest comes', async () => {
    // A line that stalls in the middle of the page's content for a second, as a slow network does, or the
    // parser of a busy phone that pauses there.
    const slowLine = createServer((request, response) => {
      void (async () => {
        const upstream = await fetch(baseUrl() + request.url, {
          headers: { accept: request.headers.accept ?? '*/*' },
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        const dropped = ['content-encoding', 'content-length', 'transfer-encoding', 'connection'];
        response.writeHead(
          upstream.status,
          Object.fromEntries([...upstream.headers].filter(([name]) => !dropped.includes(name))),
        );
        if (!upstream.headers.get('content-type')?.startsWith('text/html')) return response.end(body);
        const halfway = body.indexOf('<div id="root">') + 2_000;
        response.write(body.subarray(0, halfway));
        await delay(1_000);
        response.end(body.subarray(halfway));
      })();
    });
    await new Promise<void>((resolve) => slowLine.listen(0, '127.0.0.1', resolve));
    try {
      const { page } = await browser.newPage({ viewport: PHONE });
      await page.addInitScript((stateId) => {
        requestAnimationFrame(() => {
          Object.assign(window, { firstFrameWasWhole: document.getElementById(stateId) !== null });
        });
      }, QUERY_STATE_ELEMENT_ID);
      await page.goto(`http://127.0.0.1:${(slowLine.address() as AddressInfo).port}/places`);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { firstFrameWasWhole?: boolean }).firstFrameWasWhole),
        )
        .toBe(true);
    } finally {
      slowLine.close();
    }
  });
});

describe("A server-drawn page asks for its code after its first paint, naming the page's own chunks", () => {
  /** The place page's chunk and every chunk it imports, from the build's manifest. */
  const placePageChunks = () =>
    chunkFilesOf(readBuildManifest(BUILT_WEB_APP.webDistDir), 'pages/place-detail.tsx').map(
      (file) => `/${file}`,
    );

  it('names each chunk of the place page once, so the browser adds no link for them when its code loads', async () => {
    const [place] = await getJson<Place[]>('/api/places/trending');
    const html = await (await fetch(`${baseUrl()}/places/${place!.slug}`)).text();
    const named = namedPageScripts(html)!;
    const chunks = placePageChunks();
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.filter((file) => !named.preloads.includes(file) && file !== named.entry)).toEqual([]);
    expect(new Set(named.preloads).size).toBe(named.preloads.length);

    const { page } = await browser.newPage();
    await page.goto(`/places/${place!.slug}`);
    await page.waitForLoadState('networkidle');
    const linked = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(linked).toEqual(named.preloads);
  });

  it('asks for its script only once a frame has been drawn, and then comes alive', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    // Registered before the page's own loader, so this frame callback runs first in the same frame.
    await page.addInitScript(() => {
      const seen = { framed: false, scriptAddedAfterFrame: null as boolean | null };
      Object.assign(window, { scriptTiming: seen });
      requestAnimationFrame(() => {
        seen.framed = true;
      });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (
              node instanceof HTMLScriptElement &&
              node.type === 'module' &&
              seen.scriptAddedAfterFrame === null
            ) {
              seen.scriptAddedAfterFrame = seen.framed;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/places/tombs-of-the-kings');
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Remove from favorites' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { scriptTiming: unknown }).scriptTiming)).toEqual({
      framed: true,
      scriptAddedAfterFrame: true,
    });
  });
});

describe('What the browser adds to a server-drawn place page has its room kept', () => {
  /** Where the Share button and the first line of the hours sit, each against the part of the page it is in. */
  async function positions(page: Page) {
    const share = await page.getByRole('button', { name: 'Share', exact: true }).boundingBox();
    const row = await page.getByRole('button', { name: 'Share', exact: true }).locator('..').boundingBox();
    const hours = page.getByText('Opening hours', { exact: true }).filter({ visible: true }).locator('..');
    const firstRule = await hours.getByText('Every day').first().boundingBox();
    const block = await hours.boundingBox();
    return { shareX: share!.x - row!.x, firstRuleY: firstRule!.y - block!.y };
  }

  it('the favourite button beside Share and the open-now line above the hours: nothing moves as they show', async () => {
    const drawn = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await drawn.page.goto('/places/tombs-of-the-kings');
    const before = await positions(drawn.page);
    const { page } = await browser.newPage({ viewport: PHONE });
    await page.goto('/places/tombs-of-the-kings');
    await page.getByRole('button', { name: 'Add to favorites' }).waitFor();
    await page
      .getByText(/^(Open now|Closed)/)
      .first()
      .waitFor();
    expect(await positions(page)).toEqual(before);
  });
});
