/**
 * The guides, the log-in page and a legal page in Greek, German, Russian and Hebrew (issue 36): the pages'
 * words in the language, dates with its month names and order, a reading time in its plural, the guides'
 * own texts as written, the server's refusals in the language, and the legal text in English with a note.
 */
import { describe, expect, it } from 'vitest';
import type { Article } from '../../src/common/schemas/articles';
import {
  DESKTOP,
  documentLanguage,
  drawPagesInBrowser,
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  screenshot,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

const browser = useBrowser();

const LANGUAGES = [
  {
    prefix: '/el',
    lang: 'el',
    dir: 'ltr',
    locale: 'el-GR',
    title: 'Ταξιδιωτικοί οδηγοί και τοπικές συμβουλές',
    search: 'Αναζήτηση οδηγών',
    all: 'Όλες',
    beaches: 'Παραλίες',
    date: /^\d{1,2} \S+ \d{4}$/,
    reading: /^\d+ λεπτ(ό|ά) ανάγνωσης$/,
    readMore: 'Διαβάστε περισσότερα',
    share: 'Μοιραστείτε αυτόν τον οδηγό',
    copy: 'Αντιγραφή συνδέσμου',
    sidebar: 'Πλαϊνή στήλη οδηγού',
  },
  {
    prefix: '/de',
    lang: 'de',
    dir: 'ltr',
    locale: 'de-DE',
    title: 'Reiseführer und Insidertipps',
    search: 'Reiseführer durchsuchen',
    all: 'Alle',
    beaches: 'Strände',
    date: /^\d{1,2}\. \S+ \d{4}$/,
    reading: /^\d+ Min\. Lesezeit$/,
    readMore: 'Weiterlesen',
    share: 'Diesen Reiseführer teilen',
    copy: 'Link kopieren',
    sidebar: 'Seitenleiste des Reiseführers',
  },
  {
    prefix: '/ru',
    lang: 'ru',
    dir: 'ltr',
    locale: 'ru-RU',
    title: 'Путеводители и советы местных жителей',
    search: 'Поиск по путеводителям',
    all: 'Все',
    beaches: 'Пляжи',
    date: /^\d{1,2} \S+ \d{4} г\.$/,
    reading: /^\d+ мин чтения$/,
    readMore: 'Читать далее',
    share: 'Поделиться путеводителем',
    copy: 'Копировать ссылку',
    sidebar: 'Боковая панель путеводителя',
  },
  {
    prefix: '/he',
    lang: 'he',
    dir: 'rtl',
    locale: 'he-IL',
    title: 'מדריכי טיולים וטיפים מקומיים',
    search: 'חיפוש במדריכים',
    all: 'הכול',
    beaches: 'חופים',
    date: /^\d{1,2} ב\S+ \d{4}$/,
    reading: /^(דקת קריאה אחת|שתי דקות קריאה|\d+ דקות קריאה)$/,
    readMore: 'להמשך קריאה',
    share: 'שתפו את המדריך',
    copy: 'העתקת קישור',
    sidebar: 'סרגל צד של המדריך',
  },
] as const;

/** The newest published guide, first in the list. */
async function newestGuide(): Promise<Article> {
  const articles = await getJson<Article[]>('/api/articles');
  const [newest] = [...articles].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  expect(newest, 'a bundled guide').toBeDefined();
  return newest!;
}

describe.each(LANGUAGES)('The guides in $lang', (language) => {
  it('the list at 390 px: its words, and each card’s date and reading time in the language', async () => {
    const guide = await newestGuide();
    const page = await browser.openInLanguage(language, '/blog');
    expect(await documentLanguage(page)).toEqual({ lang: language.lang, dir: language.dir });
    await page.getByRole('heading', { level: 1, name: language.title }).waitFor();
    expect(await page.title()).toBe(`${language.title} | Paphos Guide`);
    await page.getByRole('searchbox', { name: language.search }).waitFor();
    await page.getByRole('button', { name: language.all, exact: true }).first().waitFor();
    // The categories the site comes with are named in the language too.
    await page.getByRole('button', { name: language.beaches, exact: true }).first().waitFor();

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: guide.title }) });
    const meta = card.locator('p').filter({ has: page.locator('time') });
    expect(await meta.locator('time').innerText()).toMatch(language.date);
    expect(await meta.locator(':scope > span').nth(1).innerText()).toMatch(language.reading);
    expect(await card.getByRole('link', { name: guide.title }).first().getAttribute('href')).toBe(
      `${language.prefix}/blog/${guide.slug}`,
    );
    expect(await card.getByText(language.readMore).count()).toBe(1);

    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, `languages-guides-${language.lang}`);
  });

  it('a guide at 390 px: its title as written, the sidebar and sharing in the language', async () => {
    const guide = await newestGuide();
    const page = await browser.openInLanguage(language, `/blog/${guide.slug}`);
    expect(await documentLanguage(page)).toEqual({ lang: language.lang, dir: language.dir });
    await page.getByRole('heading', { level: 1, name: guide.title }).waitFor();
    expect(await page.getByRole('main').locator('time').first().innerText()).toMatch(language.date);
    const sidebar = page.getByRole('complementary', { name: language.sidebar });
    await sidebar.getByRole('heading', { name: language.share }).waitFor();
    await sidebar.getByRole('button', { name: language.copy }).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, `languages-guide-${language.lang}`);
  });
});

describe('Hebrew at 1280 px, right to left', () => {
  it('the guides list: the sidebar on the left of the guides', async () => {
    const page = await browser.openInLanguage(LANGUAGES[3], '/blog', DESKTOP);
    await page.getByRole('heading', { level: 1, name: LANGUAGES[3].title }).waitFor();
    const list = await page.getByRole('region', { name: 'מדריכים' }).boundingBox();
    const sidebar = await page.getByRole('complementary', { name: 'סרגל צד של המדריכים' }).boundingBox();
    expect(list!.x).toBeGreaterThan(sidebar!.x);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshot(page, 'languages-guides-he-wide');
  });
});

describe('Logging in and registering in Greek', () => {
  const greek = LANGUAGES[0];
  const GREEK_TOASTS = 'Ειδοποιήσεις (F8)';

  it("the forms' words, their checks and the server's refusals in Greek", async () => {
    const page = await browser.openInLanguage(greek, '/login');
    expect(await documentLanguage(page)).toEqual({ lang: 'el', dir: 'ltr' });
    await page.getByRole('heading', { level: 1, name: 'Καλώς ήρθατε στο Paphos Guide' }).waitFor();
    expect(await page.title()).toBe('Σύνδεση ή εγγραφή | Paphos Guide');

    const login = page.getByRole('form', { name: 'Σύνδεση' });
    await login.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
    await login.getByText('Μη έγκυρη διεύθυνση email', { exact: true }).waitFor();
    await login.getByText('Ο κωδικός πρόσβασης είναι υποχρεωτικός', { exact: true }).waitFor();

    await login.getByLabel('Διεύθυνση email').fill('nobody-here@example.com');
    await login.getByLabel('Κωδικός πρόσβασης').fill('wrong-password');
    await login.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
    await expect
      .poll(() => toasts(page, GREEK_TOASTS).first().innerText())
      .toMatch(/^Η σύνδεση απέτυχε\s+Λάθος email ή κωδικός πρόσβασης$/);

    await page.getByRole('tab', { name: 'Εγγραφή' }).click();
    const register = page.getByRole('form', { name: 'Εγγραφή' });
    await register.getByLabel('Διεύθυνση email').fill(`e2e-greek-${Date.now()}@example.com`);
    await register.getByLabel('Κωδικός πρόσβασης', { exact: true }).fill('paphosguide1');
    await register.getByLabel('Επιβεβαίωση κωδικού').fill('paphosguide2');
    await register.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
    await register.getByText('Οι κωδικοί δεν ταιριάζουν', { exact: true }).waitFor();

    // The server refuses a password with the site's name in it; its reason shows in Greek.
    await register.getByLabel('Επιβεβαίωση κωδικού').fill('paphosguide1');
    await register.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
    const reason =
      'Ο κωδικός δεν μπορεί να περιέχει το όνομα του ιστότοπου (Paphos Guide): είναι το πρώτο που δοκιμάζει όποιος προσπαθεί να τον μαντέψει. Επιλέξτε άλλον.';
    await register.getByText(reason, { exact: true }).waitFor();
    await expect.poll(() => toasts(page, GREEK_TOASTS).first().innerText()).toContain('Η εγγραφή απέτυχε');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'languages-login-el');
  });
});

describe('The canonical link in German, after moving inside the app', () => {
  it('names the page at its German address, not the English one', async () => {
    const page = await browser.openInLanguage(LANGUAGES[1], '/', DESKTOP);
    const origin = new URL(page.url()).origin;
    const canonical = () =>
      page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Reiseblog' }).click();
    await page.waitForURL((url) => url.pathname === '/de/blog');
    await expect.poll(() => page.title()).toBe('Reiseführer und Insidertipps | Paphos Guide');
    await expect.poll(canonical).toBe(`${origin}/de/blog`);
    await footer.getByRole('link', { name: 'Veranstaltungen' }).click();
    await page.waitForURL((url) => url.pathname === '/de/events');
    await expect.poll(() => page.title()).toBe('Veranstaltungen in Paphos | Paphos Guide');
    await expect.poll(canonical).toBe(`${origin}/de/events`);
  });
});

describe('A failed read in Russian', () => {
  it("What's On says in Russian that its events could not be loaded", async () => {
    const page = await browser.openInLanguage(LANGUAGES[2], '/blog');
    await page.getByRole('heading', { level: 1, name: LANGUAGES[2].title }).waitFor();
    await drawPagesInBrowser(page);
    await page.route(/\/api\/events(\?.*)?$/, (route) =>
      route.fulfill({ status: 503, json: { message: 'The database is not answering' } }),
    );
    await page.goto('/ru/events');
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('Не удалось загрузить события', { exact: true }).waitFor();
    expect(await alert.innerText()).toContain('Проверьте подключение и попробуйте снова.');
    await alert.getByRole('button', { name: 'Попробовать снова' }).waitFor();
  });
});

describe('A legal page in German', () => {
  it('its headings in German, the text in English with a note that the English text applies', async () => {
    const page = await browser.openInLanguage(LANGUAGES[1], '/privacy-policy');
    expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();
    expect(await page.title()).toBe('Datenschutzerklärung | Paphos Guide');
    await page.getByText('Zuletzt aktualisiert: November 2025', { exact: true }).waitFor();
    await page
      .getByText('Diese Seite ist auf Englisch. Maßgeblich ist der englische Text.', { exact: true })
      .waitFor();
    const contents = page.getByRole('navigation', { name: 'Auf dieser Seite' });
    await contents.getByRole('link', { name: 'Who we are' }).waitFor();
    expect(await page.getByRole('main').locator('article').getAttribute('lang')).toBe('en');
    await page.getByRole('link', { name: 'Nutzungsbedingungen' }).last().waitFor();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'languages-legal-de');
  });
});
