// The hourly housekeeping's decision of the map's live items for the next two hours
// (worker/map/steady.ts), run on a bench database before it is measured: a cached database was
// seeded hours or days ago, and a town's database always holds a window that covers now. The
// statements are the Worker's own, bundled from its source (esbuild, which Vite brings).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** Runs the marking run of `now` through the D1 service of `worker` (bench/lib/workerd.mjs). */
export async function markSteadyNow(worker, now = Date.now()) {
  const bundled = await build({
    entryPoints: [join(root, 'worker/map/steady.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
  })
  const source = bundled.outputFiles[0].text
  const { steadyStatements } = await import(
    `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
  )
  for (const { sql, params } of steadyStatements(now)) await worker.query(sql, params)
}
