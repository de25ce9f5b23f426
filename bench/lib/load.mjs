// A small closed-loop HTTP/1.1 load client for benchmarks on loopback: N keep-alive connections,
// each sending its next GET as soon as the previous response is complete, for a fixed time.
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
 * @param {{ port: number, path: string, headers?: Record<string, string>,
 *   connections: number, durationMs: number, expectStatus: number }} options
 * @returns {Promise<{ requests: number, rps: number, p50: number, p99: number,
 *   latencies: number[], unexpected: number, statuses: Record<string, number> }>} times in ms,
 *   latencies sorted
 */
export async function runLoad({ port, path, headers = {}, connections, durationMs, expectStatus }) {
  const lines = [`GET ${path} HTTP/1.1`, 'Connection: keep-alive']
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'host')) {
    lines.push(`Host: 127.0.0.1:${port}`)
  }
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1')
  const latencies = []
  const statuses = {}
  let unexpected = 0
  const started = performance.now()
  const deadline = started + durationMs

  const oneConnection = () =>
    new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', noDelay: true })
      let buffer = Buffer.alloc(0)
      let sentAt = 0
      const send = () => {
        sentAt = performance.now()
        socket.write(request)
      }
      socket.on('connect', send)
      socket.on('error', reject)
      socket.on('data', (chunk) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
        for (;;) {
          const res = parseResponse(buffer)
          if (!res) return
          const now = performance.now()
          latencies.push(now - sentAt)
          statuses[res.status] = (statuses[res.status] ?? 0) + 1
          if (res.status !== expectStatus) unexpected++
          buffer = buffer.subarray(res.length)
          if (now >= deadline) {
            socket.end()
            resolve(undefined)
            return
          }
          send()
        }
      })
    })

  await Promise.all(Array.from({ length: connections }, oneConnection))
  const elapsed = performance.now() - started
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    rps: (latencies.length / elapsed) * 1000,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    latencies,
    unexpected,
    statuses,
  }
}
