/**
 * A place's page in another language with a translation (issue 36): the translated description and
 * highlights marked with the page's language instead of the 'This description is in English' note, a label
 * while it is an unreviewed machine translation (gone once the operator reviews it), the place's name there
 * from its source in the heading and the title, drawn by the server too; Hebrew right to left on a phone.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AI_MODELS, ARTICLE_LENGTHS } from '../../src/common/categories';
import type { AdminTranslation } from '../../src/common/schemas/translations';
import { places } from '../../src/server/db/schema';
import { NO_AI_KEY_REASON } from '../../src/web/components/translations-panel';
import type { TranslatableFields, WriterProvider } from '../../src/server/providers/writer';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  documentLanguage,
  expectNoHorizontalOverflow,
  mapMarkersDrawn,
  PHONE,
  screenshot,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

/** What the stand-in model writes, by language: a description and highlights of its own. */
const WRITTEN = {
  el: {
    description:
      'Μια δημοφιλής αμμώδης παραλία με ρηχά, καθαρά νερά, ξαπλώστρες και θαλάσσια σπορ, βόρεια της Πάφου.',
    highlight: 'Ρηχά, καθαρά νερά',
  },
  de: {
    description:
      'Ein beliebter Sandstrand mit flachem, klarem Wasser, Liegen und Wassersport nördlich von Paphos.',
    highlight: 'Flaches, klares Wasser',
  },
  he: {
    description: 'חוף חול פופולרי עם מים רדודים וצלולים, כיסאות נוח וספורט ימי, צפונית לפאפוס.',
    highlight: 'מים רדודים וצלולים',
  },
} as const;

/** A guide's title as the stand-in model 'translates' it, in every language. */
const GUIDE_TITLE = 'Δύο παραλίες της Πάφου';

/** Stands in for an AI writer: translates by the table above, credited to the model asked for. */
const translatingWriter = (offline: WriterProvider): WriterProvider => ({
  ...offline,
  name: 'OpenAI',
  models: AI_MODELS,
  lengths: ARTICLE_LENGTHS,
  translate<Fields extends TranslatableFields>({
    fields,
    language,
    model,
  }: {
    fields: Fields;
    language: string;
    model: (typeof AI_MODELS)[number];
  }) {
    const written = WRITTEN[language as keyof typeof WRITTEN];
    const translated = Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [
        field,
        Array.isArray(value)
          ? value.map((_item, index) => `${written.highlight} (${index + 1})`)
          : field === 'title'
            ? GUIDE_TITLE
            : field === 'content'
              ? // Its '## ' headings (place names) kept, every paragraph 'translated'.
                value
                  .split('\n')
                  .map((line) => (line === '' || line.startsWith('## ') ? line : written.description))
                  .join('\n')
              : written.description,
      ]),
    ) as Fields;
    return Promise.resolve({ fields: translated, aiModel: model });
  },
});

const server = useAdminServer({
  providers: (offline) => ({ ...offline, writer: translatingWriter(offline.writer) }),
});
/** The same dashboard without an AI key: the offline writer, which never translates. */
const offlineServer = useAdminServer();
const browser = useBrowser();

const SLUG = 'coral-bay-beach';
const GREEK_NAME = 'Κοραλλένια Ακτή';
const LABEL = {
  el: 'Αυτόματη μετάφραση, δεν έχει ελεγχθεί ακόμη από τους συντάκτες μας',
  he: 'תרגום מכונה, טרם נבדק על ידי העורכים שלנו',
};

async function placeId(): Promise<number> {
  const [place] = await server.ctx().db.select({ id: places.id }).from(places).where(eq(places.slug, SLUG));
  return place!.id;
}

async function openPlace(
  prefix: string,
  locale: string,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const { page } = await browser.newPage({ baseURL: server.url(), viewport, locale });
  await page.goto(`${prefix}/places/${SLUG}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

describe('a place page in Greek with a machine translation', () => {
  it('shows the translation in Greek with the label, the Greek name, and no note that it is in English', async () => {
    const id = await placeId();
    // The place's Greek name, as the OpenStreetMap sync stores it (name:el).
    await server
      .ctx()
      .db.update(places)
      .set({ nameTranslations: { el: GREEK_NAME } })
      .where(eq(places.id, id));
    await server.admin<AdminTranslation>('POST', `/api/admin/places/${id}/translations/el`, {
      model: 'gpt-4o',
    });

    // The server draws the translation into the page itself.
    const html = await (await fetch(`${server.url()}/el/places/${SLUG}`)).text();
    expect(html).toContain(WRITTEN.el.description);
    expect(html).toContain(`<title>${GREEK_NAME}`);

    const page = await openPlace('/el', 'el-GR');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(GREEK_NAME);
    expect(await page.title()).toMatch(new RegExp(`^${GREEK_NAME}`));
    const description = page.getByText(WRITTEN.el.description, { exact: true });
    expect(await description.getAttribute('lang')).toBe('el');
    expect(await page.getByText(LABEL.el, { exact: true }).count()).toBe(1);
    expect(await page.getByText('Αυτή η περιγραφή είναι στα αγγλικά').count()).toBe(0);
    const highlights = page.getByRole('list').filter({ hasText: WRITTEN.el.highlight });
    expect(await highlights.getAttribute('lang')).toBe('el');
    expect(await page.getByText(`${WRITTEN.el.highlight} (1)`, { exact: true }).isVisible()).toBe(true);
    await screenshotBothWidths(page, 'translation-place-el');
  });

  it('names the place in Greek on the Greek list of beaches too, in English on the English one', async () => {
    const { page } = await browser.newPage({ baseURL: server.url(), viewport: PHONE, locale: 'el-GR' });
    await page.goto('/el/places?category=beach');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: GREEK_NAME }) });
    await card.getByRole('link', { name: GREEK_NAME }).first().waitFor();
    expect(await card.getByRole('img', { name: GREEK_NAME }).count()).toBe(1);
    await page.goto('/places?category=beach');
    await page.getByRole('heading', { name: 'Coral Bay Beach', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: GREEK_NAME }).count()).toBe(0);
  });

  it("names it in Greek in the Greek home search's suggestions and on the Greek map's marker and popup", async () => {
    const { page } = await browser.newPage({ baseURL: server.url(), locale: 'el-GR' });
    await page.goto('/el');
    await page.getByRole('searchbox', { name: 'Αναζήτηση μερών στην Πάφο' }).fill('coral bay');
    await expect.poll(() => page.locator('[data-search-result]').first().innerText()).toContain(GREEK_NAME);
    await screenshot(page, 'translation-search-el');

    await page.goto('/el/places?view=map&category=beach&q=coral%20bay');
    const map = page.getByRole('region', { name: 'Χάρτης με τις παραλίες στην Πάφο' });
    const markers = map.locator('.leaflet-marker-icon');
    await mapMarkersDrawn(map);
    // Each marker's tooltip, as the pointer moves over it: one of them names Coral Bay in Greek.
    const names: string[] = [];
    for (const marker of await markers.all()) {
      await marker.dispatchEvent('mouseover');
      names.push(await map.getByRole('tooltip').innerText());
      await marker.dispatchEvent('mouseout');
      await expect.poll(() => map.getByRole('tooltip').count()).toBe(0);
    }
    expect(names).toContain(GREEK_NAME);
    expect(names).not.toContain('Coral Bay Beach');
    await markers.nth(names.indexOf(GREEK_NAME)).dispatchEvent('click');
    await map.getByRole('link', { name: GREEK_NAME, exact: true }).waitFor();
    await screenshot(page, 'translation-map-popup-el');
    expect(
      await map
        .getByRole('link', { name: `Οδηγίες διαδρομής προς ${GREEK_NAME} (ανοίγει σε νέα καρτέλα)` })
        .count(),
    ).toBe(1);
  });

  it('drops the label once the operator marks the translation reviewed', async () => {
    await server.admin('POST', `/api/admin/places/${await placeId()}/translations/el/review`);
    const page = await openPlace('/el', 'el-GR');
    await page.getByText(WRITTEN.el.description, { exact: true }).waitFor();
    expect(await page.getByText(LABEL.el).count()).toBe(0);
  });

  it('keeps the English description and its note in a language without a translation', async () => {
    const page = await openPlace('/de', 'de-DE');
    await page.getByText('Diese Beschreibung ist auf Englisch', { exact: true }).waitFor();
    expect(await page.getByText(WRITTEN.el.description).count()).toBe(0);
    expect(await page.getByText('Maschinelle Übersetzung', { exact: false }).count()).toBe(0);
  });
});

describe('a guide in Greek with a machine translation', () => {
  it('shows the translated title, excerpt and content in Greek with the label, and the English note elsewhere', async () => {
    const article = await server.admin<{ id: number; slug: string }>('POST', '/api/admin/articles', {
      title: 'Two Paphos beaches',
      excerpt: 'Coral Bay or Lara Bay.',
      content: 'Two very different beaches.\n\n## Coral Bay Beach\n\nSand and cafés.',
      status: 'published',
    });
    await server.admin('POST', `/api/admin/articles/${article.id}/translations/el`, {});

    const { page } = await browser.newPage({ baseURL: server.url(), viewport: PHONE, locale: 'el-GR' });
    await page.goto(`/el/blog/${article.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(GUIDE_TITLE);
    expect(await page.title()).toMatch(new RegExp(`^${GUIDE_TITLE}`));
    expect(await page.getByText(LABEL.el, { exact: true }).count()).toBe(1);
    const text = page.locator('article [lang="el"]').first();
    expect(await text.innerText()).toContain(WRITTEN.el.description);
    expect(await page.getByRole('heading', { level: 2, name: 'Coral Bay Beach' }).count()).toBe(1);
    expect(await page.getByText('Αυτό το άρθρο είναι στα αγγλικά').count()).toBe(0);
    await screenshotBothWidths(page, 'translation-guide-el');

    const german = await browser.newPage({ baseURL: server.url(), viewport: DESKTOP, locale: 'de-DE' });
    await german.page.goto(`/de/blog/${article.slug}`);
    await german.page.getByText('Dieser Artikel ist auf Englisch', { exact: true }).waitFor();
    expect(await german.page.getByRole('heading', { level: 1 }).textContent()).toBe('Two Paphos beaches');
  });
});

describe('a place page in Hebrew with a machine translation, on a phone', () => {
  it('reads right to left, the translation marked Hebrew, with the Hebrew label, and fits 390 px', async () => {
    await server.admin('POST', `/api/admin/places/${await placeId()}/translations/he`, {});
    const page = await openPlace('/he', 'he-IL', PHONE);
    expect(await documentLanguage(page)).toEqual({ lang: 'he', dir: 'rtl' });
    const description = page.getByText(WRITTEN.he.description, { exact: true });
    expect(await description.getAttribute('lang')).toBe('he');
    expect(await description.getAttribute('dir')).toBe('rtl');
    expect(await page.getByText(LABEL.he, { exact: true }).isVisible()).toBe(true);
    await expectNoHorizontalOverflow(page);
  });
});

describe("the dashboard's translations of a place", () => {
  const GERMAN = 'German (Deutsch)';

  async function openTranslations(baseURL: string) {
    const { page } = await browser.newPage({ baseURL, viewport: DESKTOP });
    await openDashboard(page, 'places');
    const list = page.getByRole('list', { name: 'Places' });
    await list.waitFor();
    await page
      .getByRole('search', { name: 'Filter places' })
      .getByLabel('Search by name')
      .fill('Coral Bay Beach');
    await page.getByRole('button', { name: 'Translations of Coral Bay Beach', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Translations of Coral Bay Beach', exact: true });
    await panel.waitFor();
    return { page, german: panel.getByRole('listitem').filter({ hasText: GERMAN }) };
  }

  it("translates, edits (then reviewed, and kept), and deletes, with the toasts the server's answers give", async () => {
    const { page, german } = await openTranslations(server.url());
    await german.getByText('None', { exact: true }).waitFor();

    await german.getByRole('button', { name: `Translate: ${GERMAN}` }).click();
    const toast = toasts(page);
    await toast.getByText('Translation Ready', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain(
      'Coral Bay Beach is translated into German by gpt-4o-mini. The page labels it as a machine translation until you mark it reviewed.',
    );
    await german.getByText('Machine translation — not reviewed', { exact: true }).waitFor();
    await screenshotBothWidths(page, 'translation-admin');
    const description = german.getByLabel(`Description in ${GERMAN}`, { exact: true });
    await expect.poll(() => description.inputValue()).toBe(WRITTEN.de.description);

    await description.fill('Ein Sandstrand mit flachem Wasser.');
    await german.getByRole('button', { name: `Save: ${GERMAN}` }).click();
    await toast.getByText('Translation Saved', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain(
      'Your German text of Coral Bay Beach is saved and shown as reviewed.',
    );
    await german.getByText('Reviewed', { exact: true }).waitFor();
    expect(await german.getByRole('button', { name: `Mark reviewed: ${GERMAN}` }).count()).toBe(0);
    // Translating again now says it replaces the reviewed text.
    await german.getByRole('button', { name: `Replace with a machine translation: ${GERMAN}` }).waitFor();

    const germanPage = await openPlace('/de', 'de-DE');
    await germanPage.getByText('Ein Sandstrand mit flachem Wasser.', { exact: true }).waitFor();
    expect(await germanPage.getByText('Maschinelle Übersetzung', { exact: false }).count()).toBe(0);

    await german.getByRole('button', { name: `Delete: ${GERMAN}` }).click();
    await toast.getByText('Translation Deleted', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain(
      'The German page of Coral Bay Beach shows the English text again.',
    );
    await german.getByText('None', { exact: true }).waitFor();
  });

  it('marks a machine translation reviewed from the dashboard', async () => {
    const { page, german } = await openTranslations(server.url());
    await german.getByRole('button', { name: `Translate: ${GERMAN}` }).click();
    await german.getByText('Machine translation — not reviewed', { exact: true }).waitFor();
    await german.getByRole('button', { name: `Mark reviewed: ${GERMAN}` }).click();
    const toast = toasts(page);
    await toast.getByText('Translation Reviewed', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain(
      'The German translation of Coral Bay Beach no longer carries the machine translation label.',
    );
    await german.getByText('Reviewed (machine translation by gpt-4o-mini)', { exact: true }).waitFor();
  });

  it('disables Translate without an AI key, saying why', async () => {
    const { page, german } = await openTranslations(offlineServer.url());
    const translate = german.getByRole('button', { name: `Translate: ${GERMAN}` });
    await translate.waitFor();
    expect(await translate.isDisabled()).toBe(true);
    expect(await translate.getAttribute('title')).toBe(NO_AI_KEY_REASON);
    expect(
      await page
        .getByRole('region', { name: 'Translations of Coral Bay Beach' })
        .getByText(NO_AI_KEY_REASON)
        .count(),
    ).toBe(1);
  });
});
