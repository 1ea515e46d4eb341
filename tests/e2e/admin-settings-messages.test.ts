import { eq } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactMessages, settings } from '../../src/server/db/schema';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  isFocused,
  resizeTo,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

// This file writes (settings, messages): it runs on a server and database of its own. The tests of each
// describe block run in order: the inbox starts empty, then fills.
const server = useAdminServer();
const browser = useBrowser();

async function openTab(tab: 'settings' | 'messages'): Promise<Page> {
  const { page } = await browser.newPage({ baseURL: server.url() });
  await openDashboard(page, tab);
  return page;
}

async function savedSettings() {
  const [row] = await server.ctx().db.select().from(settings);
  return row!;
}

/** The text of the element that describes a field (its error line, or its hint). */
async function describedText(page: Page, label: string): Promise<string> {
  return field(page, label).evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

const saveButton = (page: Page) => page.getByRole('button', { name: /Save All Settings|Saving\.\.\./ });
const footerConnect = (page: Page) =>
  page.getByRole('contentinfo').getByRole('heading', { name: 'Connect' }).locator('..');

async function openSettings(): Promise<Page> {
  const page = await openTab('settings');
  await page.getByRole('form', { name: 'Platform settings' }).waitFor();
  return page;
}

describe('Admin settings tab', () => {
  it('shows the saved settings and says 0 turns Pinterest posting off', async () => {
    const saved = await savedSettings();
    const page = await openSettings();
    expect(await field(page, 'Pinterest posts per day').inputValue()).toBe(
      String(saved.pinterestPostsPerDay),
    );
    expect(await page.getByText('From 0 to 10. 0 turns Pinterest posting off.').isVisible()).toBe(true);
    for (const label of [
      'Facebook URL',
      'Instagram URL',
      'Twitter/X URL',
      'YouTube URL',
      'TikTok URL',
      'Pinterest URL',
    ]) {
      expect(await field(page, label).getAttribute('type')).toBe('url');
      expect(await field(page, label).inputValue()).toBe('');
    }
    const analytics = field(page, 'Google Analytics measurement ID');
    expect(await analytics.getAttribute('placeholder')).toBe('G-XXXXXXXXXX');
    for (const label of ['Contact email', 'Privacy email', 'Legal email']) {
      expect(await field(page, label).getAttribute('type')).toBe('email');
      expect(await field(page, label).inputValue()).toBe('');
    }
  });

  it('saves every setting together; the footer shows the new social icon, and a reload shows the values', async () => {
    const page = await openSettings();
    expect(await footerConnect(page).getByRole('link', { name: 'Facebook' }).count()).toBe(0);

    await field(page, 'Pinterest posts per day').fill('5');
    await field(page, 'Facebook URL').fill('https://www.facebook.com/paphosguide');
    await field(page, 'Pinterest URL').fill('https://www.pinterest.com/paphosguide');
    await field(page, 'Google Analytics measurement ID').fill('G-PAPHOS2026');
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/admin/settings'),
    );
    await saveButton(page).click();
    expect((await put).postDataJSON()).toEqual({
      pinterestPostsPerDay: 5,
      facebookUrl: 'https://www.facebook.com/paphosguide',
      instagramUrl: '',
      twitterUrl: '',
      youtubeUrl: '',
      tiktokUrl: '',
      pinterestUrl: 'https://www.pinterest.com/paphosguide',
      googleAnalyticsId: 'G-PAPHOS2026',
      contactEmail: '',
      privacyEmail: '',
      legalEmail: '',
    });
    const toast = toasts(page);
    await toast.getByText('Settings Saved', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain('Your settings are live on the site.');
    expect(await savedSettings()).toMatchObject({
      pinterestPostsPerDay: 5,
      facebookUrl: 'https://www.facebook.com/paphosguide',
      instagramUrl: null,
      pinterestUrl: 'https://www.pinterest.com/paphosguide',
      googleAnalyticsId: 'G-PAPHOS2026',
    });

    // The footer of this very page follows at once (its cached links were refreshed)...
    const facebook = footerConnect(page).getByRole('link', { name: 'Facebook' });
    await facebook.waitFor();
    expect(await facebook.getAttribute('href')).toBe('https://www.facebook.com/paphosguide');

    // ...and so does the public site's.
    await page.goto('/');
    const homeFacebook = footerConnect(page).getByRole('link', { name: 'Facebook' });
    await homeFacebook.waitFor();
    expect(await homeFacebook.getAttribute('href')).toBe('https://www.facebook.com/paphosguide');
    expect(await footerConnect(page).getByRole('link', { name: 'Pinterest' }).getAttribute('href')).toBe(
      'https://www.pinterest.com/paphosguide',
    );
    expect(await footerConnect(page).getByRole('link', { name: 'Instagram' }).count()).toBe(0);

    await page.goto('/admin?tab=settings');
    await page.getByRole('form', { name: 'Platform settings' }).waitFor();
    expect(await field(page, 'Pinterest posts per day').inputValue()).toBe('5');
    expect(await field(page, 'Facebook URL').inputValue()).toBe('https://www.facebook.com/paphosguide');
    expect(await field(page, 'Pinterest URL').inputValue()).toBe('https://www.pinterest.com/paphosguide');
    expect(await field(page, 'Google Analytics measurement ID').inputValue()).toBe('G-PAPHOS2026');
  });

  it('turns a blank posts-per-day into 0, which saves as 0 (posting off)', async () => {
    const page = await openSettings();
    const postsPerDay = field(page, 'Pinterest posts per day');
    await postsPerDay.fill('');
    await postsPerDay.blur();
    await expect.poll(() => postsPerDay.inputValue()).toBe('0');
    await saveButton(page).click();
    await toasts(page).getByText('Settings Saved', { exact: true }).waitFor();
    expect((await savedSettings()).pinterestPostsPerDay).toBe(0);
  });

  it("shows each of the server's messages under its field and all of them in 'Update Failed', keeping what was typed", async () => {
    const before = await savedSettings();
    const page = await openSettings();
    await field(page, 'Pinterest posts per day').fill('11');
    await field(page, 'Instagram URL').fill('instagram.com/paphos');
    await field(page, 'Google Analytics measurement ID').fill('UA-12345-1');
    await field(page, 'Legal email').fill('legal at example.com');
    await saveButton(page).click();

    const toast = toasts(page);
    await toast.getByText('Update Failed', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain(
      "Pinterest posts per day must be between 0 and 10; Instagram URL must be a web address starting with http:// or https://; Analytics measurement ID must look like 'G-XXXXXXX' or 'GT-XXXXXXX' (or be left blank); Legal email must be an email address such as name@example.com (or be left blank)",
    );
    const underFields = {
      'Pinterest posts per day': 'Pinterest posts per day must be between 0 and 10',
      'Instagram URL': 'Instagram URL must be a web address starting with http:// or https://',
      'Google Analytics measurement ID':
        "Analytics measurement ID must look like 'G-XXXXXXX' or 'GT-XXXXXXX' (or be left blank)",
      'Legal email': 'Legal email must be an email address such as name@example.com (or be left blank)',
    };
    for (const viewport of [DESKTOP, PHONE]) {
      await resizeTo(page, viewport);
      for (const [label, message] of Object.entries(underFields)) {
        expect(await describedText(page, label), label).toBe(message);
        expect(await field(page, label).getAttribute('aria-invalid'), label).toBe('true');
        const line = page
          .getByRole('form', { name: 'Platform settings' })
          .getByText(message, { exact: true });
        expect(await line.isVisible(), label).toBe(true);
      }
    }
    // The first field the server refused has the focus, for the operator to correct it.
    expect(await isFocused(field(page, 'Pinterest posts per day'))).toBe(true);
    // The fields the server accepted show no error.
    expect(await field(page, 'Facebook URL').getAttribute('aria-invalid')).toBeNull();
    expect(await field(page, 'Instagram URL').inputValue()).toBe('instagram.com/paphos');
    expect(await savedSettings()).toEqual(before);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-settings-field-errors');

    // Corrected, the form saves and the messages go.
    await field(page, 'Pinterest posts per day').fill('3');
    await field(page, 'Instagram URL').fill('');
    await field(page, 'Google Analytics measurement ID').fill('');
    await field(page, 'Legal email').fill('');
    await saveButton(page).click();
    await toasts(page).getByText('Settings Saved', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('form', { name: 'Platform settings' }).getByRole('alert').count())
      .toBe(0);
  });

  it("shows 'Saving...' on a disabled button while the settings are on their way", async () => {
    const page = await openSettings();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/settings', async (route) => {
      if (route.request().method() === 'PUT') await released;
      await route.continue();
    });
    await saveButton(page).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    release();
    await toasts(page).getByText('Settings Saved', { exact: true }).waitFor();
    expect(await saveButton(page).innerText()).toBe('Save All Settings');
  });

  it('passes axe and fits a 390 px screen', async () => {
    const page = await openSettings();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-settings');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});

describe('Admin messages tab', () => {
  const messagesTab = (page: Page) => page.getByRole('tab', { name: /^Messages/ });
  const messageCard = (page: Page, subject: string) => page.getByRole('article', { name: subject });

  async function sendContactMessage(body: { name: string; email: string; subject: string; message: string }) {
    const response = await fetch(`${server.url()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
  }

  async function isRead(subject: string): Promise<boolean> {
    const [row] = await server
      .ctx()
      .db.select({ isRead: contactMessages.isRead })
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    return row!.isRead;
  }

  it("says 'No contact messages yet' and shows no badge while the inbox is empty", async () => {
    const page = await openTab('messages');
    const empty = page.getByRole('status').filter({ hasText: 'No contact messages yet' });
    await empty.waitFor();
    expect(await messagesTab(page).innerText()).toBe('Messages');
    await expectAccessible(page);
  });

  it('shows a message sent through the contact form, unread, with the count on the tab', async () => {
    await sendContactMessage({
      name: 'Eleni Georgiou',
      email: 'eleni@example.com',
      subject: 'Kato Paphos harbour',
      message: 'Is the harbour promenade accessible\nwith a pushchair?',
    });
    await sendContactMessage({
      name: 'Tom Baker',
      email: 'tom@example.com',
      subject: 'Tombs of the Kings hours',
      message: 'What time do the Tombs of the Kings open in winter?',
    });

    // The badge shows on any tab, before the messages are opened.
    const page = await openTab('settings');
    await page.getByRole('tab', { name: 'Messages 2 unread' }).waitFor();
    await messagesTab(page).click();

    const card = messageCard(page, 'Kato Paphos harbour');
    await card.waitFor();
    expect(await card.getByText('Unread', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Eleni Georgiou').isVisible()).toBe(true);
    const email = card.getByRole('link', { name: 'eleni@example.com' });
    expect(await email.getAttribute('href')).toBe('mailto:eleni@example.com');
    expect(await card.innerText()).toContain('Is the harbour promenade accessible\nwith a pushchair?');
    const received = card.locator('time');
    const [row] = await server
      .ctx()
      .db.select({ createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Kato Paphos harbour'));
    expect(await received.getAttribute('datetime')).toBe(row!.createdAt.toISOString());
    expect(await card.innerText()).toMatch(/Received \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}/);
    // Newest first.
    expect(await page.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Tombs of the Kings hours',
      'Kato Paphos harbour',
    ]);
  });

  it('marks a message read and unread again: the highlight, the badge and the database follow', async () => {
    const subject = 'Kato Paphos harbour';
    const page = await openTab('messages');
    const card = messageCard(page, subject);
    await card.waitFor();
    await page.getByRole('tab', { name: 'Messages 2 unread' }).waitFor();

    await card.getByRole('button', { name: `Mark as read: ${subject}` }).click();
    await page.getByRole('tab', { name: 'Messages 1 unread' }).waitFor();
    await card.getByRole('button', { name: `Mark as unread: ${subject}` }).waitFor();
    expect(await card.getByText('Unread', { exact: true }).count()).toBe(0);
    expect(await isRead(subject)).toBe(true);

    const other = messageCard(page, 'Tombs of the Kings hours');
    await other.getByRole('button', { name: 'Mark as read: Tombs of the Kings hours' }).click();
    await expect.poll(() => messagesTab(page).innerText()).toBe('Messages');

    await card.getByRole('button', { name: `Mark as unread: ${subject}` }).click();
    await page.getByRole('tab', { name: 'Messages 1 unread' }).waitFor();
    await card.getByText('Unread', { exact: true }).waitFor();
    expect(await isRead(subject)).toBe(false);
  });

  it("shows 'Update Failed' with the server's message when the message is gone", async () => {
    await sendContactMessage({
      name: 'Spam Bot',
      email: 'bot@example.com',
      subject: 'Deleted before it was read',
      message: 'This message is removed while the dashboard shows it.',
    });
    const page = await openTab('messages');
    const card = messageCard(page, 'Deleted before it was read');
    await card.waitFor();
    await server
      .ctx()
      .db.delete(contactMessages)
      .where(eq(contactMessages.subject, 'Deleted before it was read'));

    await card.getByRole('button', { name: /^Mark as read/ }).click();
    const toast = toasts(page);
    await toast.getByText('Update Failed', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain('Message not found');
    // The list refetched: the message that is gone is no longer shown.
    await expect.poll(() => card.count()).toBe(0);
  });

  it('passes axe and fits a 390 px screen', async () => {
    const page = await openTab('messages');
    await page.getByRole('list', { name: 'Contact messages' }).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-messages');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});

describe('Admin settings and messages reads', () => {
  it('show an error with the reason, and read again on Try again', async () => {
    const { page } = await browser.newPage({ baseURL: server.url() });
    const refused = (route: Route) => route.fulfill({ status: 503, json: { message: 'Database is busy' } });
    await page.route('**/api/admin/settings', refused);
    await page.route('**/api/admin/contact-messages', refused);
    await openDashboard(page, 'settings');
    const settingsError = page.getByRole('alert').filter({ hasText: 'Could not load the settings' });
    await settingsError.waitFor();
    expect(await settingsError.innerText()).toContain('Database is busy');

    await page.getByRole('tab', { name: /^Messages/ }).click();
    const messagesError = page.getByRole('alert').filter({ hasText: 'Could not load the messages' });
    await messagesError.waitFor();
    expect(await messagesError.innerText()).toContain('Database is busy');

    await page.unroute('**/api/admin/contact-messages', refused);
    await messagesError.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('list', { name: 'Contact messages' }).waitFor();
  });
});
