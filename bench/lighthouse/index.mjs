// bench/lighthouse: Lighthouse 13 (its default mobile preset: Moto G Power viewport, simulated
// slow 4G and 4x CPU slowdown) in Debian Chromium, on the pages the route table marks
// (`lighthouse` in src/shared/routes.ts): on the Japanese host, on the Japanese and the English
// host, or signed in as the demo admin; and every content type's page without a photo
// (content-pages.mjs) on the Japanese host. N runs each (default 3); every figure is the median of its
// runs. Map tiles come from the loopback tile server, as in `npm start`. The pages are served by
// the real Worker (`wrangler dev` on the production build with a migrated and seeded local
// D1/R2): Lighthouse measures the page, not the server's throughput, so the dev proxy's cost
// (README footguns) does not matter here, and the demo data makes the pages look like the real
// thing (photos, posts).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { DEMO_PASSWORD } from '../../scripts/demo/data.mjs'
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { root } from '../../scripts/lib/stack.mjs'
import { quantile } from '../lib/load.mjs'
import { contentPages } from './content-pages.mjs'
import { lighthousePages } from './pages.mjs'
import { auditedChromeFlags, serveDemoTown } from './setup.mjs'
import { longestBlockingTasks } from './trace-summary.mjs'

export const CHROMIUM = CHROMIUM_PATH

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The budgets: [figure, test, budget text]. */
export const LIGHTHOUSE_BUDGETS = [
  ['performance', (v) => v >= 0.95, '>= 0.95'],
  ['accessibility', (v) => v >= 1, '1.00'],
  ['best-practices', (v) => v >= 1, '1.00'],
  ['seo', (v) => v >= 1, '1.00'],
  ['lcpMs', (v) => v <= 1800, '<= 1800 ms'],
  ['tbtMs', (v) => v <= 200, '<= 200 ms'],
  ['cls', (v) => v <= 0.02, '<= 0.02'],
]

/** The first public demo post with a photo: the post page every run measures. */
export async function demoPostWithPhoto() {
  const { tables } = await import('../../scripts/demo/data.mjs')
  // A table can appear more than once (rows of another shape, such as the rally's reward coupon).
  const rows = {}
  for (const [table, list] of tables) rows[table] = [...(rows[table] ?? []), ...list]
  const withMedia = new Set(rows.post_media.map((m) => m.post_id))
  const post = rows.posts
    .filter((p) => p.visibility === 'public' && withMedia.has(p.id))
    .sort((a, b) => a.id - b.id)[0]
  if (!post) throw new Error('the demo data has no public post with a photo')
  return post.id
}

const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  )

/**
 * The figures of one Lighthouse result, the audits that cost it points, and its longest blocking
 * tasks from the run's own trace (what a page over its TBT budget should look at first).
 */
function figuresOf({ lhr, artifacts }) {
  const score = (id) => lhr.categories[id]?.score ?? Number.NaN
  const failing = []
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      // Weightless performance audits (insights, diagnostics) count when they name a saving
      // on a budgeted metric; elsewhere only scored audits count.
      const savings = audit?.metricSavings ?? {}
      const savesBudgeted = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.CLS ?? 0) > 0
      if (ref.weight === 0 && !(id === 'performance' && savesBudgeted)) continue
      if (audit?.score === null || audit?.score === undefined || audit.score >= 0.9) continue
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue
      failing.push({ audit: `${id}/${ref.id}`, value: audit.displayValue || audit.title })
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpElement: lcpElementOf(lhr),
    longTasks: longestBlockingTasks(artifacts?.Trace?.traceEvents ?? []),
    failing,
    warnings: lhr.runWarnings ?? [],
  }
}

/** What the largest contentful paint was: the node Lighthouse names, and the selector. */
function lcpElementOf(lhr) {
  const details = lhr.audits['lcp-breakdown-insight']?.details
  const node = details?.items?.find((item) => item.type === 'node')
  return node ? `${node.selector} "${String(node.nodeLabel ?? '').slice(0, 40)}"` : null
}

function summarize(runs) {
  const keys = ['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'fcpMs', 'tbtMs']
  const summary = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]))
  summary.cls = median(runs.map((r) => r.cls))
  summary.lcpMs = Math.round(summary.lcpMs)
  summary.fcpMs = Math.round(summary.fcpMs)
  summary.tbtMs = Math.round(summary.tbtMs)
  summary.cls = Math.round(summary.cls * 1000) / 1000
  // Audits that scored below 0.9 in any run, with how many runs and their values.
  const byAudit = new Map()
  for (const run of runs) {
    for (const { audit, value } of run.failing)
      byAudit.set(audit, [...(byAudit.get(audit) ?? []), value])
  }
  summary.failingAudits = [...byAudit].map(
    ([audit, values]) => `${audit} [${values.length}/${runs.length} runs]: ${values.join(' · ')}`,
  )
  summary.lcpElements = [...new Set(runs.map((r) => r.lcpElement).filter(Boolean))]
  const medianTbt = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor((runs.length - 1) / 2)]
  summary.longTasks = medianTbt?.longTasks ?? []
  summary.runs = runs.map(({ failing, warnings, lcpElement, longTasks, ...figures }) => figures)
  summary.warnings = [...new Set(runs.flatMap((r) => r.warnings))]
  return summary
}

/** A JSON call to the served Worker on `origin`'s host, as the demo admin when `token` is given. */
async function callApi(origin, port, path, body, token) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      host: new URL(origin).host,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`)
  return res.json()
}

/** The demo admin's bearer token. */
async function adminToken(origin, port) {
  const login = { email: 'admin@demo.jimoto.example', password: DEMO_PASSWORD }
  return (await callApi(origin, port, '/auth/login', login)).token
}

/**
 * Makes the demo admin an event organizer the way a real one becomes one (an organizer code,
 * redeemed), so /app/event-upload shows its form instead of sending them to event-auth. The
 * benchmark's database is its own temporary copy.
 */
async function joinAnOrganization(origin, port, token) {
  const issued = { organization_name: 'ベンチマーク実行委員会', max_uses: 1, valid_days: 1 }
  const { code } = await callApi(origin, port, '/api/admin/organizers/codes', issued, token)
  await callApi(origin, port, '/api/organizers/codes/redeem', { code }, token)
}

/**
 * Signs the audited Chromium in as the demo admin: the app keeps its bearer token in localStorage,
 * so it is written there through the DevTools protocol, and the HTTP cache is cleared so the run
 * still loads every file (Lighthouse keeps storage, and with it the cache, when told to).
 */
async function signInBrowser(chromePort, origin, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  try {
    const context = browser.contexts()[0]
    const page = await context.newPage()
    await page.goto(`${origin}/app/about`)
    await page.evaluate((value) => window.localStorage.setItem('token', value), token)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    // Only the DevTools connection: the browser belongs to chrome-launcher.
    await browser.close()
  }
}

/**
 * One Lighthouse run. A trace that Chromium failed to record (NO_NAVSTART, NO_FCP: it happens
 * now and then on a busy machine) is retried, up to twice; any other error ends the benchmark.
 */
async function auditPage(url, port, log, flags = {}) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...flags,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const error = result.lhr.runtimeError
    if (!error) return result
    if (attempt >= 3 || !/^NO_(NAVSTART|FCP|LCP|TRACING_STARTED)/.test(error.code)) {
      throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`)
    }
    log(`  ${url}: ${error.code}, run again`)
  }
}

/**
 * @param {{ runs: number, log: (line: string) => void, reportsDir?: string, only?: string[] }} options
 *   `only`: the paths to audit (default: all); the post page is `/app/posts`.
 * @returns {Promise<{ pages: Record<string, ReturnType<typeof summarize> & { url: string }>,
 *   verdicts: { figure: string, value: string, budget: string, met: boolean | null }[] }>}
 */
export async function runLighthouseBench({ runs, log, reportsDir, only }) {
  const postId = await demoPostWithPhoto()
  const town = await serveDemoTown()
  const { port } = town
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: auditedChromeFlags(),
    ignoreDefaultFlags: true,
  })
  const pages = {}
  try {
    const listed = lighthousePages(postId)
    // Every content type's page (content-pages.mjs), those the route table does not list.
    for (const { path } of await contentPages()) if (!listed.ja.includes(path)) listed.ja.push(path)
    for (const host of ['localhost', 'en.localhost']) {
      for (const path of host === 'localhost' ? listed.ja : listed.en) {
        if (only && !only.some((wanted) => path === wanted || path.startsWith(`${wanted}/`)))
          continue
        const url = `http://${host}:${port}${path}`
        const results = []
        for (let i = 0; i < runs; i++) {
          const result = await auditPage(url, chrome.port, log)
          results.push(figuresOf(result))
          if (reportsDir && i === runs - 1) {
            await mkdir(reportsDir, { recursive: true })
            const name = `${host}${path}`.replaceAll('/', '_')
            await writeFile(join(reportsDir, `${name}.json`), String(result.report))
          }
        }
        const key = `${host === 'localhost' ? 'ja' : 'en'} ${path}`
        pages[key] = { url, ...summarize(results) }
        log(`  ${key}: done (${runs} runs)`)
      }
    }
    // Pages behind login, as the demo admin on the main site (see signInBrowser).
    const origin = `http://localhost:${port}`
    // Logged out, a guarded page leaves for its destination before the app loads (worker/pages/
    // routes.ts), so there is no page of its own to audit.
    const signedIn = listed.signedIn.filter((path) => !only || only.includes(path))
    const token = signedIn.length > 0 ? await adminToken(origin, port) : ''
    if (signedIn.includes('/app/event-upload')) await joinAnOrganization(origin, port, token)
    for (const path of signedIn) {
      const results = []
      for (let i = 0; i < runs; i++) {
        await signInBrowser(chrome.port, origin, token)
        const result = await auditPage(`${origin}${path}`, chrome.port, log, {
          disableStorageReset: true,
        })
        results.push(figuresOf(result))
        if (reportsDir && i === runs - 1) {
          await mkdir(reportsDir, { recursive: true })
          const name = `signed-in${path}`.replaceAll('/', '_')
          await writeFile(join(reportsDir, `${name}.json`), String(result.report))
        }
      }
      const key = `ja ${path} (signed in)`
      pages[key] = { url: `${origin}${path}`, ...summarize(results) }
      log(`  ${key}: done (${runs} runs)`)
    }
  } finally {
    chrome.kill()
    await town.close()
  }
  return { postId, runs, pages, verdicts: verdictsOf(pages) }
}

const formatFigure = (figure, value) => {
  if (figure.endsWith('Ms')) return `${value} ms`
  if (figure === 'cls') return value.toFixed(3)
  return value.toFixed(2)
}

function verdictsOf(pages) {
  const verdicts = []
  for (const [page, summary] of Object.entries(pages)) {
    for (const [figure, test, budget] of LIGHTHOUSE_BUDGETS) {
      const value = summary[figure]
      verdicts.push({
        figure: `lighthouse ${page} ${figure.replace(/Ms$/, '')}`,
        value: formatFigure(figure, value),
        budget,
        met: test ? test(value) : null,
      })
    }
  }
  return verdicts
}

/** The per-page table and the audits that failed. */
export function reportLighthouse(result, log = console.log) {
  log(`post page: the first public demo post with a photo (id ${result.postId})`)
  log('page                       perf  a11y    bp   seo   LCP ms  FCP ms  TBT ms    CLS')
  for (const [page, s] of Object.entries(result.pages)) {
    const n = (v) => v.toFixed(2).padStart(5)
    log(
      `${page.padEnd(25)} ${n(s.performance)} ${n(s.accessibility)} ${n(s['best-practices'])} ${n(s.seo)}` +
        ` ${String(s.lcpMs).padStart(8)} ${String(s.fcpMs).padStart(7)} ${String(s.tbtMs).padStart(7)} ${s.cls.toFixed(3).padStart(6)}`,
    )
  }
  log(`(median of ${result.runs} runs each; Lighthouse mobile preset, simulated throttling)`)
  for (const [page, s] of Object.entries(result.pages)) {
    log(`\n${page}: LCP element ${s.lcpElements.join(' | ') || 'unknown'}`)
    if (s.failingAudits.length > 0) log('  audits below 0.9:')
    for (const audit of s.failingAudits) log(`  - ${audit}`)
    for (const warning of s.warnings) log(`  ! ${warning}`)
    if (s.tbtMs > 200 && s.longTasks.length > 0) {
      log("  longest tasks of the median run (this machine's ms; TBT counts 4 × each − 50):")
      for (const task of s.longTasks) log(`  - ${task}`)
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runsArg = process.argv.find((a) => a.startsWith('--runs='))
  const result = await runLighthouseBench({
    runs: runsArg ? Number(runsArg.slice('--runs='.length)) : 3,
    log: console.log,
    reportsDir: join(root, 'bench/results/lighthouse'),
  })
  reportLighthouse(result)
}
