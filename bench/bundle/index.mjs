// bench/bundle: what a first visit to /app downloads, per language build.
//   - static: the entry script, its modulepreloads and stylesheets from each _shell/<lang>.html
//     (the inline starter of vite.config.ts imports and preloads them once the first screen is
//     drawn), gzip and brotli sizes, and the largest chunks of the build;
//   - in Chromium: every script a logged-out first visit to /app actually fetches, and proof that
//     none of it is firebase code (firebase must load only when login or push needs it).
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

export const LANGS = ['ja', 'en', 'ko', 'zh-hans', 'zh-hant']
export const FIRST_ROUTE_JS_BUDGET_GZIP = 97 * 1024

// Strings that only firebase's own code contains (the SDK's component names and error class).
const FIREBASE_MARKERS = ['@firebase/app', 'FirebaseError', 'firebase-heartbeat-database']

function sizes(buffer) {
  return {
    raw: buffer.byteLength,
    gzip: gzipSync(buffer, { level: 9 }).byteLength,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).byteLength,
  }
}

/** Files a page template makes the browser fetch before the app runs. */
export function firstRouteFiles(html) {
  const files = new Set()
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) files.add(match[1])
  // The starter script: `import("/assets/index-….js")` and the list of scripts it preloads.
  for (const match of html.matchAll(/<script type="module">([^<]*)<\/script>/g)) {
    for (const url of match[1].matchAll(/"(\/assets\/[^"]+\.js)"/g)) files.add(url[1])
  }
  for (const match of html.matchAll(
    /<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g,
  ))
    files.add(match[1])
  for (const match of html.matchAll(
    /<link[^>]+href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g,
  ))
    files.add(match[1])
  return [...files].filter((file) => file.startsWith('/assets/'))
}

export function containsFirebase(text) {
  return FIREBASE_MARKERS.some((marker) => text.includes(marker))
}

/** Static analysis of dist/client. */
export async function measureBundles(root) {
  const client = join(root, 'dist/client')
  const results = []
  for (const lang of LANGS) {
    const html = await readFile(join(client, '_shell', `${lang}.html`), 'utf8')
    const files = firstRouteFiles(html)
    let js = { raw: 0, gzip: 0, brotli: 0 }
    let css = { raw: 0, gzip: 0, brotli: 0 }
    let firebaseInFirstRoute = false
    for (const file of files) {
      const buffer = await readFile(join(client, file))
      const size = sizes(buffer)
      const target = file.endsWith('.css') ? css : js
      if (file.endsWith('.css')) css = add(target, size)
      else js = add(target, size)
      if (file.endsWith('.js') && containsFirebase(buffer.toString('utf8')))
        firebaseInFirstRoute = true
    }
    results.push({ lang, files, js, css, firebaseInFirstRoute })
  }
  const chunks = []
  for (const file of await readdir(join(client, 'assets'))) {
    if (!file.endsWith('.js')) continue
    const buffer = await readFile(join(client, 'assets', file))
    chunks.push({ file, ...sizes(buffer), firebase: containsFirebase(buffer.toString('utf8')) })
  }
  chunks.sort((a, b) => b.gzip - a.gzip)
  return { perLanguage: results, largestChunks: chunks.slice(0, 8) }
}

function add(a, b) {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }
}

/**
 * Loads /app logged out in Chromium and returns the scripts it fetched, with a firebase check of
 * each response body.
 */
export async function observeFirstVisit({ origin, chromiumPath = CHROMIUM_PATH }) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
  })
  try {
    const page = await browser.newPage()
    const scripts = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body().catch(() => Buffer.alloc(0))
      scripts.push({
        url: new URL(response.url()).pathname,
        bytes: body.byteLength,
        firebase: containsFirebase(body.toString('utf8')),
      })
    })
    await page.goto(`${origin}/app`, { waitUntil: 'networkidle' })
    return scripts
  } finally {
    await browser.close()
  }
}
