// Stripe's wire formats the stand-in (stripe-stand-in.mjs) speaks: the bracketed form encoding of
// request bodies and the `Stripe-Signature` header of webhook events.
import { createHmac } from 'node:crypto'

/** Parses Stripe's bracketed form encoding (`a[b][0][c]=v`, `expand[]=v`) into nested objects and arrays. */
export function decodeStripeForm(text) {
  const root = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split('[').map((part, index) => (index === 0 ? part : part.slice(0, -1)))
    let node = root
    parts.forEach((part, index) => {
      const last = index === parts.length - 1
      // `a[]=x` appends, as `a[0]=x` sets: both name a list (stripe-node writes `expand[0]`).
      const nextIsIndex = !last && /^\d*$/.test(parts[index + 1])
      if (last && part === '' && Array.isArray(node)) node.push(value)
      else if (last) node[part] = value
      else {
        node[part] ??= nextIsIndex ? [] : {}
        node = node[part]
      }
    })
  }
  return root
}

/** The `Stripe-Signature` header for `payload`, as Stripe computes it. */
export function stripeSignature(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
}
