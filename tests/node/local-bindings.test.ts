import { describe, expect, it, vi } from 'vitest'
import { batchesResentOnClosedConnections } from '../../scripts/lib/local-bindings.mjs'

// The demo seed, the imports and the backups write through wrangler's platform proxy. On a busy
// machine the proxy's request for a batch's result can meet a connection workerd has closed while
// the batch itself runs (scripts/lib/local-bindings.mjs, 2). These are the errors undici's fetch
// raises then, as seen in a clean `npm test` under load: TypeError "fetch failed" whose cause is a
// SocketError "other side closed" (UND_ERR_SOCKET) or a write to the closed socket (EPIPE).
const fetchFailed = (code: string, message: string) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) })

/** A D1 binding whose batch() fails with `failures` in turn, then answers. */
function bindingFailing(failures: Error[]) {
  const batch = vi.fn(async (statements: string[]) => {
    const failure = failures.shift()
    if (failure) throw failure
    return statements.map(() => ({ success: true }))
  })
  return { batch, prepare: (sql: string) => sql }
}

describe('a local D1 batch whose connection closed under it', () => {
  it('is sent again and answers, for each way undici reports the closed connection', async () => {
    const binding = bindingFailing([
      fetchFailed('UND_ERR_SOCKET', 'other side closed'),
      fetchFailed('EPIPE', 'write EPIPE'),
    ])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = batchesResentOnClosedConnections(binding)
    await expect(db.batch(['INSERT OR IGNORE INTO t VALUES (1)'])).resolves.toHaveLength(1)
    expect(binding.batch).toHaveBeenCalledTimes(3)
    // The developer is told, since an import's summary is then the second run's.
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('is not sent again after an SQL error: that one is the caller’s', async () => {
    const binding = bindingFailing([new Error('D1_ERROR: no such table: t')])
    const db = batchesResentOnClosedConnections(binding)
    await expect(db.batch(['INSERT INTO t VALUES (1)'])).rejects.toThrow('no such table')
    expect(binding.batch).toHaveBeenCalledTimes(1)
  })

  it('gives up after the pool’s few connections have all been found closed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const closed = () => fetchFailed('UND_ERR_SOCKET', 'other side closed')
    const binding = bindingFailing([closed(), closed(), closed(), closed(), closed()])
    const db = batchesResentOnClosedConnections(binding)
    await expect(db.batch(['SELECT 1'])).rejects.toThrow('fetch failed')
    expect(binding.batch).toHaveBeenCalledTimes(4)
    vi.restoreAllMocks()
  })

  it('leaves everything but batch() as the binding has it', () => {
    const db = batchesResentOnClosedConnections(bindingFailing([]))
    expect(db.prepare('SELECT 1')).toBe('SELECT 1')
  })
})
