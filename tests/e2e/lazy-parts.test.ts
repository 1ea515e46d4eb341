/**
 * Parts of a page whose code loads later (the toasts, the user menu): when that code cannot be loaded (a
 * deploy replaced it while the tab was open, or the network went), the page stays and the failure is logged.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field, registerUser, useBrowser } from './browser';

const browser = useBrowser();

/** Refuses the built chunk whose name starts with `chunk`, and collects the console's errors. */
async function refuseChunk(page: Page, chunk: string): Promise<{ errors: string[]; refused: () => boolean }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let refused = false;
  await page.route(new RegExp(`/assets/${chunk}-[^/]*\\.js$`), async (route) => {
    refused = true;
    await route.abort('connectionrefused');
  });
  return { errors, refused: () => refused };
}

describe('A part whose code cannot be loaded', () => {
  it('the notifications: the contact page stays, its message is sent, and the failure is logged', async () => {
    const { page } = await browser.newPage();
    const { errors, refused } = await refuseChunk(page, 'toaster');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, json: { id: 1, message: 'ok' } }),
    );
    await page.goto('/contact');
    await field(page, 'Name').fill('Eleni Georgiou');
    await field(page, 'Email').fill('eleni@example.com');
    await field(page, 'Subject').fill('Kato Paphos harbour');
    await field(page, 'Message').fill('Is the harbour promenade accessible with a pushchair?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(refused).toBe(true);
    await expect
      .poll(() => errors.some((text) => text.startsWith('The notifications could not be loaded:')))
      .toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Get in Touch');
    // The form was reset after the message went: it was sent, only its toast is missing.
    expect(await field(page, 'Name').inputValue()).toBe('');
  });

  it("the user menu: the header offers 'My Account' instead, and the failure is logged", async () => {
    const { page } = await browser.newPage();
    await registerUser(page, { emailPrefix: 'lazy-menu', firstName: 'Andreas', lastName: 'Ioannou' });
    const { errors, refused } = await refuseChunk(page, 'user-menu');
    await page.goto('/places');

    const account = page.getByRole('banner').getByRole('link', { name: 'My Account' });
    await account.waitFor();
    expect(refused()).toBe(true);
    expect(errors.some((text) => text.startsWith('The user menu could not be loaded:'))).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('All Places in Paphos');
    await account.click();
    await page.waitForURL('**/account');
  });
});
