import { describe, expect, it, vi } from 'vitest'
import { resentOnClosedConnections } from '../../scripts/lib/local-bindings.mjs'

// The demo seed, the imports and the backups write through wrangler's platform proxy. On a busy
// machine the proxy's request for a call's result can meet a connection workerd has closed while
// the work itself runs (scripts/lib/local-bindings.mjs, 2). These are the errors undici's fetch
// raises then, as seen in clean `npm test` runs under load: TypeError "fetch failed" whose cause
// is a SocketError "other side closed" (UND_ERR_SOCKET) or a write to the closed socket (EPIPE).
const fetchFailed = (code: string, message: string) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) })
const closed = () => fetchFailed('UND_ERR_SOCKET', 'other side closed')

/** A statement as the proxy hands it out: bind() answers at once, first() a promise. */
function statement(sql: string, failures: Error[]) {
  const self = {
    sql,
    bind: (..._values: unknown[]) => self,
    first: vi.fn(async () => {
      const failure = failures.shift()
      if (failure) throw failure
      return { n: 1 }
    }),
  }
  return self
}

/** A D1 binding whose batch() and reads fail with `failures` in turn, then answer. */
function bindingFailing(failures: Error[]) {
  const prepared: ReturnType<typeof statement>[] = []
  const batch = vi.fn(async (statements: unknown[]) => {
    const failure = failures.shift()
    if (failure) throw failure
    // The binding's own statements, never the wrappers: the proxy serializes them by address.
    expect(statements.every((s) => prepared.includes(s as ReturnType<typeof statement>))).toBe(true)
    return statements.map(() => ({ success: true }))
  })
  const prepare = (sql: string) => {
    const made = statement(sql, failures)
    prepared.push(made)
    return made
  }
  return { batch, prepare, prepared }
}

describe('a local binding call whose connection closed under it', () => {
  it('is made again for a batch, with the binding’s own statements, for each undici error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const binding = bindingFailing([closed(), fetchFailed('EPIPE', 'write EPIPE')])
    const db = resentOnClosedConnections(binding)
    const statements = [db.prepare('INSERT OR IGNORE INTO t VALUES (?1)').bind(1)]
    await expect(db.batch(statements)).resolves.toHaveLength(1)
    expect(binding.batch).toHaveBeenCalledTimes(3)
    // The developer is told, since an import's summary is then the second run's.
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('is made again for a read through a prepared and bound statement', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const binding = bindingFailing([closed()])
    const db = resentOnClosedConnections(binding)
    await expect(db.prepare('SELECT count(*) AS n FROM t').bind().first()).resolves.toEqual({
      n: 1,
    })
    expect(binding.prepared[0]?.first).toHaveBeenCalledTimes(2)
    vi.restoreAllMocks()
  })

  it('is not made again after an SQL error: that one is the caller’s', async () => {
    const binding = bindingFailing([new Error('D1_ERROR: no such table: t')])
    const db = resentOnClosedConnections(binding)
    await expect(db.batch([])).rejects.toThrow('no such table')
    expect(binding.batch).toHaveBeenCalledTimes(1)
  })

  it('gives up after the pool’s few connections have all been found closed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const binding = bindingFailing([closed(), closed(), closed(), closed(), closed()])
    const db = resentOnClosedConnections(binding)
    await expect(db.batch([])).rejects.toThrow('fetch failed')
    expect(binding.batch).toHaveBeenCalledTimes(4)
    vi.restoreAllMocks()
  })
})
