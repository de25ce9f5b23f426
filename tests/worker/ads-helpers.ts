import { createExecutionContext, env } from 'cloudflare:test'
import { expect, inject } from 'vitest'
import type { AdOrder } from '../../src/shared/api/ads'
import worker from '../../worker/index'
import { type JsonResponse, readAnswer } from './helpers'
import { signIn, signInAdmin } from './posts-helpers'

// Shared steps of the ads tests: the Worker with payments configured against the loopback Stripe
// stand-in (tests/worker/stripe-global-setup.ts), a shop that orders, the stand-in's checkout
// page, and the delivery of the events the stand-in signed.

export const stripeOrigin = inject('stripeOrigin')
export const webhookSecret = inject('stripeWebhookSecret')
export const paymentsEnv = {
  ...env,
  STRIPE_SECRET_KEY: inject('stripeSecretKey'),
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: stripeOrigin,
} as Env

/** A request to the Worker with payments configured (or `withEnv`). */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: {
    token?: string
    body?: unknown
    raw?: string
    headers?: Record<string, string>
    withEnv?: Env
  } = {},
): Promise<JsonResponse<T>> {
  const headers = new Headers({ 'content-type': 'application/json', host: 'localhost:8787' })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const res = await worker.fetch(
    new Request(`http://localhost:8787${path}`, { method, headers, body }),
    options.withEnv ?? paymentsEnv,
    createExecutionContext(),
  )
  return readAnswer<T>(res)
}

/** A Tokyo date `days` from today. */
export function tokyoDay(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** A verified account signed in through the real login (posts-helpers' signIn). */
export const shop = (label = 'shop') => signIn(label)
export const reviewer = () => signInAdmin('reviewer')

export const ORDER = {
  plan: 'timeline-2w',
  headline: 'みなとラーメン 新メニュー',
  body: '港の塩ラーメン、始めました。',
  link_url: 'https://ramen.example.jp/',
  billing_name: '株式会社みなとラーメン',
  billing_email: 'billing@ramen.example.jp',
}

export interface Ordered {
  order: AdOrder
  checkout_url: string
}

export async function placeOrder(token: string, overrides: Record<string, unknown> = {}) {
  const res = await call<Ordered>('POST', '/api/ads/orders', {
    token,
    body: { ...ORDER, starts_on: tokyoDay(1), ...overrides },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

export const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() as string

/** Presses a button of the stand-in's checkout page; answers where the browser would go. */
export async function press(checkoutUrl: string, action: string): Promise<string> {
  const res = await fetch(`${checkoutUrl}/${action}`, { method: 'POST', redirect: 'manual' })
  expect(res.status, await res.clone().text()).toBe(303)
  return res.headers.get('location') ?? ''
}

export interface Delivery {
  event_id: string
  type: string
  object_id: string
  payload: string
  signature: string
}

/** The events the stand-in signed for a session (or any object), oldest first. */
export async function deliveriesFor(objectId: string, type?: string): Promise<Delivery[]> {
  const all = (await (await fetch(`${stripeOrigin}/_deliveries`)).json()) as Delivery[]
  return all.filter(
    (d) =>
      (d.object_id === objectId || d.payload.includes(`"${objectId}"`)) &&
      (!type || d.type === type),
  )
}

/** Posts a signed event to the webhook as Stripe would. */
export function deliver(
  delivery: Delivery,
  signature = delivery.signature,
  payload = delivery.payload,
) {
  return call<{ received: boolean; duplicate: boolean }>('POST', '/api/stripe/webhook', {
    raw: payload,
    headers: { 'stripe-signature': signature },
  })
}

/** Delivers every event the stand-in signed for the session, in order. */
export async function deliverAll(objectId: string) {
  for (const delivery of await deliveriesFor(objectId)) {
    expect((await deliver(delivery)).status).toBe(200)
  }
}

export async function orderState(id: number): Promise<string> {
  const row = await env.DB.prepare('SELECT state FROM ad_orders WHERE id = ?1')
    .bind(id)
    .first<{ state: string }>()
  return row?.state ?? 'missing'
}

/** Orders and pays by card, events delivered: the order is paid. */
export async function paidOrder(token: string, overrides: Record<string, unknown> = {}) {
  const placed = await placeOrder(token, overrides)
  await press(placed.checkout_url, 'card')
  await deliverAll(sessionOf(placed.checkout_url))
  return placed.order.id
}

/** A `Stripe-Signature` computed as Stripe does, for events a test writes itself. */
export async function sign(
  payload: string,
  secret = webhookSecret,
  at = Math.floor(Date.now() / 1000),
) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${at}.${payload}`))
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `t=${at},v1=${hex}`
}

/** The day moves on: the order's dates are shifted so that it starts today. */
export async function startsToday(id: number) {
  await env.DB.prepare(
    `UPDATE ad_orders SET starts_on = ?2, ends_on = date(?2, '+' || (weeks * 7 - 1) || ' days')
     WHERE id = ?1`,
  )
    .bind(id, tokyoDay(0))
    .run()
}
