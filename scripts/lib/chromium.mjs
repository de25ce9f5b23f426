// How every tool of this repository starts Debian's Chromium (e2e tests, bench, demo images). The
// machine has no network beyond npm and apt: without the background-networking flags Chromium
// keeps trying Google's hosts at start and many of its connections are refused.

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

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
