import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { places } from '../../src/server/db/schema';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshot,
  toasts,
  useBrowser,
} from './browser';

// This file writes descriptions: it runs on a server and database of its own, with no AI key (the
// offline writer drafts).
const server = useAdminServer();
const browser = useBrowser();

const DESCRIPTION_LOCK = 'Description written by you: kept on sync';

async function placeRow(name: string) {
  const [row] = await server.ctx().db.select().from(places).where(eq(places.name, name));
  if (!row) throw new Error(`No place named ${name}`);
  return row;
}

async function openPlacesTab(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await browser.newPage({ baseURL: server.url(), viewport });
  await openDashboard(page, 'places');
  await page.getByRole('list', { name: 'Places' }).waitFor();
  return page;
}

const row = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Places' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

async function findPlace(page: Page, name: string) {
  await page.getByRole('search', { name: 'Filter places' }).getByLabel('Search by name').fill(name);
  await row(page, name).waitFor();
}

/** Asks the offline writer for a draft through Edit Category; answers the review panel it opens. */
async function draftDescription(page: Page, name: string) {
  await row(page, name)
    .getByRole('button', { name: `Edit Category of ${name}` })
    .click();
  const form = page.getByRole('form', { name: `Edit category of ${name}` });
  await form.getByRole('checkbox', { name: 'Regenerate description' }).click();
  // No AI key: no model to choose, and the form says who drafts and from what.
  expect(await form.getByRole('combobox', { name: 'AI model' }).count()).toBe(0);
  expect(await form.innerText()).toContain(
    'No AI key is set: the offline writer drafts the description from the place’s own data (its kind, town, highlights and facilities). You review the draft before it replaces anything.',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  const toast = toasts(page);
  await toast.getByText('Draft Ready', { exact: true }).waitFor();
  expect(await toast.innerText()).toContain(
    'A draft description is ready to review below; the page keeps the current one until you accept it.',
  );
  const review = page.getByRole('region', { name: `Descriptions of ${name}` });
  await review.waitFor();
  return review;
}

/** The 'About' section of a place's public page, once loaded. */
async function aboutOnPublicPage(page: Page, slug: string) {
  await page.goto(`/places/${slug}`);
  const about = page.getByRole('region', { name: 'About' });
  await about.waitFor();
  return about;
}

describe.each([
  ['desktop', DESKTOP, 'Tombs of the Kings', 'tombs-of-the-kings'],
  ['phone', PHONE, 'Paphos Castle', 'paphos-castle'],
] as const)('A place description at %s width', (label, viewport, name, slug) => {
  it('is drafted beside the current text, goes on the page labelled only when accepted, and can be undone', async () => {
    const before = await placeRow(name);
    const page = await openPlacesTab(viewport);
    await findPlace(page, name);
    const review = await draftDescription(page, name);

    // Side by side: the hand-written text on the page, the writer's draft beside it.
    const current = review.getByRole('article', { name: 'Current description (on the page)' });
    const draft = review.getByRole('article', { name: 'Draft' });
    expect(await current.innerText()).toContain('Written by a person or the place source');
    expect(await current.innerText()).toContain(before.description!);
    expect(await draft.innerText()).toContain("Composed by the offline writer from the place's data");
    expect(await draft.innerText()).toContain(`${name} is `);
    expect((await placeRow(name)).description).toBe(before.description);
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `admin-description-draft-${label}`);

    const drafted = (await server.admin('GET', `/api/admin/places/${before.id}/description`)) as {
      draft: { description: string };
    };
    await draft.getByRole('button', { name: 'Use draft' }).click();
    const toast = toasts(page);
    await toast
      .getByText(`${name} shows the draft now, labelled as the writer's until you mark it reviewed.`)
      .waitFor();
    expect(await toast.getByText('Description Updated', { exact: true }).count()).toBe(1);
    await row(page, name).getByRole('img', { name: DESCRIPTION_LOCK }).waitFor();
    const accepted = await placeRow(name);
    expect(accepted).toMatchObject({
      description: drafted.draft.description,
      descriptionWriter: 'offline writer',
    });
    expect(await review.innerText()).toContain('No draft.');

    // The page labels the writer's text until the operator marks it reviewed.
    const visitor = (await browser.newPage({ baseURL: server.url(), viewport })).page;
    let about = await aboutOnPublicPage(visitor, slug);
    expect(await about.innerText()).toContain(
      'Composed automatically from our place data; not yet checked by our editors.',
    );
    expect(await about.innerText()).toContain(drafted.draft.description);

    await current.getByRole('button', { name: 'Mark as reviewed' }).click();
    await toast
      .getByText(`The page of ${name} now says the description was checked by your editors.`)
      .waitFor();
    about = await aboutOnPublicPage(visitor, slug);
    expect(await about.innerText()).toContain(
      'Composed automatically from our place data, then checked by our editors.',
    );

    // Undo: the hand-written text comes back from the earlier descriptions, with no label.
    await review.getByText('Earlier descriptions (1)').click();
    await review.getByRole('button', { name: /^Restore the description replaced on / }).click();
    await toast
      .getByText(`${name} shows the earlier description again; the one it replaced is kept.`)
      .waitFor();
    expect(await placeRow(name)).toMatchObject({ description: before.description, descriptionWriter: null });
    about = await aboutOnPublicPage(visitor, slug);
    expect(await about.innerText()).toContain(before.description!);
    expect(await about.innerText()).not.toContain('our place data');
    await review.getByText('Earlier descriptions (1)').waitFor();
  });
});

describe('A place description draft', () => {
  it('edited by the operator becomes their text; discarded, it changes nothing', async () => {
    const name = 'Paphos Harbour';
    const before = await placeRow(name);
    const page = await openPlacesTab(DESKTOP);
    await findPlace(page, name);
    let review = await draftDescription(page, name);

    await review.getByRole('button', { name: 'Discard draft' }).click();
    await toasts(page).getByText(`${name} keeps its current description.`).waitFor();
    expect(await review.innerText()).toContain('No draft.');
    expect((await placeRow(name)).description).toBe(before.description);

    review = await draftDescription(page, name);
    await review.getByRole('button', { name: 'Edit draft' }).click();
    const text = review.getByLabel('Your text (it replaces the current description)');
    await text.fill('Paphos Harbour is the old port of Kato Paphos, with the castle at the end of its mole.');
    await review.getByRole('button', { name: 'Save edited text' }).click();
    await toasts(page).getByText(`${name} shows your edited text now.`).waitFor();
    expect(await placeRow(name)).toMatchObject({
      description: 'Paphos Harbour is the old port of Kato Paphos, with the castle at the end of its mole.',
      descriptionWriter: null,
    });
    const about = await aboutOnPublicPage(
      (await browser.newPage({ baseURL: server.url() })).page,
      'paphos-harbour',
    );
    expect(await about.innerText()).not.toContain('checked by our editors');
  });
});
