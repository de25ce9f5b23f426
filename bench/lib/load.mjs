// A small closed-loop HTTP/1.1 load client for benchmarks on loopback: N keep-alive connections,
// each sending its next request as soon as the previous response is complete, for a fixed time.
// Raw sockets instead of node:http keep the client's own cost per request low, so it is the
// server that is measured (no new packages: autocannon/wrk are not available here).
import { connect } from 'node:net'

const CRLF2 = Buffer.from('\r\n\r\n')

/**
 * Reads one HTTP/1.1 response from the front of `buffer`.
 * @returns {{ status: number, length: number } | null} total byte length, or null if incomplete
 */
function parseResponse(buffer) {
  const headerEnd = buffer.indexOf(CRLF2)
  if (headerEnd < 0) return null
  const head = buffer.subarray(0, headerEnd).toString('latin1')
  const status = Number(head.slice(9, 12))
  const bodyStart = headerEnd + 4
  const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head)
  if (lengthMatch) {
    const total = bodyStart + Number(lengthMatch[1])
    return buffer.length >= total ? { status, length: total } : null
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    let at = bodyStart
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at)
      if (lineEnd < 0) return null
      const size = Number.parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16)
      at = lineEnd + 2 + size + 2
      if (buffer.length < at) return null
      if (size === 0) return { status, length: at }
    }
  }
  // 204/304 and friends: no body.
  return { status, length: bodyStart }
}

/** The value at quantile q (0..1) of sorted numbers. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

/**
 * @typedef {{ label?: string, method?: string, path: string, headers?: Record<string, string>,
 *   expectStatus?: number }} LoadRequest
 * A request of a mixed load: `label` groups its latencies in `byLabel`; `expectStatus` overrides
 * the run's.
 */

function encodeRequest({ method = 'GET', path, headers = {} }, port) {
  const lines = [`${method} ${path} HTTP/1.1`, 'Connection: keep-alive']
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'host')) {
    lines.push(`Host: 127.0.0.1:${port}`)
  }
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  // Requests carry no body; methods that may have one say so, or HTTP/1.1 servers wait for it.
  if (method !== 'GET' && method !== 'HEAD') lines.push('Content-Length: 0')
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1')
}

/**
 * Runs a closed-loop load: `connections` keep-alive connections, each sending its next request
 * as soon as the previous answer is complete, until `durationMs` has passed. Either one fixed
 * request (`path`, `headers`) or `next(connection)` returning the request to send next.
 * A connection that fails (reset, closed by the server with a request in flight, or no answer
 * by the end of the run plus `timeoutMs`) counts as an error and is opened again.
 * @param {{ port: number, path?: string, headers?: Record<string, string>,
 *   next?: (connection: number) => LoadRequest, connections: number, durationMs: number,
 *   expectStatus: number, timeoutMs?: number }} options
 * @returns {Promise<{ requests: number, rps: number, p50: number, p99: number,
 *   latencies: number[], unexpected: number, errors: number, statuses: Record<string, number>,
 *   byLabel: Record<string, { latencies: number[], unexpected: number, statuses: Record<string, number> }> }>}
 *   times in ms, latencies sorted
 */
export async function runLoad({
  port,
  path,
  headers = {},
  next,
  connections,
  durationMs,
  expectStatus,
  timeoutMs = 10_000,
}) {
  const fixed = next ? null : encodeRequest({ path: path ?? '/', headers }, port)
  const latencies = []
  const statuses = {}
  const byLabel = {}
  let unexpected = 0
  let errors = 0
  const started = performance.now()
  const deadline = started + durationMs

  const record = (label, status, expected, latency) => {
    latencies.push(latency)
    statuses[status] = (statuses[status] ?? 0) + 1
    if (status !== expected) unexpected++
    if (label === undefined) return
    byLabel[label] ??= { latencies: [], unexpected: 0, statuses: {} }
    const group = byLabel[label]
    group.latencies.push(latency)
    group.statuses[status] = (group.statuses[status] ?? 0) + 1
    if (status !== expected) group.unexpected++
  }

  /** One connection until the deadline; resolves false if it failed and should be reopened. */
  const oneConnection = (index) =>
    new Promise((resolve) => {
      const socket = connect({ port, host: '127.0.0.1', noDelay: true })
      let buffer = Buffer.alloc(0)
      let sentAt = 0
      let current = /** @type {LoadRequest | null} */ (null)
      let done = false
      const finish = (ok) => {
        if (done) return
        done = true
        clearTimeout(timer)
        if (ok) socket.end()
        else socket.destroy()
        resolve(ok)
      }
      const timer = setTimeout(() => {
        errors++
        finish(false)
      }, durationMs + timeoutMs)
      const send = () => {
        sentAt = performance.now()
        if (fixed) return socket.write(fixed)
        current = /** @type {(connection: number) => LoadRequest} */ (next)(index)
        socket.write(encodeRequest(current, port))
      }
      socket.on('connect', send)
      socket.on('error', () => finish(false))
      socket.on('close', () => {
        if (!done) errors++
        finish(false)
      })
      socket.on('data', (chunk) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
        for (;;) {
          const res = parseResponse(buffer)
          if (!res) return
          const now = performance.now()
          record(current?.label, res.status, current?.expectStatus ?? expectStatus, now - sentAt)
          buffer = buffer.subarray(res.length)
          if (now >= deadline) return finish(true)
          send()
        }
      })
    })

  const loop = async (index) => {
    while (!(await oneConnection(index)) && performance.now() < deadline) {
      // A failed connection is opened again for the rest of the run.
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)))
  const elapsed = performance.now() - started
  latencies.sort((a, b) => a - b)
  for (const group of Object.values(byLabel)) group.latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    rps: (latencies.length / elapsed) * 1000,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    latencies,
    unexpected,
    errors,
    statuses,
    byLabel,
  }
}
