import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  resizeTo,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

// This file saves the settings: it runs on a server and database of its own. The tests run in order: no
// mailbox is set at first, then the operator sets them.
const server = useAdminServer();
const browser = useBrowser();

const CONTACT = 'hello@example.com';
const PRIVACY = 'privacy@example.com';
const LEGAL = 'legal@example.com';
const LEGAL_PAGES = ['/privacy-policy', '/terms-of-service', '/cookie-policy'] as const;
const WIDTHS = [DESKTOP, PHONE] as const;

async function openPage(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await browser.newPage({ baseURL: server.url(), viewport });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The mailto links of the page's main content, as 'text -> href'. */
const mailLinks = (page: Page) =>
  page
    .getByRole('main')
    .locator('a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => `${link.textContent} -> ${link.getAttribute('href')}`));

/** The page as the server writes it, before any script runs. */
const serverHtml = async (path: string) => (await fetch(server.url() + path)).text();

const contactDetails = (page: Page) => page.getByRole('complementary', { name: 'Other ways to reach us' });

describe("The operator's mailboxes on the contact and legal pages", () => {
  it('names no address while the settings give none: the legal pages point to the contact form', async () => {
    for (const viewport of WIDTHS) {
      const contact = await openPage('/contact', viewport);
      expect(await mailLinks(contact)).toEqual([]);
      expect(await contactDetails(contact).innerText()).not.toContain('Email');

      for (const path of LEGAL_PAGES) {
        const page = await openPage(path, viewport);
        expect(await mailLinks(page), path).toEqual([]);
        expect(await page.getByRole('main').innerText(), path).not.toContain('@');
        const formLinks = page.getByRole('main').getByRole('link', { name: 'contact form' });
        expect(await formLinks.count(), path).toBeGreaterThan(0);
        expect(await formLinks.first().isVisible(), path).toBe(true);
        await expectNoHorizontalOverflow(page);
      }
    }
    const questions = (await openPage('/cookie-policy', DESKTOP))
      .getByRole('heading', { name: 'Questions about this page?' })
      .locator('..');
    expect(await questions.innerText()).toContain(
      'For anything about your personal data, these terms or any other legal matter, write to us through the contact form.',
    );
    for (const path of ['/contact', ...LEGAL_PAGES])
      expect(await serverHtml(path), path).not.toContain('mailto:');
  });

  it("shows each mailbox once the operator sets it in Settings, in the browser and in the server's page", async () => {
    const { page: admin } = await browser.newPage({ baseURL: server.url() });
    await openDashboard(admin, 'settings');
    await admin.getByRole('form', { name: 'Platform settings' }).waitFor();
    await field(admin, 'Contact email').fill(CONTACT);
    await field(admin, 'Privacy email').fill(PRIVACY);
    await field(admin, 'Legal email').fill(` ${LEGAL} `);
    await admin.getByRole('button', { name: 'Save All Settings' }).click();
    await toasts(admin).getByText('Settings Saved', { exact: true }).waitFor();
    await screenshotBothWidths(admin, 'admin-settings-mailboxes');

    for (const viewport of WIDTHS) {
      const contact = await openPage('/contact', viewport);
      const mailbox = contactDetails(contact).getByRole('link', { name: CONTACT });
      expect(await mailbox.getAttribute('href')).toBe(`mailto:${CONTACT}`);
      expect(await mailbox.isVisible()).toBe(true);
      expect(await mailLinks(contact)).toEqual([`${CONTACT} -> mailto:${CONTACT}`]);
      await expectNoHorizontalOverflow(contact);

      for (const path of LEGAL_PAGES) {
        const page = await openPage(path, viewport);
        const links = await mailLinks(page);
        expect(links, path).toContain(`${PRIVACY} -> mailto:${PRIVACY}`);
        expect(links, path).toContain(`${LEGAL} -> mailto:${LEGAL}`);
        expect(
          links.every((link) => link.endsWith(`mailto:${PRIVACY}`) || link.endsWith(`mailto:${LEGAL}`)),
        ).toBe(true);
        expect(await page.getByRole('main').getByRole('link', { name: 'contact form' }).count(), path).toBe(
          0,
        );
        await expectNoHorizontalOverflow(page);
      }
    }

    const questions = (await openPage('/privacy-policy', DESKTOP))
      .getByRole('heading', { name: 'Questions about this page?' })
      .locator('..');
    expect(await questions.innerText()).toContain(
      `For anything about your personal data, write to ${PRIVACY}; for questions about these terms or any other legal matter, write to ${LEGAL}.`,
    );

    // A visitor (or a crawler) without JavaScript reads the same: the server drew the pages anew.
    expect(await serverHtml('/contact')).toContain(`href="mailto:${CONTACT}"`);
    for (const path of LEGAL_PAGES) {
      const html = await serverHtml(path);
      expect(html, path).toContain(`href="mailto:${PRIVACY}"`);
      expect(html, path).toContain(`href="mailto:${LEGAL}"`);
    }
  });

  it('passes axe and looks right at 390 and 1280 px with the mailboxes set', async () => {
    for (const path of ['/contact', '/privacy-policy']) {
      const page = await openPage(path, DESKTOP);
      await expectAccessible(page);
      await screenshotBothWidths(page, `mailboxes${path.replace('/', '-')}`);
      await resizeTo(page, PHONE);
      await expectNoHorizontalOverflow(page);
    }
  });
});
