import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'

// The stack `npm start` runs (wrangler dev on the unbundled build): requests whose body the Worker
// refuses or ignores must each get their answer when many arrive at once, not a 500 "Network
// connection lost" or a reset connection.

interface Answer {
  status: number
  contentType: string
  error: string
}

/** One request over node:http (fetch will not send a GET body), with or without a length. */
function send(method: string, path: string, body: Buffer, chunked: boolean): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' }
    if (!chunked) headers['content-length'] = body.length
    const req = request(
      { host: '127.0.0.1', port: inject('e2ePort'), method, path, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          let error = text.slice(0, 120)
          try {
            error = String((JSON.parse(text) as { error?: unknown }).error)
          } catch {
            // Not JSON: the text itself is reported.
          }
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            error,
          })
        })
      },
    )
    req.on('error', (err) => resolve({ status: 0, contentType: '', error: String(err) }))
    if (chunked) {
      req.write(body.subarray(0, 1024))
      req.end(body.subarray(1024))
    } else req.end(body)
  })
}

const CONCURRENT = 40
const kb100 = Buffer.alloc(100 * 1024, 'a')
const mb10 = Buffer.alloc(10 * 1024 * 1024, 'a')

describe('requests whose body the Worker does not read, 40 at a time', () => {
  it.each([
    [
      'a 100 KB login refused on its length',
      'POST',
      '/auth/login',
      kb100,
      false,
      413,
      'payload_too_large',
    ],
    [
      'a 10 MB report refused on its length',
      'POST',
      '/api/posts/1/reports',
      mb10,
      false,
      413,
      'payload_too_large',
    ],
    [
      'a 10 MB report without a length, refused while it streams',
      'POST',
      '/api/posts/1/reports',
      mb10,
      true,
      413,
      'payload_too_large',
    ],
    ['a 100 KB POST to an unknown API', 'POST', '/api/nowhere', kb100, false, 404, 'not_found'],
    ['a GET carrying a 100 KB body', 'GET', '/api/health', kb100, false, 200, 'undefined'],
  ] as const)(
    '%s: every one gets its JSON answer',
    async (_name, method, path, body, chunked, status, error) => {
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () => send(method, path, body, chunked)),
      )
      const wrong = answers.filter(
        (answer) =>
          answer.status !== status ||
          !answer.contentType.includes('application/json') ||
          answer.error !== error,
      )
      expect(wrong).toEqual([])
    },
  )
})
