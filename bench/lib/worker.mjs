// Runs the production build (dist/jimoto/index.js + dist/client) in workerd for benchmarks.
//
// Why Miniflare's API and not `wrangler dev`: wrangler dev puts a proxy and request tracing in
// front of the Worker and caps throughput 10–26× below workerd itself (TOOLCHAIN.md). Miniflare
// starts workerd directly; this module turns off what it adds per request (request logging,
// local observability, the local explorer) and connects the load client to a *direct socket*
// of the Worker, which skips Miniflare's dev entry worker. What remains in front of our code is
// what Cloudflare also runs in production: the assets router (run_worker_first) and, behind the
// ASSETS binding, the asset worker. D1 is Miniflare's SQLite-backed D1, as in every local run.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

/**
 * @param {{ persistTo: string, vars?: Record<string, string> }} options
 * @returns {Promise<{ port: number, db: D1Database, dispose: () => Promise<void> }>}
 */
export async function startProductionWorker({ persistTo, vars = {} }) {
  // Miniflare reads these at construction time; wrangler's own settings, set before import.
  process.env.X_LOCAL_OBSERVABILITY = 'false'
  process.env.X_LOCAL_EXPLORER = 'false'
  process.env.WRANGLER_SEND_METRICS = 'false'
  const { Miniflare, convertV4MiniflareOptions, Log, LogLevel } = await import('miniflare')
  const config = JSON.parse(await readFile(join(root, 'dist/jimoto/wrangler.json'), 'utf8'))
  const database = config.d1_databases?.[0]
  const bucket = config.r2_buckets?.[0]
  const options = convertV4MiniflareOptions({
    host: '127.0.0.1',
    port: 0,
    log: new Log(LogLevel.WARN),
    logRequests: false,
    // A fixed request.cf: the default would try to download one (no network here).
    cf: { colo: 'NRT', country: 'JP', city: 'Tokyo', timezone: 'Asia/Tokyo' },
    unsafeObservability: false,
    unsafeLocalExplorer: false,
    // Same layout as `wrangler … --persist-to <dir>` (which applied the migrations).
    resourcePersistencePath: join(persistTo, 'v3'),
    name: config.name,
    scriptPath: join(root, 'dist/jimoto', config.main),
    modules: true,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: { ...config.vars, ...vars },
    d1Databases: { [database.binding]: database.database_id },
    r2Buckets: { [bucket.binding]: bucket.bucket_name },
    assets: {
      directory: join(root, 'dist/client'),
      binding: config.assets.binding,
      run_worker_first: config.assets.run_worker_first,
      routerConfig: { has_user_worker: true },
      assetConfig: {
        html_handling: config.assets.html_handling,
        not_found_handling: config.assets.not_found_handling,
      },
    },
    unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
  })
  const mf = new Miniflare(options)
  await mf.ready
  const direct = await mf.unsafeGetDirectURL(config.name)
  const db = await mf.getD1Database(database.binding)
  return { port: Number(direct.port), db, dispose: () => mf.dispose() }
}
