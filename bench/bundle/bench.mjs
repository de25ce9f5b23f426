// The bundle benchmark: static first-route sizes per language, then a logged-out visit in Chromium.
// `npm run bench` runs it after bench/edge; `npx node bench/bundle/bench.mjs` runs it alone.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { buildIfStale, migrate, root, seed, startWorker } from '../../scripts/lib/stack.mjs'
import { killOnExit } from '../lib/cleanup.mjs'
import { printVerdicts } from '../lib/verdicts.mjs'
import {
  containsFirebase,
  FIRST_ROUTE_JS_BUDGET_GZIP,
  LANGS,
  measureBundles,
  observeFirstVisit,
} from './index.mjs'
import { GUARDED_PAGE_BUDGET_GZIP, measureGuardedPages } from './pages.mjs'
import {
  AD_ROUTE_BUDGET_GZIP,
  COUPON_ROUTE_BUDGET_GZIP,
  MAP_ROUTE_BUDGET_GZIP,
  ORGANIZER_ROUTE_BUDGET_GZIP,
  observeRouteChunks,
  RALLY_ROUTE_BUDGET_GZIP,
} from './route.mjs'
import { measureWorkerBundle, WORKER_FREE_LIMIT_GZIP, WORKER_PAID_LIMIT_GZIP } from './worker.mjs'

/** 港屋 大盛り無料クーポン (scripts/demo/data-coupons.mjs): limits, uses, 残り198枚. */
const DEMO_COUPON = 12

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

export async function runBundleBench() {
  // The firebase check is only proof if its markers really find firebase: test them on the SDK.
  const sdk = await readFile(join(root, 'node_modules/@firebase/app/dist/esm/index.esm.js'), 'utf8')
  if (!containsFirebase(sdk)) throw new Error('firebase markers no longer match the firebase SDK')
  await buildIfStale()
  const { perLanguage, largestChunks } = await measureBundles(root)
  const guardedPages = await measureGuardedPages(root)
  const workerBundle = await measureWorkerBundle(root)
  const persistTo = await mkdtemp(join(tmpdir(), 'jimoto-bench-bundle-'))
  const port = await freePort()
  await migrate(persistTo)
  // The demo coupons (seeded for the coupon page below).
  await seed(persistTo)
  const worker = killOnExit(
    await startWorker({ port, persistTo, servedDir: join(persistTo, 'served') }),
  )
  const visits = {}
  const mapRoute = {}
  let rallyRoute = null
  const couponRoute = {}
  const organizerRoute = {}
  let adRoute = null
  try {
    for (const prefix of ['', 'en.']) {
      visits[prefix ? 'en' : 'ja'] = await observeFirstVisit({
        origin: `http://${prefix}localhost:${port}`,
      })
    }
    // The map pages: each route's own chunks (Leaflet is shared by both).
    for (const route of ['/app/map', '/app/hazardmap']) {
      for (const lang of LANGS) {
        mapRoute[`${lang} ${route}`] = await observeRouteChunks({
          origin: `http://${lang === 'ja' ? '' : `${lang}.`}localhost:${port}`,
          route,
          ready: '.leaflet-container',
          client: join(root, 'dist/client'),
        })
      }
    }
    for (const lang of ['ja', 'en']) {
      couponRoute[lang] = await observeRouteChunks({
        origin: `http://${lang === 'ja' ? '' : `${lang}.`}localhost:${port}`,
        from: '/app/timeline?kind=coupon',
        route: `/app/posts/${DEMO_COUPON}`,
        ready: '.coupon-use',
        client: join(root, 'dist/client'),
      })
    }
    // The home page's feature card (the menu's link asks a logged-out visitor to log in first).
    rallyRoute = await observeRouteChunks({
      origin: `http://localhost:${port}`,
      route: '/app/stamprally',
      link: 'main a[href="/app/stamprally"]',
      ready: '.rally-page',
      client: join(root, 'dist/client'),
    })
    // event-upload sends a logged-out visitor on to event-auth: one visit measures both pages.
    for (const lang of ['ja', 'en']) {
      organizerRoute[lang] = await observeRouteChunks({
        origin: `http://${lang === 'ja' ? '' : `${lang}.`}localhost:${port}`,
        route: '/app/event-upload',
        ready: '.event-auth',
        client: join(root, 'dist/client'),
        viaHistory: true,
      })
    }
    // The ad landing page is its own chunk, fetched only when a visitor goes there.
    adRoute = await observeRouteChunks({
      origin: `http://localhost:${port}`,
      route: '/app/ad-landing',
      ready: '.ads-plans',
      client: join(root, 'dist/client'),
    })
  } finally {
    await stopProcess(worker)
    await rm(persistTo, { recursive: true, force: true })
  }
  return {
    perLanguage,
    largestChunks,
    visits,
    mapRoute,
    couponRoute,
    rallyRoute,
    guardedPages,
    organizerRoute,
    adRoute,
    workerBundle,
  }
}

/** Prints the figures with their budgets; returns the met/missed verdicts. */
export function reportBundle(result, log = console.log) {
  const verdicts = []
  const { workerBundle } = result
  if (workerBundle) {
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
    log(`the Worker bundle: ${mb(workerBundle.raw)}, ${mb(workerBundle.gzip)} gzip`)
    for (const f of workerBundle.files.slice(0, 6))
      log(`  ${f.file.padEnd(36)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)} gzip`)
    for (const [plan, limit] of [
      ['Free', WORKER_FREE_LIMIT_GZIP],
      ['Paid', WORKER_PAID_LIMIT_GZIP],
    ]) {
      verdicts.push({
        figure: `bundle: Worker size gzip, Workers ${plan} limit`,
        value: mb(workerBundle.gzip),
        budget: `<= ${limit / 1024 / 1024} MB`,
        met: workerBundle.gzip <= limit,
      })
    }
    log('')
  }
  log('first-route download per language build (entry + modulepreloads + CSS)')
  log('lang     JS gzip   JS brotli  CSS gzip  firebase  budget (JS gzip <= 97 KB)')
  for (const r of result.perLanguage) {
    const met = r.js.gzip <= FIRST_ROUTE_JS_BUDGET_GZIP && !r.firebaseInFirstRoute
    verdicts.push({
      figure: `bundle ${r.lang}: first-route JS gzip, firebase in it`,
      value: `${kb(r.js.gzip)}, ${r.firebaseInFirstRoute ? 'firebase' : 'no firebase'}`,
      budget: '<= 97 KB, none',
      met,
    })
    log(
      `${r.lang.padEnd(8)} ${kb(r.js.gzip).padStart(8)} ${kb(r.js.brotli).padStart(10)} ${kb(r.css.gzip).padStart(9)}  ${String(r.firebaseInFirstRoute).padEnd(8)}  ${met ? 'met' : 'MISSED'}`,
    )
  }
  log('\nlargest chunks (gzip):')
  for (const c of result.largestChunks)
    log(`  ${c.file.padEnd(36)} ${kb(c.gzip).padStart(9)}${c.firebase ? '  (firebase)' : ''}`)
  for (const [lang, scripts] of Object.entries(result.visits)) {
    const firebase = scripts.filter((s) => s.firebase)
    log(
      `\nChromium, logged-out first visit to /app (${lang}): ${scripts.length} scripts, ${kb(scripts.reduce((n, s) => n + s.bytes, 0))} transferred uncompressed, firebase code fetched: ${firebase.length > 0 ? firebase.map((s) => s.url).join(', ') : 'none'}`,
    )
  }
  for (const [lang, scripts] of Object.entries(result.visits)) {
    verdicts.push({
      figure: `bundle ${lang}: firebase scripts on a logged-out /app visit`,
      value: String(scripts.filter((s) => s.firebase).length),
      budget: '0',
      met: scripts.every((s) => !s.firebase),
    })
  }
  log('\nthe map routes after /app (their own chunks, gzip; budget JS + CSS <= 57 KB)')
  for (const [key, route] of Object.entries(result.mapRoute)) {
    const [lang, path] = key.split(' ')
    const total = route.js + route.css
    const met = total <= MAP_ROUTE_BUDGET_GZIP
    verdicts.push({
      figure: `bundle ${lang}: ${path} route's own JS + CSS gzip`,
      value: kb(total),
      budget: '<= 57 KB',
      met,
    })
    log(
      `${key.padEnd(24)} JS ${kb(route.js).padStart(8)}  CSS ${kb(route.css).padStart(7)}  ${route.files.length} files  ${met ? 'met' : 'MISSED'}`,
    )
  }
  log(
    '\nthe coupon page after the coupon timeline (its own chunks, gzip; budget JS + CSS <= 20 KB)',
  )
  for (const [lang, route] of Object.entries(result.couponRoute ?? {})) {
    const total = route.js + route.css
    const met = total <= COUPON_ROUTE_BUDGET_GZIP
    verdicts.push({
      figure: `bundle ${lang}: a coupon page's own JS + CSS gzip`,
      value: kb(total),
      budget: '<= 20 KB',
      met,
    })
    log(
      `${lang.padEnd(8)} JS ${kb(route.js).padStart(8)}  CSS ${kb(route.css).padStart(7)}  ${route.files.length} files  ${met ? 'met' : 'MISSED'}`,
    )
  }
  if (result.rallyRoute) {
    const total = result.rallyRoute.js + result.rallyRoute.css
    const met = total <= RALLY_ROUTE_BUDGET_GZIP
    verdicts.push({
      figure: "bundle ja: /app/stamprally route's own JS + CSS gzip",
      value: kb(total),
      budget: '<= 30 KB',
      met,
    })
    log(
      `\nthe stamp rally route after /app (ja): JS ${kb(result.rallyRoute.js)}  CSS ${kb(result.rallyRoute.css)}  ${met ? 'met' : 'MISSED'}`,
    )
  }
  log('\npages behind login (their own chunks from the build, gzip; budget JS + CSS <= 40 KB)')
  for (const [lang, pages] of Object.entries(result.guardedPages)) {
    for (const [page, size] of Object.entries(pages)) {
      const total = size.js + size.css
      const met = total <= GUARDED_PAGE_BUDGET_GZIP
      verdicts.push({
        figure: `bundle ${lang}: ${page} own JS + CSS gzip`,
        value: kb(total),
        budget: '<= 40 KB',
        met,
      })
      log(
        `${lang.padEnd(8)} ${page.padEnd(14)} JS ${kb(size.js).padStart(8)}  CSS ${kb(size.css).padStart(7)}  ${met ? 'met' : 'MISSED'}`,
      )
    }
  }
  log('\nthe organizer pages after /app (event-upload → event-auth; budget JS + CSS <= 30 KB)')
  for (const [lang, route] of Object.entries(result.organizerRoute ?? {})) {
    const total = route.js + route.css
    const met = total <= ORGANIZER_ROUTE_BUDGET_GZIP
    verdicts.push({
      figure: `bundle ${lang}: /app/event-upload and /app/event-auth own JS + CSS gzip`,
      value: kb(total),
      budget: '<= 30 KB',
      met,
    })
    log(
      `${lang.padEnd(8)} JS ${kb(route.js).padStart(8)}  CSS ${kb(route.css).padStart(7)}  ${route.files.length} files  ${met ? 'met' : 'MISSED'}`,
    )
  }
  if (result.adRoute) {
    const total = result.adRoute.js + result.adRoute.css
    verdicts.push({
      figure: "bundle ja: /app/ad-landing route's own JS + CSS gzip",
      value: kb(total),
      budget: '<= 20 KB',
      met: total > 0 && total <= AD_ROUTE_BUDGET_GZIP,
    })
    log(`\nthe ad landing route after /app: ${kb(total)} (${result.adRoute.files.length} files)`)
  }
  return verdicts
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printVerdicts(reportBundle(await runBundleBench()))
}
