import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/**
 * How a request for another host fails in the test browser: it is sent to a proxy that is not there
 * (nothing listens on port 9, 'discard'), while this machine's addresses bypass the proxy. The browser
 * enforces it for every page, frame and service worker, without a test's code in the request's path.
 */
export const OFF_MACHINE_FAILURE = 'net::ERR_PROXY_CONNECTION_FAILED';

/** Headless, with the flags this closed network needs. */
const LAUNCH_OPTIONS: LaunchOptions = {
  headless: true,
  proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost' },
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Debian's Chromium headless shell (package chromium-headless-shell; Playwright's own headless browser), for
 * the test files to connect to: the same Chromium and Blink as /usr/bin/chromium, without the browser's
 * window, toolbar and pages of its own, which cost about half of Chromium's CPU for every page a test opens.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    ...LAUNCH_OPTIONS,
  });
}

/** Debian's full Chromium, for what only it checks: whether the app can be installed. */
export function launchFullChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', ...LAUNCH_OPTIONS });
}
