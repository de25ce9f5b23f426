/**
 * The local D1 and R2 of a wrangler state (`--persist-to X`), for the scripts that write to them
 * from Node: the demo seed, the imports and the backups.
 *
 * 1. getPlatformProxy starts a workerd on the state's files: `persist.path` is used as is, while
 *    wrangler keeps its data under X/v3, so X/v3 is passed to reach the very same files.
 * 2. A call that loses its connection is made again. Why: the proxy answers synchronous calls
 *    (every prepare() and bind(), and then first(), batch() or an R2 get() themselves, each of
 *    which starts the work in workerd and returns a reference to its promise) on a worker thread
 *    while the main thread waits, and only then asks for the promise's result on the main
 *    connection. On a busy machine that wait can outlast workerd's 5 s keep-alive (miniflare's
 *    1 s idle timer cannot run meanwhile), and the request for the result fails with "other side
 *    closed" (or EPIPE) while the work itself runs to its end (measured under a load of 24: 180
 *    statements took 27 s to prepare; the batch "failed" at once and its rows were written). It
 *    can happen to any call, a read right after a batch too, so every binding call that answers
 *    a promise is made again, up to 3 times, with the same arguments. That is safe because what
 *    these scripts send is a read, an R2 object written whole, or a D1 batch that is one
 *    transaction leaving the same rows when run twice (INSERT OR IGNORE, guarded UPDATEs,
 *    DELETE then INSERT). What a re-sent batch answers is its second run's (no `changes`): the
 *    demo seed counts rows before and after instead, and the warning printed says when an
 *    import's summary is the second run's.
 */

/** undici's errors for a connection the server closed: while reading, or while writing to it. */
const CLOSED_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'EPIPE', 'ECONNRESET'])
const isClosedConnection = (err) =>
  err instanceof Error && err.cause instanceof Error && CLOSED_CONNECTION_CODES.has(err.cause.code)

/** How many closed connections a call may meet: the pool keeps a few. */
const CLOSED_CONNECTIONS_TOLERATED = 3

/** The bindings' own objects behind the wrappers, to hand them back in arguments (batch). */
const wrapped = new WeakMap()
const unwrap = (value) => (Array.isArray(value) ? value.map(unwrap) : (wrapped.get(value) ?? value))

/** Awaits `pending`, and makes the call again while the connection was closed under it. */
async function settled(call, pending) {
  for (let closed = 0; ; closed++) {
    try {
      return await (closed === 0 ? pending : call())
    } catch (err) {
      if (!isClosedConnection(err) || closed === CLOSED_CONNECTIONS_TOLERATED) throw err
      console.warn('local binding: a call lost its connection; making it again')
    }
  }
}

/**
 * `binding` (D1, R2) whose calls that answer a promise are made again on a closed connection
 * (see 2); what a call answers at once (a prepared or bound statement) is wrapped the same way.
 */
export function resentOnClosedConnections(binding) {
  if (binding === null || typeof binding !== 'object') return binding
  const wrapper = new Proxy(binding, {
    get(target, key) {
      const value = target[key]
      if (typeof value !== 'function') return value
      return (...args) => {
        const call = () => value.apply(target, args.map(unwrap))
        const result = call()
        return result instanceof Promise ? settled(call, result) : resentOnClosedConnections(result)
      }
    },
  })
  wrapped.set(wrapper, binding)
  return wrapper
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
  for (const name of ['DB', 'MEDIA']) {
    if (env[name]) env[name] = resentOnClosedConnections(env[name])
  }
  return { env, dispose: () => proxy.dispose() }
}
