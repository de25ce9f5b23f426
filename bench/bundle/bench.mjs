// The bundle benchmark: static first-route sizes per language, then a logged-out visit in Chromium.
// `npm run bench` runs it after bench/edge; `npx node bench/bundle/bench.mjs` runs it alone.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { buildIfStale, migrate, root, startWorker } from '../../scripts/lib/stack.mjs'
import { killOnExit } from '../lib/cleanup.mjs'
import { printVerdicts } from '../lib/verdicts.mjs'
import {
  containsFirebase,
  FIRST_ROUTE_JS_BUDGET_GZIP,
  LANGS,
  measureBundles,
  observeFirstVisit,
} from './index.mjs'
import { AD_ROUTE_BUDGET_GZIP, MAP_ROUTE_BUDGET_GZIP, observeRouteChunks } from './route.mjs'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

export async function runBundleBench() {
  // The firebase check is only proof if its markers really find firebase: test them on the SDK.
  const sdk = await readFile(join(root, 'node_modules/@firebase/app/dist/esm/index.esm.js'), 'utf8')
  if (!containsFirebase(sdk)) throw new Error('firebase markers no longer match the firebase SDK')
  await buildIfStale()
  const { perLanguage, largestChunks } = await measureBundles(root)
  const persistTo = await mkdtemp(join(tmpdir(), 'jimoto-bench-bundle-'))
  const port = await freePort()
  await migrate(persistTo)
  const worker = killOnExit(
    await startWorker({ port, persistTo, servedDir: join(persistTo, 'served') }),
  )
  const visits = {}
  const mapRoute = {}
  let adRoute = null
  try {
    for (const prefix of ['', 'en.']) {
      visits[prefix ? 'en' : 'ja'] = await observeFirstVisit({
        origin: `http://${prefix}localhost:${port}`,
      })
    }
    for (const lang of LANGS) {
      mapRoute[lang] = await observeRouteChunks({
        origin: `http://${lang === 'ja' ? '' : `${lang}.`}localhost:${port}`,
        route: '/app/map',
        ready: '.leaflet-container',
        client: join(root, 'dist/client'),
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
  return { perLanguage, largestChunks, visits, mapRoute, adRoute }
}

/** Prints the figures with their budgets; returns the met/missed verdicts. */
export function reportBundle(result, log = console.log) {
  const verdicts = []
  log('first-route download per language build (entry + modulepreloads + CSS)')
  log('lang     JS gzip   JS brotli  CSS gzip  firebase  budget (JS gzip <= 100 KB)')
  for (const r of result.perLanguage) {
    const met = r.js.gzip <= FIRST_ROUTE_JS_BUDGET_GZIP && !r.firebaseInFirstRoute
    verdicts.push({
      figure: `bundle ${r.lang}: first-route JS gzip, firebase in it`,
      value: `${kb(r.js.gzip)}, ${r.firebaseInFirstRoute ? 'firebase' : 'no firebase'}`,
      budget: '<= 100 KB, none',
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
  log('\nthe map route after /app (its own chunks, gzip; budget JS + CSS <= 60 KB)')
  for (const [lang, route] of Object.entries(result.mapRoute)) {
    const total = route.js + route.css
    const met = total <= MAP_ROUTE_BUDGET_GZIP
    verdicts.push({
      figure: `bundle ${lang}: /app/map route's own JS + CSS gzip`,
      value: kb(total),
      budget: '<= 60 KB',
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
