/**
 * The local D1 and R2 of a wrangler state (`--persist-to X`), for the scripts that write to them
 * from Node: the demo seed, the imports and the backups.
 *
 * 1. getPlatformProxy starts a workerd on the state's files: `persist.path` is used as is, while
 *    wrangler keeps its data under X/v3, so X/v3 is passed to reach the very same files.
 * 2. Before each D1 batch, a read goes out first and takes the fall for a connection workerd has
 *    closed. Why: the proxy answers synchronous calls (every prepare() and bind()) on a worker
 *    thread while the main thread waits, so hundreds of them on a busy machine leave the main
 *    connection idle for longer than workerd's 5 s keep-alive, and the 1 s timer with which
 *    miniflare closes idle connections first cannot run meanwhile. The next asynchronous call
 *    fails with "other side closed", and a write may have been run by workerd all the same
 *    (measured under a load of 24: 180 statements took 27 s to prepare; the batch failed at once
 *    and its rows were written). A read can fail that way harmlessly; the batch then goes out
 *    on a live connection, once, and its counts are true.
 */

/** undici's error for a connection the server closed. */
const isClosedConnection = (err) =>
  err instanceof Error && err.cause instanceof Error && err.cause.code === 'UND_ERR_SOCKET'

/** How many closed connections a read may meet before a batch: the pool keeps a few. */
const CLOSED_CONNECTIONS_TOLERATED = 3

/** A read on the main connection until one answers, so that what follows finds it alive. */
async function reachDatabase(db) {
  for (let closed = 0; ; closed++) {
    try {
      await db.prepare('SELECT 1').first()
      return
    } catch (err) {
      if (!isClosedConnection(err) || closed === CLOSED_CONNECTIONS_TOLERATED) throw err
    }
  }
}

/** `db` whose batch() first makes sure of its connection with a read. */
function batchesOnLiveConnections(db) {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'batch') {
        return async (statements) => {
          await reachDatabase(target)
          return target.batch(statements)
        }
      }
      const value = target[key]
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * Opens the bindings (DB, MEDIA…) of `configPath` on the local state under `persistTo`.
 * @param {{ configPath: string, persistTo: string }} options
 * @returns {Promise<{ env: Record<string, unknown>, dispose: () => Promise<void> }>}
 */
export async function openLocalBindings({ configPath, persistTo }) {
  // Loaded lazily: wrangler is large, and callers import this module only to write.
  const { getPlatformProxy } = await import('wrangler')
  const proxy = await getPlatformProxy({
    configPath,
    persist: { path: `${persistTo.replace(/\/$/, '')}/v3` },
    remoteBindings: false,
  })
  const env = { ...proxy.env }
  if (env.DB) env.DB = batchesOnLiveConnections(env.DB)
  return { env, dispose: () => proxy.dispose() }
}
