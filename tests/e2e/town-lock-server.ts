import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// The e2e files share one Worker and one D1 and run two at a time. Most write only rows they
// made, so they may overlap; a few change what every page shows (a warning in force, an ad on
// every timeline, the shelters, the demo data itself), and those must run alone. This loopback
// server is the lock that says so: a file holds it shared or alone (town-lock.ts), first come
// first served, so a file waiting to run alone is not passed by later shared ones.
//
// A hold is one open HTTP response: the lock is granted when its first line arrives and released
// when the connection closes, so a test process that dies releases what it held.

type Mode = 'shared' | 'alone'

interface Request {
  mode: Mode
  res: ServerResponse
}

export async function startTownLock(): Promise<{ origin: string; close: () => Promise<void> }> {
  const waiting: Request[] = []
  const holding = new Set<Request>()

  const grant = () => {
    while (waiting.length > 0) {
      const next = waiting[0] as Request
      const alone = [...holding].some((held) => held.mode === 'alone')
      if (alone || (next.mode === 'alone' && holding.size > 0)) return
      waiting.shift()
      holding.add(next)
      next.res.write('granted\n')
    }
  }

  const server = createServer((req, res) => {
    const mode = new URL(req.url ?? '/', 'http://lock').searchParams.get('mode')
    if (mode !== 'shared' && mode !== 'alone') {
      res.writeHead(400).end('mode=shared|alone\n')
      return
    }
    const request: Request = { mode, res }
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.on('close', () => {
      holding.delete(request)
      const at = waiting.indexOf(request)
      if (at >= 0) waiting.splice(at, 1)
      grant()
    })
    waiting.push(request)
    grant()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
