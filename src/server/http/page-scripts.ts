import { createHash } from 'node:crypto';

/** The data block naming a server-drawn page's scripts: its entry and the modules it preloads. */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** What the data block holds, as the loader reads it. */
export interface PageScripts {
  entry: string;
  preloads: string[];
}

/**
 * Each modulepreload link costs its task about 2-3 ms of a phone's main thread (Lighthouse's 4x slower CPU),
 * more while the network is busy: the place page's 35 in one task made a task of 70-130 ms, eight a task
 * still made tasks over 50 ms, so they are added four per task.
 */
const PRELOADS_PER_TASK = 4;

/**
 * Runs in the page, allowed by its hash (PAGE_SCRIPTS_LOADER_HASH): once the browser has painted the page,
 * adds the entry script and the modulepreload links the data block names, at low priority as before. A tab
 * opened in the background paints nothing until it is shown, so there the scripts are asked for at once.
 */
export const PAGE_SCRIPTS_LOADER =
  `(() => {` +
  `const load = () => {` +
  `const names = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ELEMENT_ID}').textContent);` +
  `const add = (tag, properties) => document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '', fetchPriority: 'low' }, properties));` +
  `add('script', { type: 'module', src: names.entry });` +
  `const preload = (from) => {` +
  `for (const href of names.preloads.slice(from, from + ${PRELOADS_PER_TASK})) add('link', { rel: 'modulepreload', href });` +
  `if (from + ${PRELOADS_PER_TASK} < names.preloads.length) setTimeout(() => preload(from + ${PRELOADS_PER_TASK}));` +
  `};` +
  `preload(0);` +
  `};` +
  `if (document.visibilityState === 'hidden') load();` +
  `else requestAnimationFrame(() => setTimeout(load));` +
  `})();`;

/** The loader's hash for the page's Content-Security-Policy, which allows no other inline script. */
export const PAGE_SCRIPTS_LOADER_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPTS_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * A server-drawn page reads before its scripts run, so they wait for its first paint: its module script and
 * preloads leave the HTML for a data block that the loader reads after that paint. Asked for with the page,
 * they took the network from its pictures on a slow line (Lighthouse counted all 35 of the place page's
 * chunks into its largest paint: 3.0 s, against 1.2 s after the paint; decision 0030), and, once cached,
 * could run and start hydrating before anything was painted. Order is kept: the entry first in the data
 * block, then the preloads as the HTML named them. A page without a module script is left as it is.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const entry = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (entry.length !== 1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const names: PageScripts = { entry: entry[0]!, preloads };
  const block = JSON.stringify(names).replace(/</g, '\\u003c');
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      () =>
        `  <script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${block}</script>\n` +
        `    <script>${PAGE_SCRIPTS_LOADER}</script>\n  </body>`,
    );
}
