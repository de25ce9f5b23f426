// How every tool of this repository starts Debian's Chromium (e2e tests, bench, demo images). The
// machine has no network beyond npm and apt: without the background-networking flags Chromium
// keeps trying Google's hosts at start and many of its connections are refused.
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

/**
 * Debian's `chromium-headless-shell`: the same Chromium build's Blink and V8 without the browser's
 * own window, tabs and GPU process, which Playwright itself uses for headless runs. The browser
 * tests drive it when it is installed: per page it needs about a fifth less CPU than the full
 * browser in headless mode, and the suite is CPU-bound. It has no push service, so a test of push
 * asks for the full browser (tests/e2e/browser.ts), and the bench measures the full browser, as
 * residents run it.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

/** What the browser tests drive: CHROME_PATH when set, else the headless shell when installed. */
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH)

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The browser tests' flags: V8 without its background threads, and one renderer process. Not for
 * the bench, which measures Chromium as residents run it.
 *
 * V8 without background threads: the suite keeps both cores busy from start to end, and a page's
 * parse, compile and garbage collection then cost less on the main thread than handed to helper
 * threads that wait for a core: the layout walk's Chromium took about a quarter less CPU (82 s →
 * 62 s for 75 routes, BSD process accounting).
 *
 * One renderer process: a new tab starts in a renderer of its own for about:blank and moves to
 * another one for the app's site, so each tab a test opened cost two renderer starts (~0.3 CPU-s
 * each on this machine). With the limit every tab of the browser is drawn by the one process:
 * ten new tabs of /app/timeline took 17.2 CPU-s of Chromium without it and 11.1 with it, and
 * tests/e2e/places-map.test.ts (a tab a test) 55.6 and 35.9. Tabs open side by side then share
 * one main thread and take turns; no test times one tab against another.
 */
export const TEST_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--js-flags=--single-threaded',
  '--renderer-process-limit=1',
]
