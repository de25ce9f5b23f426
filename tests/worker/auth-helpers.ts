import { createExecutionContext, env } from 'cloudflare:test'
import { expect } from 'vitest'
import worker from '../../worker/index'
import { type JsonResponse, readAnswer, request } from './helpers'
import { makeAdmin } from './posts-helpers'

// Shared steps of the accounts tests. Everything goes through the Worker's HTTP surface; the only
// thing read behind its back is D1 itself, to prove what was (not) written.

export async function send<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; ip?: string; token?: string; host?: string } = {},
): Promise<JsonResponse<T>> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (options.ip) headers.set('cf-connecting-ip', options.ip)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const res = await request(path, { method, headers, body, host: options.host })
  return readAnswer<T>(res)
}

/** The Worker with some vars changed (e.g. the Auth emulator configured), same D1. */
export async function sendWithEnv(
  overrides: Partial<Env> & Record<string, string>,
  method: string,
  path: string,
  body: unknown,
): Promise<JsonResponse> {
  const req = new Request(`http://localhost:8787${path}`, {
    method,
    headers: { 'content-type': 'application/json', host: 'localhost:8787' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const res = await worker.fetch(req, { ...env, ...overrides }, createExecutionContext())
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  }
}

export interface OutboxItem {
  id: number
  to: string
  subject: string
  text: string
  links: string[]
  created_at: string
}

export async function outboxFor(email: string): Promise<OutboxItem[]> {
  const res = await send<{ items: OutboxItem[] }>(
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  )
  expect(res.status).toBe(200)
  return res.body.items
}

/** The token of the newest mailed link to `email` that contains `marker`. */
export async function latestLinkToken(email: string, marker: string): Promise<string> {
  const [latest] = await outboxFor(email)
  const link = latest?.links.find((candidate) => candidate.includes(marker))
  if (!link) throw new Error(`no ${marker} link mailed to ${email}`)
  const url = new URL(link)
  return url.searchParams.get('token') ?? url.pathname.split('/').at(-1) ?? ''
}

let ipCounter = 0
/** A fresh client address, so rate limits of one test never leak into another. */
export function freshIp(): string {
  ipCounter += 1
  return `198.51.100.${ipCounter}`
}

export const PASSWORD = 'correct horse battery'

export async function register(email: string, extra: Record<string, unknown> = {}) {
  return send('POST', '/auth/register', {
    ip: freshIp(),
    body: { email, name: '山田 花子', password: PASSWORD, ...extra },
  })
}

/** Registers, opens the emailed verification link, logs in. Returns the session token. */
export async function registeredAndVerified(email: string): Promise<{ token: string; id: number }> {
  expect((await register(email)).status).toBe(201)
  const token = await latestLinkToken(email, '/app/verify-email')
  expect((await send('GET', `/auth/verify-email?token=${token}`)).status).toBe(200)
  const login = await send<{ token: string; user: { id: number } }>('POST', '/auth/login', {
    ip: freshIp(),
    body: { email, password: PASSWORD },
  })
  expect(login.status).toBe(200)
  return { token: login.body.token, id: login.body.user.id }
}

/** A new verified account with a fresh address (`label` and a random part), signed in. */
export const verifiedAccount = (label: string) =>
  registeredAndVerified(`${label}-${crypto.randomUUID().slice(0, 8)}@example.com`)

/** verifiedAccount with the admin role. */
export async function verifiedAdmin(label: string) {
  const user = await verifiedAccount(label)
  await makeAdmin(user.id)
  return user
}

export async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>()
  return row?.n ?? 0
}
