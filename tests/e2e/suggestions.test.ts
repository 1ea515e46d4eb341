/**
 * 'Suggest an edit' (issue 33): a visitor reports a wrong fact on a place page, the operator accepts it in
 * the dashboard's Suggestions tab, and the place page shows the correction. This file writes (suggestions,
 * places): it runs on a server and database of its own.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import { places, placeSuggestions } from '../../src/server/db/schema';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  resizeTo,
  screenshot,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

const server = useAdminServer();
const browser = useBrowser();
let publishedPlaces: Place[];

beforeAll(async () => {
  const response = await fetch(`${server.url()}/api/places`);
  publishedPlaces = (await response.json()) as Place[];
  expect(publishedPlaces.length).toBeGreaterThan(4);
});

/** The place page, opened at `viewport`, with the suggestion form open. */
async function openSuggestionForm(place: Place, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await browser.newPage({ baseURL: server.url(), viewport });
  await page.goto(`/places/${place.slug}`);
  await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
  const open = page.getByRole('button', { name: 'Suggest an edit' });
  expect(await open.getAttribute('aria-expanded')).toBe('false');
  await open.click();
  await page.getByRole('form', { name: `Suggest an edit to ${place.name}` }).waitFor();
  expect(await open.getAttribute('aria-expanded')).toBe('true');
  return page;
}

const suggestionForm = (page: Page, place: Place) =>
  page.getByRole('form', { name: `Suggest an edit to ${place.name}` });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send suggestion' });

async function storedSuggestions(placeId: number) {
  return server.ctx().db.select().from(placeSuggestions).where(eq(placeSuggestions.placeId, placeId));
}

describe('Suggest an edit', () => {
  it('a visitor on a phone reports a wrong phone number; the operator accepts it; the page shows the new number', async () => {
    const place = publishedPlaces[0]!;
    const page = await openSuggestionForm(place, PHONE);
    const form = suggestionForm(page, place);

    // Nothing chosen: the form says what it needs beside the choices.
    await sendButton(page).click();
    await form.getByText('Choose what is wrong', { exact: true }).waitFor();

    await page.getByRole('radio', { name: 'The phone number is wrong' }).check();
    await sendButton(page).click();
    await form.getByText('Enter the correct phone number', { exact: true }).waitFor();
    await field(page, 'Correct phone number').fill('call us');
    await sendButton(page).click();
    await form
      .getByText('Enter a phone number of 6 to 15 digits (spaces, dashes and a leading + are fine)', {
        exact: true,
      })
      .waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'suggest-edit-form-errors-phone');

    await field(page, 'Correct phone number').fill('+357 26 555010');
    await field(page, 'Note (optional)').fill('The number on the door since October.');
    await field(page, 'Your email (optional)').fill('eleni@example.com');
    await sendButton(page).click();
    await page.getByRole('status').filter({ hasText: 'Thank you — we will check it.' }).waitFor();
    expect(await suggestionForm(page, place).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'suggest-edit-sent-phone');

    const [stored] = await storedSuggestions(place.id);
    expect(stored).toMatchObject({
      kind: 'phone',
      proposedValue: '+357 26 555010',
      note: 'The number on the door since October.',
      email: 'eleni@example.com',
      status: 'new',
    });

    // The operator, on a desktop.
    const { page: admin } = await browser.newPage({ baseURL: server.url() });
    await openDashboard(admin, 'suggestions');
    await admin.getByRole('tab', { name: 'Suggestions 1 new' }).waitFor();
    const item = admin.getByRole('article', { name: place.name });
    await item.waitFor();
    expect(await item.innerText()).toContain('Phone number');
    expect(await item.getByRole('definition').nth(1).innerText()).toBe('+357 26 555010');
    expect(await item.getByRole('definition').first().innerText()).toBe(place.phoneNumber ?? 'None');
    expect(await item.innerText()).toContain('The number on the door since October.');
    expect(await item.getByRole('link', { name: 'eleni@example.com' }).getAttribute('href')).toBe(
      'mailto:eleni@example.com',
    );
    await expectAccessible(admin);
    await screenshotBothWidths(admin, 'admin-suggestions');

    await item.getByRole('button', { name: `Accept: Phone number of ${place.name}` }).click();
    const toast = toasts(admin);
    await toast.getByText('Suggestion accepted', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain(
      `${place.name}'s phone number is now +357 26 555010. The place sync will keep it.`,
    );
    await admin.getByText('No new suggestions', { exact: true }).waitFor();
    await admin.getByRole('tab', { name: 'Suggestions', exact: true }).waitFor();

    const [row] = await server.ctx().db.select().from(places).where(eq(places.id, place.id));
    expect(row!.lockedFields).toContain('phoneNumber');

    // The visitor's page, loaded anew, shows the new number.
    await page.reload();
    await page.getByRole('link', { name: 'Call +357 26 555010' }).waitFor();
  });

  it('a visitor on a desktop reports a wrong website; the operator on a phone accepts it; the page links to it', async () => {
    const place = publishedPlaces[1]!;
    const page = await openSuggestionForm(place, DESKTOP);
    await page.getByRole('radio', { name: 'The website is wrong' }).check();
    const website = field(page, 'Correct website');
    expect(await website.getAttribute('type')).toBe('url');
    await website.fill('ftp://example.cy');
    await sendButton(page).click();
    await suggestionForm(page, place)
      .getByText('Enter a web address starting with http:// or https://', { exact: true })
      .waitFor();
    await website.fill('https://www.example.cy/');
    await expectAccessible(page);
    await screenshotBothWidths(page, 'suggest-edit-form');
    await resizeTo(page, DESKTOP);

    // The honeypot is out of sight and out of reach.
    const honeypot = page.locator('input[name="homepage"]');
    const box = (await honeypot.boundingBox())!;
    expect(box.x + box.width).toBeLessThan(0);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');

    await sendButton(page).click();
    await page.getByRole('status').filter({ hasText: 'Thank you — we will check it.' }).waitFor();

    const { page: admin } = await browser.newPage({ baseURL: server.url(), viewport: PHONE });
    await openDashboard(admin, 'suggestions');
    await admin.getByRole('tab', { name: 'Suggestions 1 new' }).waitFor();
    const item = admin.getByRole('article', { name: place.name });
    await item.waitFor();
    expect(await item.getByRole('definition').nth(1).innerText()).toBe('https://www.example.cy/');
    await expectNoHorizontalOverflow(admin);
    await screenshot(admin, 'admin-suggestions-website-phone');

    await item.getByRole('button', { name: `Accept: Website of ${place.name}` }).click();
    await toasts(admin).getByText('Suggestion accepted', { exact: true }).waitFor();
    expect(await toasts(admin).innerText()).toContain(
      `${place.name}'s website is now https://www.example.cy/.`,
    );

    await page.reload();
    const visit = page.getByRole('link', { name: /^Visit website/ });
    await visit.waitFor();
    expect(await visit.getAttribute('href')).toBe('https://www.example.cy/');
  });

  it('the operator dismisses a suggestion: it leaves the new ones, and the place is unchanged', async () => {
    const place = publishedPlaces[2]!;
    const page = await openSuggestionForm(place, DESKTOP);
    await page.getByRole('radio', { name: 'Something else' }).check();
    await sendButton(page).click();
    await suggestionForm(page, place)
      .getByText('Please say what is wrong (at least 10 characters)', { exact: true })
      .waitFor();
    await field(page, 'What is wrong').fill('The menu board says they only take cash now.');
    await sendButton(page).click();
    await page.getByRole('status').filter({ hasText: 'Thank you — we will check it.' }).waitFor();

    const { page: admin } = await browser.newPage({ baseURL: server.url() });
    await openDashboard(admin, 'suggestions');
    const item = admin.getByRole('article', { name: place.name });
    await item.waitFor();
    // 'Something else' has nothing to apply: it is noted, not accepted.
    await item.getByRole('button', { name: `Mark as noted: Something else of ${place.name}` }).waitFor();
    await item.getByRole('button', { name: `Dismiss: Something else of ${place.name}` }).click();
    await toasts(admin).getByText('Suggestion dismissed', { exact: true }).waitFor();
    expect(await toasts(admin).innerText()).toContain(`Dismissed. Nothing on ${place.name}'s page changed.`);
    await admin.getByText('No new suggestions', { exact: true }).waitFor();

    const [stored] = await storedSuggestions(place.id);
    expect(stored).toMatchObject({ kind: 'other', status: 'dismissed' });
    expect(stored!.decidedAt).toBeInstanceOf(Date);
  });
});
