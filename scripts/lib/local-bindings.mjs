/**
 * The local D1 and R2 of a wrangler state (`--persist-to X`), for the scripts that write to them
 * from Node: the demo seed, the imports and the backups.
 *
 * 1. getPlatformProxy starts a workerd on the state's files: `persist.path` is used as is, while
 *    wrangler keeps its data under X/v3, so X/v3 is passed to reach the very same files.
 * 2. A D1 batch that loses its connection is sent again. Why: the proxy answers synchronous
 *    calls (every prepare() and bind(), and batch() itself, which starts the batch in workerd and
 *    returns a reference to its promise) on a worker thread while the main thread waits, and only
 *    then asks for the promise's result on the main connection. On a busy machine that wait can
 *    outlast workerd's 5 s keep-alive (miniflare's 1 s idle timer cannot run meanwhile), and the
 *    request for the result fails with "other side closed" while the batch itself runs to its end
 *    (measured under a load of 24: 180 statements took 27 s to prepare; the batch "failed" at once
 *    and its rows were written). A read first does not help: the gap is inside batch(). Sending
 *    the batch again is safe because every batch these scripts send is one transaction that
 *    leaves the same rows when run twice (INSERT OR IGNORE, guarded UPDATEs, DELETE then INSERT).
 *    What a re-sent batch answers is its second run's (no `changes`): the demo seed counts rows
 *    before and after instead, and the warning printed says when an import's summary is the
 *    second run's.
 */

/** undici's errors for a connection the server closed: while reading, or while writing to it. */
const CLOSED_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'EPIPE', 'ECONNRESET'])
const isClosedConnection = (err) =>
  err instanceof Error && err.cause instanceof Error && CLOSED_CONNECTION_CODES.has(err.cause.code)

/** How many closed connections a batch may meet: the pool keeps a few. */
const CLOSED_CONNECTIONS_TOLERATED = 3

/** `db` whose batch() is sent again when its connection was closed under it (see 2). */
export function batchesResentOnClosedConnections(db) {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'batch') {
        return async (statements) => {
          for (let closed = 0; ; closed++) {
            try {
              return await target.batch(statements)
            } catch (err) {
              if (!isClosedConnection(err) || closed === CLOSED_CONNECTIONS_TOLERATED) throw err
              console.warn('local D1: a batch lost its connection; sending it again')
            }
          }
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
  if (env.DB) env.DB = batchesResentOnClosedConnections(env.DB)
  return { env, dispose: () => proxy.dispose() }
}
