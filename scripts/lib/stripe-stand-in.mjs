// A stand-in for Stripe on loopback, for `npm start` and the tests: this machine cannot reach
// api.stripe.com. It speaks the few REST calls the Worker makes, as Stripe does (form bodies in
// Stripe's bracketed encoding, `Authorization: Bearer sk_…`, Stripe's JSON objects and error
// shape, `Idempotency-Key` replays), shows a plainly labelled test checkout page in place of
// Stripe Checkout, and sends webhook events signed exactly as Stripe signs them
// (`Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`).
//
//   POST /v1/checkout/sessions            create (mode=payment, line_items[i][price_data][…])
//   GET  /v1/checkout/sessions/:id        retrieve
//   POST /v1/refunds                      refund a payment_intent in full → charge.refunded
//   GET  /c/pay/:id                       the test checkout page (card / konbini / cancel)
//   POST /c/pay/:id/{card,konbini,cancel} what its buttons do; a konbini session then offers
//   POST /c/pay/:id/{konbini-paid,konbini-expired}  the shop paying at the counter, or not
//   GET  /_deliveries                     every signed event, for tests that deliver them
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { checkoutPage } from './stripe-checkout-page.mjs'
import { decodeStripeForm, stripeSignature } from './stripe-protocol.mjs'

export { decodeStripeForm, stripeSignature }

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`
function readBody(req) {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      text += chunk
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })
}

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
  res.end(JSON.stringify(body))
}

function stripeError(res, status, type, message, param) {
  json(res, status, { error: { type, message, ...(param ? { param } : {}) } })
}

/**
 * Starts the stand-in on 127.0.0.1. `webhookUrl` (optional) receives each event as Stripe would
 * post it; every event is also kept for `GET /_deliveries`.
 * @param {{ port?: number, secretKey: string, webhookSecret: string, webhookUrl?: string }} options
 */
export function startStripeStandIn({ port = 0, secretKey, webhookSecret, webhookUrl }) {
  const sessions = new Map()
  const idempotent = new Map()
  const deliveries = []
  let origin = ''

  async function emit(type, object) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    }
    const payload = JSON.stringify(event)
    const delivery = {
      event_id: event.id,
      type,
      object_id: object.id,
      payload,
      signature: stripeSignature(payload, webhookSecret),
      status: null,
    }
    deliveries.push(delivery)
    if (!webhookUrl) return
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: payload,
      })
      delivery.status = res.status
      await res.body?.cancel()
    } catch (err) {
      delivery.status = `failed: ${err instanceof Error ? err.message : err}`
    }
  }

  function createSession(params, res) {
    const items = Array.isArray(params.line_items) ? params.line_items : []
    if (params.mode !== 'payment')
      return stripeError(res, 400, 'invalid_request_error', 'mode must be payment', 'mode')
    if (!params.success_url || !params.cancel_url)
      return stripeError(
        res,
        400,
        'invalid_request_error',
        'Missing required param: success_url.',
        'success_url',
      )
    if (items.length === 0)
      return stripeError(
        res,
        400,
        'invalid_request_error',
        'Missing required param: line_items.',
        'line_items',
      )
    let total = 0
    const names = []
    for (const [index, item] of items.entries()) {
      const price = item.price_data ?? {}
      const amount = Number(price.unit_amount)
      const quantity = Number(item.quantity ?? 1)
      if (
        price.currency !== 'jpy' ||
        !Number.isInteger(amount) ||
        amount < 50 ||
        !price.product_data?.name
      )
        return stripeError(
          res,
          400,
          'invalid_request_error',
          'Invalid price_data.',
          `line_items[${index}][price_data]`,
        )
      total += amount * quantity
      names.push(price.product_data.name)
    }
    const session = {
      id: id('cs'),
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: 'jpy',
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      metadata: params.metadata ?? {},
      payment_method_types: params.payment_method_types ?? ['card'],
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      created: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      livemode: false,
      url: '',
      line_items_summary: names.join(' / '),
    }
    session.url = `${origin}/c/pay/${session.id}`
    sessions.set(session.id, session)
    return json(res, 200, publicSession(session))
  }

  const publicSession = ({ line_items_summary, ...session }) => session

  function redirect(res, location) {
    res.writeHead(303, { location }).end()
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin)
    const body = await readBody(req)
    const path = url.pathname
    if (req.method === 'GET' && path === '/_deliveries') return json(res, 200, deliveries)

    const page = /^\/c\/pay\/(cs_test_[0-9a-f]+)(?:\/([a-z-]+))?$/.exec(path)
    if (page) {
      const session = sessions.get(page[1])
      if (!session)
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('no such session')
      const action = page[2]
      if (!action && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return res.end(checkoutPage(session))
      }
      if (req.method !== 'POST') return res.writeHead(405).end()
      const back = (target) => target.replace('{CHECKOUT_SESSION_ID}', session.id)
      if (action === 'cancel') return redirect(res, back(session.cancel_url))
      if ((action === 'card' || action === 'konbini') && session.status === 'open') {
        session.status = 'complete'
        session.payment_intent = id('pi')
        session.payment_status = action === 'card' ? 'paid' : 'unpaid'
        session.payment_method_types = [action]
        await emit('checkout.session.completed', publicSession(session))
        return redirect(res, back(session.success_url))
      }
      if (session.status === 'complete' && session.payment_status === 'unpaid') {
        if (action === 'konbini-paid') {
          session.payment_status = 'paid'
          await emit('checkout.session.async_payment_succeeded', publicSession(session))
          return redirect(res, back(session.success_url))
        }
        if (action === 'konbini-expired') {
          await emit('checkout.session.async_payment_failed', publicSession(session))
          return redirect(res, back(session.cancel_url))
        }
      }
      return res.writeHead(409, { 'content-type': 'text/plain' }).end('not possible in this state')
    }

    if (!path.startsWith('/v1/')) return res.writeHead(404).end()
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.')
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined
    if (typeof key === 'string' && idempotent.has(key)) {
      const [status, replay] = idempotent.get(key)
      return json(res, status, replay)
    }
    // Answers of POSTs are remembered under their Idempotency-Key, as Stripe does.
    const original = res.end.bind(res)
    if (typeof key === 'string') {
      res.end = (chunk, ...rest) => {
        if (typeof chunk === 'string') idempotent.set(key, [res.statusCode, JSON.parse(chunk)])
        return original(chunk, ...rest)
      }
    }
    const params = decodeStripeForm(body)
    if (req.method === 'POST' && path === '/v1/checkout/sessions') return createSession(params, res)
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && one) {
      const session = sessions.get(one[1])
      if (!session)
        return stripeError(
          res,
          404,
          'invalid_request_error',
          `No such checkout.session: '${one[1]}'`,
          'id',
        )
      return json(res, 200, publicSession(session))
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const session = [...sessions.values()].find(
        (s) => s.payment_intent && s.payment_intent === params.payment_intent,
      )
      if (session?.payment_status !== 'paid')
        return stripeError(
          res,
          400,
          'invalid_request_error',
          'No such payment_intent or it has not been paid.',
          'payment_intent',
        )
      if (session.refunded)
        return stripeError(
          res,
          400,
          'invalid_request_error',
          'Charge has already been refunded.',
          'payment_intent',
        )
      session.refunded = true
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: session.amount_total,
        currency: 'jpy',
        payment_intent: session.payment_intent,
        reason: params.reason ?? null,
        metadata: params.metadata ?? {},
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
      }
      json(res, 200, refund)
      // Stripe sends the event after answering the call.
      void emit('charge.refunded', {
        id: id('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: session.amount_total,
        currency: 'jpy',
        payment_intent: session.payment_intent,
        refunded: true,
      })
      return
    }
    return stripeError(
      res,
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${path}).`,
    )
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
      resolve({
        origin,
        deliveries,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done(undefined))
          }),
      })
    })
  })
}
