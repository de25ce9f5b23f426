// bench/cards: the share cards (worker/share-cards/) as a crawler fetches them. The real Worker
// (`wrangler dev` on the production build, with the demo data and local R2, as bench/lighthouse)
// serves each content page of bench/lighthouse/content-pages.mjs; its og:image, a
// /cards/<kind>/<id>.<version>.png URL, is fetched twice: the first fetch draws the card (satori
// + resvg, then kept in R2), the second is the kept copy. Reported per card: time and size of
// both fetches, and the CPU time the Worker's workerd process spent on the drawing fetch (read
// from /proc, as bench/edge does: it includes loading the card's font subsets from the static
// assets and the R2 write). The first card of the isolate also starts the WebAssembly engines;
// it is reported apart, and the budget is on the median of the others.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { buildIfStale, migrate, seed, startWorker } from '../../scripts/lib/stack.mjs'
import { killOnExit } from '../lib/cleanup.mjs'
import { quantile } from '../lib/load.mjs'
import { descendantsOf } from '../lib/process-tree.mjs'
import { contentPages } from '../lighthouse/content-pages.mjs'

/** A card's largest size: a preview is fetched on mobile data by every app it is shared to. */
export const CARD_BYTES_BUDGET = 300 * 1024
/**
 * CPU per card drawn (a warm isolate): Workers Free stops a request at 10 ms of CPU, Paid allows
 * 30 s by default; a card must fit the paid plan's default many times over, and is drawn once per
 * version, so the budget is generous but catches a renderer that went wrong.
 */
export const CARD_CPU_BUDGET_MS = 1000

async function cpuNs(pid) {
  let total = 0
  for (const task of await readdir(`/proc/${pid}/task`).catch(() => [])) {
    const stat = await readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').catch(() => '0')
    total += Number(stat.split(' ')[0])
  }
  return total
}

/** The workerd processes below `pid` (wrangler dev starts one for the Worker and its bindings). */
async function workerdsUnder(pid) {
  return (await descendantsOf(pid)).filter(({ comm }) => comm === 'workerd').map(({ pid }) => pid)
}

const cpuOf = async (pids) => (await Promise.all(pids.map(cpuNs))).reduce((a, b) => a + b, 0)

async function timedFetch(url, host) {
  const started = performance.now()
  const res = await fetch(url, { headers: { host }, redirect: 'manual' })
  const body = new Uint8Array(await res.arrayBuffer())
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    ms: Math.round((performance.now() - started) * 10) / 10,
    bytes: body.byteLength,
  }
}

/** The page's og:image path (the share card's URL), or null. */
function ogImagePath(html) {
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  return url ? new URL(url, 'http://localhost').pathname : null
}

/**
 * @param {{ log: (line: string) => void }} options
 */
export async function runCardsBench({ log }) {
  await buildIfStale()
  const persistTo = await mkdtemp(join(tmpdir(), 'jimoto-bench-cards-'))
  const port = await freePort()
  await migrate(persistTo)
  await seed(persistTo)
  const worker = killOnExit(
    await startWorker({ port, persistTo, servedDir: join(persistTo, 'served') }),
  )
  try {
    const pids = await workerdsUnder(worker.pid)
    if (pids.length === 0) throw new Error('no workerd process found under wrangler dev')
    const host = `localhost:${port}`
    const cards = []
    for (const { kind, path } of await contentPages()) {
      const page = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host } })
      const image = ogImagePath(await page.text())
      if (!image?.startsWith('/cards/')) {
        cards.push({ kind, path, image, note: 'its share image is not a generated card' })
        continue
      }
      const before = await cpuOf(pids)
      const drawn = await timedFetch(`http://127.0.0.1:${port}${image}`, host)
      const cpuMs = Math.round((await cpuOf(pids)) - before) / 1e6
      const kept = await timedFetch(`http://127.0.0.1:${port}${image}`, host)
      cards.push({ kind, path, image, drawn, kept, cpuMs: Math.round(cpuMs * 10) / 10 })
    }
    printCards(cards, log)
    return { cards, verdicts: cardVerdicts(cards) }
  } finally {
    await stopProcess(worker)
    await rm(persistTo, { recursive: true, force: true })
  }
}

function printCards(cards, log) {
  log('card of          drawn ms   bytes  CPU ms | kept ms   bytes  status')
  for (const card of cards) {
    if (!card.drawn) {
      log(`${card.kind.padEnd(14)} ${card.note} (${card.image ?? 'no og:image'})`)
      continue
    }
    const { drawn, kept } = card
    log(
      `${card.kind.padEnd(14)} ${String(drawn.ms).padStart(10)} ${String(drawn.bytes).padStart(7)}` +
        ` ${String(card.cpuMs).padStart(7)} | ${String(kept.ms).padStart(7)} ${String(kept.bytes).padStart(7)}` +
        `  ${drawn.status} ${kept.status} ${drawn.type}`,
    )
  }
  log('(drawn = first fetch of the version: rendered and kept in R2; kept = the second fetch)')
}

function cardVerdicts(cards) {
  const drawn = cards.filter((card) => card.drawn)
  const verdicts = []
  // A page with a photo of its own (the demo rally) shares the photo: no card to fetch.
  const pngs = drawn.filter((c) => c.drawn.status === 200 && c.drawn.type === 'image/png')
  verdicts.push({
    figure: 'cards: card URLs of the content pages answered as PNG',
    value: `${pngs.length} of ${drawn.length}`,
    budget: `${drawn.length} of ${drawn.length}`,
    met: drawn.length > 0 && pngs.length === drawn.length,
  })
  if (drawn.length === 0) return verdicts
  const largest = Math.max(...drawn.map((c) => c.drawn.bytes))
  verdicts.push({
    figure: 'cards: largest card',
    value: `${Math.round(largest / 102.4) / 10} KB`,
    budget: `<= ${CARD_BYTES_BUDGET / 1024} KB`,
    met: largest <= CARD_BYTES_BUDGET,
  })
  const [first, ...warm] = drawn
  const sorted = (values) => [...values].sort((a, b) => a - b)
  if (warm.length > 0) {
    const cpu = quantile(sorted(warm.map((c) => c.cpuMs)), 0.5)
    verdicts.push({
      figure: 'cards: CPU per card drawn (warm isolate, median)',
      value: `${cpu} ms`,
      budget: `<= ${CARD_CPU_BUDGET_MS} ms`,
      met: cpu <= CARD_CPU_BUDGET_MS,
    })
    verdicts.push({
      figure: 'cards: fetch of a card drawn / kept (median)',
      value: `${quantile(sorted(warm.map((c) => c.drawn.ms)), 0.5)} / ${quantile(sorted(warm.map((c) => c.kept.ms)), 0.5)} ms`,
      budget: '—',
      met: null,
    })
  }
  verdicts.push({
    figure: "cards: the isolate's first card (engines started)",
    value: `${first.cpuMs} ms CPU, ${first.drawn.ms} ms`,
    budget: '—',
    met: null,
  })
  return verdicts
}
