import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../worker/index'

// A server failure names itself: one JSON log line (request id, method, path, status, error) for
// Workers Logs, and the same id in the X-Request-Id header, in the API's JSON body and on the HTML
// error page as 「エラーID」, so a resident's quote finds the log line. The failures are real ones of
// the platform's bindings: D1 that refuses every query, an assets binding that cannot be reached.

const deadDatabase = (() => {
  const refuse = () => {
    throw new Error('D1_ERROR: Network connection lost.')
  }
  const session = { prepare: refuse, batch: refuse, getBookmark: () => null }
  return { ...session, withSession: () => session, exec: refuse, dump: refuse }
})()
const deadAssets = {
  fetch: () => Promise.reject(new TypeError('assets binding unreachable')),
  connect: () => {
    throw new TypeError('assets binding unreachable')
  },
}

interface LogLine {
  event: string
  request_id: string
  method: string
  path: string
  status: number
  error_name: string
  error_message: string
}

function failureLines(spy: { mock: { calls: unknown[][] } }): LogLine[] {
  return spy.mock.calls
    .map((args) => args[0])
    .filter((first): first is string => typeof first === 'string' && first.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.event === 'request_failed')
}

async function get(path: string, withEnv: Env, headers: Record<string, string> = {}) {
  return app.fetch(
    new Request(`http://${headers.host ?? 'localhost:8787'}${path}`, {
      headers: { host: 'localhost:8787', ...headers },
    }),
    withEnv,
    createExecutionContext(),
  )
}

afterEach(() => vi.restoreAllMocks())

describe('error ids', () => {
  it('the HTML error page shows the エラーID that is in the log line and the header', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await get('/app/map?layer=rain&token=abc', { ...env, ASSETS: deadAssets } as Env, {
      accept: 'text/html,application/xhtml+xml',
    })
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    const id = res.headers.get('x-request-id') ?? ''
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(html).toContain(`エラーID: ${id}`)
    expect(html).toContain('ページを表示できませんでした')
    expect(html).toContain('お問い合わせの際は、このエラーIDをお伝えください。')
    const lines = failureLines(spy)
    expect(lines).toEqual([
      {
        level: 'error',
        event: 'request_failed',
        request_id: id,
        method: 'GET',
        path: '/app/map',
        status: 500,
        error_name: 'TypeError',
        error_message: 'assets binding unreachable',
      },
    ])
    // Nothing a person typed: the query string stays out of the log.
    expect(JSON.stringify(lines)).not.toContain('token=abc')
  })

  it('the English site writes the page in English with the same id', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await get('/app', { ...env, ASSETS: deadAssets } as Env, {
      host: 'en.localhost:8787',
      accept: 'text/html',
    })
    const html = await res.text()
    const id = res.headers.get('x-request-id') ?? ''
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(`Error ID: ${id}`)
    expect(failureLines(spy).map((l) => l.request_id)).toEqual([id])
  })

  it('the API answers JSON with request_id, the same id as the log line and the header', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await get('/api/posts', { ...env, DB: deadDatabase } as unknown as Env, {
      accept: 'text/html,application/json',
    })
    expect(res.status).toBe(500)
    const body = (await res.json()) as { error: string; message: string; request_id: string }
    expect(body.error).toBe('internal_error')
    expect(body.message).toMatch(/サーバー側でエラーが発生しました/)
    expect(body.request_id).toBe(res.headers.get('x-request-id'))
    expect(failureLines(spy)).toMatchObject([
      { request_id: body.request_id, method: 'GET', path: '/api/posts', status: 500 },
    ])
  })

  it('takes Cloudflare’s ray id when there is one, and only a well-formed one', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = { ...env, DB: deadDatabase } as unknown as Env
    const ray = '8e1f0b3c5a7d2e41-NRT'
    const res = await get('/api/posts', broken, { 'cf-ray': ray })
    expect(((await res.json()) as { request_id: string }).request_id).toBe(ray)
    const forged = await get('/api/posts', broken, { 'cf-ray': '<script>alert(1)</script>' })
    const forgedId = ((await forged.json()) as { request_id: string }).request_id
    expect(forgedId).toMatch(/^[0-9a-f-]{36}$/)
    expect(failureLines(spy).map((l) => l.request_id)).toEqual([ray, forgedId])
  })

  it('a 4xx is no failure: no request id, no log line', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await get('/api/no-such-thing', env)
    expect(res.status).toBe(404)
    expect(res.headers.get('x-request-id')).toBeNull()
    await res.body?.cancel()
    expect(failureLines(spy)).toEqual([])
  })
})
