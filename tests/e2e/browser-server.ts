import { chromium, type BrowserServer } from 'playwright-core';

/**
 * How a request for another host fails in the test browser: it is sent to a proxy that is not there
 * (nothing listens on port 9, 'discard'), while this machine's addresses bypass the proxy. The browser
 * enforces it for every page, frame and service worker, without a test's code in the request's path.
 */
export const OFF_MACHINE_FAILURE = 'net::ERR_PROXY_CONNECTION_FAILED';

/** Debian's Chromium, headless, with the flags this closed network needs, for the test files to connect to. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  });
}
