// bench/lighthouse/trace: what a page's main thread does while it loads, for the pages whose
// Lighthouse TBT is over budget. Lighthouse names the long tasks' scripts but not their insides;
// this loads a page N times in the audited browser (same flags, the Moto G Power viewport, CPU
// not slowed: the durations are this machine's own) with Chromium's tracing on, and prints for
// each load: the main thread's busy time, each task that would block under Lighthouse's 4×
// slowdown with its heaviest events by exclusive time (layout, text shaping, a script's
// evaluation...), the heaviest events of the whole load, and the renderer's page faults and
// CPU split (Linux), which tell a machine whose fresh memory is slow (bench/README.md).
//
// `--categories=base,fonts` adds trace categories (`base` shows the renderer's blocking calls to
// the browser, e.g. a font's render style); `--save=/tmp/timeline` writes each load's events and
// profile to /tmp/timeline-<run>.json for a closer look.
//
//   node bench/lighthouse/trace.mjs [--runs=3] [--top=6] [--categories=…] [--save=…] /app/timeline en.localhost|/app/map
import { readFile, writeFile } from 'node:fs/promises'
import * as chromeLauncher from 'chrome-launcher'
import { chromium } from 'playwright-core'
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { auditedChromeFlags, serveDemoTown } from './setup.mjs'
import { scriptSelfTimes, summarizeMainThread, threadTimes } from './trace-summary.mjs'

const DEFAULT_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'loading',
  'toplevel',
  'v8',
  'v8.execute',
]

/** Lighthouse's mobile preset's screen (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }
/** How long a load is traced after its load event: the app's first data and commit come later. */
const SETTLE_MS = 4000

/** V8's sampling interval (µs) for the scripts' self time. */
const SAMPLING_US = 250

/** Minor page faults and CPU seconds of a process so far, from /proc (Linux), or null. */
async function processCost(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command's closing parenthesis: minflt is the 10th field, utime the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = 100
    return {
      minorFaults: Number(fields[7]),
      userS: fields[11] / ticks,
      systemS: fields[12] / ticks,
    }
  } catch {
    return null
  }
}

/** The renderer processes' ids, from the browser's own process list. */
async function rendererPids(browserSession) {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo')
  return processInfo.filter((p) => p.type === 'renderer').map((p) => p.id)
}

async function traceLoad(browser, url, categories) {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    const events = []
    session.on('Tracing.dataCollected', (message) => events.push(...message.value))
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve))
    await session.send('Profiler.enable')
    await session.send('Profiler.setSamplingInterval', { interval: SAMPLING_US })
    await session.send('Profiler.start')
    await session.send('Tracing.start', { categories, transferMode: 'ReportEvents' })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(SETTLE_MS)
    await session.send('Tracing.end')
    await complete
    const { profile } = await session.send('Profiler.stop')
    const browserSession = await browser.newBrowserCDPSession()
    const costs = []
    for (const pid of await rendererPids(browserSession)) {
      const cost = await processCost(pid)
      if (cost) costs.push(cost)
    }
    // The busiest renderer is the page's (the others: a blank page's, an SVG image's...).
    const renderer = costs.sort((a, b) => b.userS + b.systemS - (a.userS + a.systemS))[0] ?? null
    return { events, renderer, profile }
  } finally {
    await context.close()
  }
}

const ms = (value) => `${value.toFixed(1)}`
const named = (list) => list.map(({ label, ms: value }) => `${label} ${ms(value)}`).join(' | ')

function report(url, run, { events, renderer, profile }, top) {
  const summary = summarizeMainThread(events, { top })
  console.log(
    `\n${url} run ${run + 1}: main thread busy ${ms(summary.busyMs)} ms in ${summary.tasks} tasks;` +
      ` ${summary.blocking.length} would block under 4× (${Math.round(summary.blockingMs)} ms` +
      (summary.firstPaintMs === null
        ? ', over the whole load: the trace has no first contentful paint)'
        : ` from the first contentful paint at ${Math.round(summary.firstPaintMs)} ms)`),
  )
  if (renderer) {
    console.log(
      `  renderer since start: ${renderer.minorFaults} minor page faults,` +
        ` CPU ${renderer.userS.toFixed(2)} s user + ${renderer.systemS.toFixed(2)} s system`,
    )
  }
  for (const task of summary.blocking) {
    console.log(`  @${Math.round(task.atMs)} ms, ${ms(task.ms)} ms: ${named(task.heaviest)}`)
  }
  console.log(`  heaviest over the load: ${named(summary.heaviest)}`)
  const threads = threadTimes(events, top)
  console.log(
    `  threads by CPU (ms of CPU / of wall): ${threads
      .map((t) => `${t.process} ${t.thread} ${ms(t.cpuMs)} / ${ms(t.wallMs)}`)
      .join(' | ')}`,
  )
  const scripts = scriptSelfTimes(profile, top)
  console.log(`  scripts' own time by function: ${named(scripts.functions)}`)
  console.log(`  scripts' own time by file: ${named(scripts.files)}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = (name) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null
  const option = (name, fallback) => (text(name) === null ? fallback : Number(text(name)))
  const runs = option('runs', 3)
  const top = option('top', 6)
  const save = text('save')
  const categories = [...DEFAULT_CATEGORIES, ...(text('categories')?.split(',') ?? [])].join(',')
  const pages = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  if (pages.length === 0) {
    console.error(
      'usage: node bench/lighthouse/trace.mjs [--runs=3] [--top=6] [--categories=a,b] [--save=prefix] [host|]path ...',
    )
    process.exit(2)
  }
  const town = await serveDemoTown()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: auditedChromeFlags(),
    ignoreDefaultFlags: true,
  })
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    for (const spec of pages) {
      const [host, path] = spec.includes('|') ? spec.split('|') : ['localhost', spec]
      const url = `http://${host}:${town.port}${path}`
      for (let run = 0; run < runs; run++) {
        const load = await traceLoad(browser, url, categories)
        report(url, run, load, top)
        if (save) {
          const file = `${save}-${run + 1}.json`
          await writeFile(file, JSON.stringify({ events: load.events, profile: load.profile }))
          console.log(`  saved: ${file}`)
        }
      }
    }
    await browser.close()
  } finally {
    chrome.kill()
    await town.close()
  }
}
