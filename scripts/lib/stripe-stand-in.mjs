// A stand-in for Stripe on loopback, for `npm start` and the tests: this machine cannot reach
// api.stripe.com. It speaks the few REST calls the Worker makes, as Stripe does (form bodies in
// Stripe's bracketed encoding, `Authorization: Bearer sk_…`, Stripe's JSON objects and error
// shape, `Idempotency-Key` replays, `expand[]`), shows a plainly labelled test checkout page in
// place of Stripe Checkout, and sends webhook events signed exactly as Stripe signs them
// (`Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`). Its objects are
// built in stripe-objects.mjs, refunds run by stripe-refunds.mjs.
//
//   POST /v1/checkout/sessions            create (mode=payment, line_items[i][price_data][…]);
//                                         it offers card and konbini unless payment_method_types says
//   GET  /v1/checkout/sessions/:id        retrieve
//   GET  /v1/payment_intents/:id          retrieve; expand[]=payment_method, expand[]=latest_charge
//   GET  /v1/payment_methods/:id, /v1/charges/:id, /v1/refunds/:id   retrieve
//   POST /v1/refunds                      refund a payment_intent in full → refund.created and
//                                         charge.refunded; konbini waits in requires_action
//   GET  /c/pay/:id                       the test checkout page (card / konbini / cancel)
//   POST /c/pay/:id/{card,konbini,cancel} what its buttons do; a konbini session then offers
//   POST /c/pay/:id/{konbini-paid,konbini-expired}  the shop paying at the counter, or not
//   GET  /c/refund/:id                    the page Stripe's refund email links to (konbini)
//   POST /c/refund/:id/{bank-details,expire}  the customer answering (→ pending → succeeded),
//                                         or never (→ failed, refund.failed)
//   GET  /_deliveries                     every signed event, for tests that deliver them
//   POST /_trouble {key,status,times}     that API key's next requests fail as Stripe fails
//                                         (429, 500, 503; stripe-trouble.mjs)
import { createServer } from 'node:http'
import { checkoutPage, refundPage } from './stripe-checkout-page.mjs'
import {
  chargeFor,
  stripeId as id,
  paymentIntentFor,
  paymentMethodFor,
  unixNow,
} from './stripe-objects.mjs'
import { decodeStripeForm, stripeSignature } from './stripe-protocol.mjs'
import { refundsOf } from './stripe-refunds.mjs'
import { createTrouble } from './stripe-trouble.mjs'

export { decodeStripeForm, stripeSignature }

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

function stripeError(res, status, type, message, param, code) {
  json(res, status, {
    error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) },
  })
}

const missing = (res, kind, objectId) =>
  stripeError(
    res,
    404,
    'invalid_request_error',
    `No such ${kind}: '${objectId}'`,
    'id',
    'resource_missing',
  )

/**
 * Starts the stand-in on 127.0.0.1. `webhookUrl` (optional) receives each event as Stripe would
 * post it; every event is also kept for `GET /_deliveries`.
 * @param {{ port?: number, secretKey: string, webhookSecret: string, webhookUrl?: string }} options
 */
export function startStripeStandIn({ port = 0, secretKey, webhookSecret, webhookUrl }) {
  const sessions = new Map()
  const intents = new Map()
  const methods = new Map()
  const charges = new Map()
  const refunds = new Map()
  const idempotent = new Map()
  const trouble = createTrouble()
  const deliveries = []
  let origin = ''

  async function emit(type, object) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: unixNow(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
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
      // Without payment_method_types Stripe offers what the account has enabled: here card and
      // konbini. The list stays what was offered whichever the customer then uses.
      payment_method_types: params.payment_method_types ?? ['card', 'konbini'],
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      created: unixNow(),
      expires_at: unixNow() + 24 * 3600,
      livemode: false,
      url: '',
      line_items_summary: names.join(' / '),
    }
    session.url = `${origin}/c/pay/${session.id}`
    sessions.set(session.id, session)
    return json(res, 200, publicSession(session))
  }

  const publicSession = ({ line_items_summary, ...session }) => session

  /** The customer paid: a charge, the intent succeeded, the session paid. */
  function pay(session, intent) {
    const charge = chargeFor(intent, methods.get(intent.payment_method))
    charges.set(charge.id, charge)
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      next_action: null,
    })
    session.payment_status = 'paid'
  }

  const refundDesk = refundsOf({ intents, methods, charges, refunds }, emit)
  const settleRefund = refundDesk.settle

  function createRefund(params, res) {
    const started = refundDesk.create(params)
    if (started.error) return stripeError(res, 400, 'invalid_request_error', ...started.error)
    json(res, 200, started.refund)
    // Stripe sends the events after answering the call.
    void emit('refund.created', started.refund).then(() => emit('charge.refunded', started.charge))
  }

  /** GET of one object, with `expand[]` of the PaymentIntent's method and charge. */
  function retrieve(kind, objectId, query, res) {
    const store = { payment_intents: intents, payment_methods: methods, charges, refunds }[kind]
    const object = store.get(objectId)
    if (!object) return missing(res, kind.replace(/s$/, ''), objectId)
    const expand = Array.isArray(query.expand) ? query.expand : []
    const answer = structuredClone(object)
    if (kind === 'payment_intents') {
      if (expand.includes('payment_method') && answer.payment_method)
        answer.payment_method = methods.get(answer.payment_method)
      if (expand.includes('latest_charge') && answer.latest_charge)
        answer.latest_charge = charges.get(answer.latest_charge)
    }
    return json(res, 200, answer)
  }

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
      if (
        (action === 'card' || action === 'konbini') &&
        session.status === 'open' &&
        session.payment_method_types.includes(action)
      ) {
        const method = paymentMethodFor(action, session)
        const intent = paymentIntentFor(session, method)
        methods.set(method.id, method)
        intents.set(intent.id, intent)
        session.status = 'complete'
        session.payment_intent = intent.id
        if (action === 'card') pay(session, intent)
        await emit('checkout.session.completed', publicSession(session))
        return redirect(res, back(session.success_url))
      }
      const intent = intents.get(session.payment_intent)
      if (session.status === 'complete' && session.payment_status === 'unpaid' && intent) {
        if (action === 'konbini-paid') {
          pay(session, intent)
          await emit('checkout.session.async_payment_succeeded', publicSession(session))
          return redirect(res, back(session.success_url))
        }
        if (action === 'konbini-expired') {
          Object.assign(intent, {
            status: 'canceled',
            canceled_at: unixNow(),
            cancellation_reason: 'abandoned',
            next_action: null,
          })
          await emit('checkout.session.async_payment_failed', publicSession(session))
          return redirect(res, back(session.cancel_url))
        }
      }
      return res.writeHead(409, { 'content-type': 'text/plain' }).end('not possible in this state')
    }

    const refundAction = /^\/c\/refund\/(re_test_[0-9a-f]+)(?:\/([a-z-]+))?$/.exec(path)
    if (refundAction) {
      const refund = refunds.get(refundAction[1])
      if (!refund) return res.writeHead(404, { 'content-type': 'text/plain' }).end('no such refund')
      if (!refundAction[2] && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return res.end(refundPage(refund))
      }
      if (req.method !== 'POST') return res.writeHead(405).end()
      if (await settleRefund(refund, refundAction[2]))
        return redirect(res, `/c/refund/${refund.id}`)
      return res.writeHead(409, { 'content-type': 'text/plain' }).end('not possible in this state')
    }

    if (req.method === 'POST' && path === '/_trouble')
      return res.writeHead(trouble.register(body)).end()
    if (!path.startsWith('/v1/')) return res.writeHead(404).end()
    const auth = req.headers.authorization
    if (auth !== `Bearer ${secretKey}` && !trouble.knows(auth))
      return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.')
    const failure = trouble.take(auth)
    if (failure) return stripeError(res, failure.status, failure.type, failure.message)
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined
    const request = `${path}?${body}`
    if (typeof key === 'string' && idempotent.has(key)) {
      const [status, replay, first] = idempotent.get(key)
      // Stripe refuses a key reused for a different request instead of replaying its answer.
      if (first !== request)
        return stripeError(
          res,
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        )
      return json(res, status, replay)
    }
    // Answers of POSTs are remembered under their Idempotency-Key, as Stripe does.
    const original = res.end.bind(res)
    if (typeof key === 'string') {
      res.end = (chunk, ...rest) => {
        if (typeof chunk === 'string')
          idempotent.set(key, [res.statusCode, JSON.parse(chunk), request])
        return original(chunk, ...rest)
      }
    }
    const params = decodeStripeForm(body)
    if (req.method === 'POST' && path === '/v1/checkout/sessions') return createSession(params, res)
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && one) {
      const session = sessions.get(one[1])
      if (!session) return missing(res, 'checkout.session', one[1])
      return json(res, 200, publicSession(session))
    }
    const object = /^\/v1\/(payment_intents|payment_methods|charges|refunds)\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && object)
      return retrieve(object[1], object[2], decodeStripeForm(url.search.slice(1)), res)
    if (req.method === 'POST' && path === '/v1/refunds') return createRefund(params, res)
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
