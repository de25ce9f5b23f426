// Stripe's failure modes, on demand, for the stand-in (stripe-stand-in.mjs). A test registers an
// API key of its own with `POST /_trouble {key, status, times}`: that key's next `times` API
// requests get Stripe's error answer for `status` (429 rate limited, 500/503 Stripe's own
// trouble), then it works like the stand-in's key. Keys keep tests that run at the same time
// against one stand-in out of each other's way.

/** Stripe's error envelope for each status (the types stripe-node maps to its error classes). */
const ANSWERS = {
  429: [
    'rate_limit_error',
    'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
  ],
  500: ['api_error', 'An unknown error occurred. Please try again later.'],
  503: ['api_error', 'Stripe is temporarily unavailable. Please try again later.'],
}

export function createTrouble() {
  /** @type {Map<string, { status: number, left: number }>} */
  const keys = new Map()
  return {
    /** Registers `{key, status, times}`; answers the HTTP status of the registration. */
    register(raw) {
      let input
      try {
        input = JSON.parse(raw)
      } catch {
        return 400
      }
      const { key, status, times } = input ?? {}
      if (typeof key !== 'string' || !/^sk_test_\w{8,}$/.test(key)) return 400
      if (!(status in ANSWERS) || !Number.isInteger(times) || times < 0) return 400
      keys.set(key, { status, left: times })
      return 204
    },
    /** Whether `authorization` names a registered key (a valid key, like the stand-in's own). */
    knows(authorization) {
      return keys.has(String(authorization ?? '').replace(/^Bearer /, ''))
    },
    /** The failure this request gets, or null: each registered failure is used once. */
    take(authorization) {
      const entry = keys.get(String(authorization ?? '').replace(/^Bearer /, ''))
      if (!entry || entry.left === 0) return null
      entry.left -= 1
      const [type, message] = ANSWERS[entry.status]
      return { status: entry.status, type, message }
    },
  }
}
