import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A context that may only reach the test server: every other request is aborted and recorded, and
 * `blockedRequests` lets a test assert none happened.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext & { blockedRequests: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: DESKTOP,
    locale: 'en-GB',
    ...options,
  });
  const blockedRequests: string[] = [];
  const origin = new URL(baseUrl()).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (
      url.startsWith(origin) ||
      url.startsWith('data:') ||
      url.startsWith('blob:') ||
      url === 'about:srcdoc'
    ) {
      return route.continue();
    }
    blockedRequests.push(url);
    return route.abort('blockedbyclient');
  });
  return Object.assign(context, { blockedRequests });
}

/** No serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** Full-page screenshots at phone and desktop width, for people to look at (test-results/screenshots). */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
}

/** The page's content must not be wider than its viewport. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
