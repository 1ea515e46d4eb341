import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

// Real POST /api/contact submissions made by this file: 1 (the success test). The others answer through page.route.

const browser = useBrowser();

async function openContact(): Promise<Page> {
  const { page } = await browser.newPage();
  await page.goto('/contact');
  await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
  return page;
}

const submitButton = (page: Page) => page.getByRole('button', { name: /Send Message|Sending\.\.\./ });

async function fillValid(page: Page, name = 'Eleni Georgiou') {
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill('eleni@example.com');
  await field(page, 'Subject').fill('Kato Paphos harbour');
  await field(page, 'Message').fill('Is the harbour promenade accessible with a pushchair?');
}

/** The text of the element that describes a field (its error line). */
async function describedText(page: Page, label: string): Promise<string> {
  return field(page, label).evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

describe('Contact page', () => {
  it('shows the hero and the response-time note, and no mailbox while the settings give none', async () => {
    const page = await openContact();
    await expect.poll(() => page.title()).toBe('Contact Us | Paphos Guide');
    await page.getByText('We typically respond within 24-48 hours during business days.').waitFor();
    // tests/e2e/operator-mailboxes.test.ts shows the operator's mailbox once the settings give one.
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
    expect(
      await page.getByRole('complementary', { name: 'Other ways to reach us' }).innerText(),
    ).not.toContain('Email');
  });

  it("shows each field's validation message under the field", async () => {
    const page = await openContact();
    await submitButton(page).click();
    await page.getByText('Name must be at least 2 characters').waitFor();
    expect(await describedText(page, 'Name')).toBe('Name must be at least 2 characters');
    expect(await describedText(page, 'Email')).toBe('Please enter a valid email address');
    expect(await describedText(page, 'Subject')).toBe('Subject must be at least 5 characters');
    expect(await describedText(page, 'Message')).toBe('Message must be at least 10 characters');
    expect(await field(page, 'Name').getAttribute('aria-invalid')).toBe('true');

    // Too short, still wrong; then each message goes as its field becomes valid.
    await field(page, 'Name').fill('A');
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Subject').fill('Hey');
    await field(page, 'Message').fill('Too short');
    await submitButton(page).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual([
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Subject must be at least 5 characters',
        'Message must be at least 10 characters',
      ]);
    await fillValid(page);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
  });

  it("sends a message, shows 'Message sent!' and resets the form", async () => {
    const page = await openContact();
    await fillValid(page);
    const response = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/contact') && answer.request().method() === 'POST',
    );
    await submitButton(page).click();
    expect((await response).status()).toBe(201);

    const toast = toasts(page);
    await toast.getByText('Message sent!').waitFor();
    expect(await toast.innerText()).toContain("We'll get back to you as soon as possible.");
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect.poll(() => field(page, label).inputValue()).toBe('');
    }
  });

  it("shows 'Sending...' on a disabled button while the message is on its way", async () => {
    const page = await openContact();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await released;
      await route.fulfill({ status: 201, json: { id: 1, message: 'ok' } });
    });
    await fillValid(page);
    await submitButton(page).click();

    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);

    release();
    await toasts(page).getByText('Message sent!').waitFor();
    const send = page.getByRole('button', { name: 'Send Message' });
    expect(await send.isEnabled()).toBe(true);
  });

  it("shows a destructive 'Error' toast with the server's message and keeps the form", async () => {
    const page = await openContact();
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { message: 'Boom' } }));
    await fillValid(page);
    await submitButton(page).click();

    const toast = toasts(page);
    await toast.getByText('Error', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain('Boom');
    expect(await field(page, 'Name').inputValue()).toBe('Eleni Georgiou');
  });

  it('falls back to a generic message when the request fails without one', async () => {
    const page = await openContact();
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await fillValid(page);
    await submitButton(page).click();

    await toasts(page).getByText('Failed to send message. Please try again.').waitFor();
  });

  it('shows only one toast at a time, and a toast closes', async () => {
    const page = await openContact();
    let calls = 0;
    await page.route('**/api/contact', (route) => {
      calls += 1;
      return route.fulfill({ status: 500, json: { message: `Boom ${calls}` } });
    });
    await fillValid(page);
    await submitButton(page).click();
    await toasts(page).getByText('Boom 1').waitFor();
    await submitButton(page).click();
    await toasts(page).getByText('Boom 2').waitFor();
    expect(await toasts(page).count()).toBe(1);

    await toasts(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toasts(page).count()).toBe(0);
  });

  it('passes axe and fits a 390 px screen', async () => {
    const page = await openContact();
    await submitButton(page).click();
    await page.getByText('Name must be at least 2 characters').waitFor();
    await expectAccessible(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'contact');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});
