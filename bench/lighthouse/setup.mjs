// What every page measurement in bench/lighthouse stands on: the demo town served by the real
// Worker (`wrangler dev` on the production build, a migrated and seeded local D1/R2 of its own,
// map tiles from the loopback tile server as in `npm start`) at the lowest CPU priority, as a
// server that is not on the phone (bench/lib/priority.mjs), and the audited browser's flags.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { buildIfStale, migrate, seed, startWorker } from '../../scripts/lib/stack.mjs'
import { startTileServer } from '../../scripts/lib/tile-server.mjs'
import { killOnExit } from '../lib/cleanup.mjs'
import { lowestPriority } from '../lib/priority.mjs'

/**
 * Serves the demo town on a free port until `close()`: the build (made if stale), a database
 * of its own, seeded, and the tile servers. The benchmark's database is a temporary copy.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function serveDemoTown() {
  await buildIfStale()
  const persistTo = await mkdtemp(join(tmpdir(), 'jimoto-bench-lighthouse-'))
  const port = await freePort()
  await migrate(persistTo)
  await seed(persistTo)
  const tiles = await startTileServer()
  const worker = killOnExit(
    await startWorker({
      port,
      persistTo,
      servedDir: join(persistTo, 'served'),
      vars: { MAP_TILE_URL: tiles.url, HAZARD_TILE_URL: tiles.hazardUrl },
    }),
  )
  await lowestPriority(worker.pid)
  return {
    port,
    async close() {
      await stopProcess(worker)
      await tiles.close()
      await rm(persistTo, { recursive: true, force: true })
    },
  }
}

/**
 * The audited browser's flags: chrome-launcher's own (background services off, as Lighthouse
 * runs Chrome), with the browser's WebUI omnibox popups off too. Debian's Chromium
 * 156.0.8078.114 draws the address bar's popups as WebUI pages (chrome://omnibox-popup.top-chrome,
 * its AI Mode page apart) and starts them in renderers of their own even headless: a trace of
 * /app/timeline found one busy through the whole load, on the same two cores as the audited page,
 * whose simulated TBT is its own tasks' durations × 4. A phone's browser loads no such page
 * beside the one it shows. One --disable-features list: given two, Chromium keeps the last
 * (checked with this build: the popups' renderers start again when another list follows).
 */
const BROWSER_UI_OFF = 'WebUIOmniboxPopup,WebUIOmniboxAimPopup'

export function auditedChromeFlags() {
  const features = (flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${BROWSER_UI_OFF}` : flag
  return [
    ...chromeLauncher.Launcher.defaultFlags().map(features),
    '--disable-setuid-sandbox',
    ...CHROMIUM_FLAGS,
  ]
}
