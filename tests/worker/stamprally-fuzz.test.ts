import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { awkwardText } from './fuzz-arbitraries'
import { call, count, type SignedIn, signIn } from './posts-helpers'
import { insertRally, insertSpot, signInAdmin } from './stamprally-helpers'

// The API fuzz suite sends random bodies without the right session; here the rally calls get
// bodies of the right shape with hostile values, from a signed-in participant and an organizer,
// so they reach the handlers' own checks. Whatever arrives: a 4xx JSON error with a message (or a
// created rally/spot), never a 5xx, and never a stamp.

const seed = Number(env.FUZZ_SEED) || 20261124
const numRuns = Number(env.FUZZ_RUNS) || 60

const anyValue = fc.oneof(
  awkwardText,
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, true, [], {}, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown),
)
const position = fc.oneof(
  anyValue,
  fc.record({ lat: anyValue, lng: anyValue, accuracy: anyValue }, { requiredKeys: [] }),
  fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
    accuracy: fc.double({ min: 0, max: 100_000, noNaN: true }),
  }),
)
const checkinBody = fc.record(
  {
    spot_id: anyValue,
    token: fc.oneof(anyValue, fc.base64String({ minLength: 8, maxLength: 64 })),
    pass: fc.oneof(anyValue, fc.constantFrom('1.AAAAAAAAAAAAAAAAAAAAAA', '999999999999.x')),
    code: fc.oneof(anyValue, fc.constantFrom('ＡＢＣＤＥ－２３４５６', 'SPOT-1-2026')),
    position,
    position_error: fc.oneof(anyValue, fc.constantFrom('denied', 'timeout')),
    device_time: fc.oneof(
      anyValue,
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    ),
  },
  { requiredKeys: [] },
)
const rallyBody = fc.record(
  {
    title: anyValue,
    description: anyValue,
    reward: anyValue,
    starts_at: fc.oneof(anyValue, fc.constant('2026-12-01T10:00+09:00')),
    ends_at: fc.oneof(anyValue, fc.constant('2026-12-31T17:00+09:00')),
    required_stamps: anyValue,
    reward_coupon_id: anyValue,
  },
  { requiredKeys: [] },
)
const spotBody = fc.record(
  {
    name: anyValue,
    description: anyValue,
    lat: anyValue,
    lng: anyValue,
    radius_m: anyValue,
    method: fc.oneof(anyValue, fc.constantFrom('staffed', 'printed')),
  },
  { requiredKeys: [] },
)

let admin: SignedIn
let participant: SignedIn
let rally: number
beforeAll(async () => {
  admin = await signInAdmin()
  participant = await signIn()
  rally = await insertRally()
  await insertSpot(rally)
  await insertSpot(rally, { method: 'staffed' })
})

/** Past the limiter, so each run reaches the handler (the limiter has its own tests). */
const freshLimits = () => env.DB.prepare('DELETE FROM rate_limits').run()

async function answersClearly(method: string, path: string, token: string, json: unknown) {
  const res = await call<{ error?: string; message?: string }>(method, path, { token, json })
  const what = `${method} ${path} ${JSON.stringify(json)?.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`
  if (res.status >= 500) throw new Error(`5xx: ${what}`)
  if (res.status >= 400 && (typeof res.body.error !== 'string' || !res.body.message)) {
    throw new Error(`no JSON error: ${what}`)
  }
  return res.status
}

describe('stamp rally calls with hostile values, signed in', () => {
  it('check-ins: a clear 4xx, never a 5xx, never a stamp', async () => {
    await fc.assert(
      fc.asyncProperty(checkinBody, async (body) => {
        await freshLimits()
        const status = await answersClearly(
          'POST',
          `/api/stamprallies/${rally}/checkins`,
          participant.token,
          body,
        )
        if (status < 400) throw new Error(`accepted: ${JSON.stringify(body)} → ${status}`)
      }),
      { seed, numRuns },
    )
    expect(await count('SELECT COUNT(*) AS n FROM stamps WHERE user_id = ?1', participant.id)).toBe(
      0,
    )
  }, 120_000)

  it('passes: a clear 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(checkinBody, async (body) => {
        await freshLimits()
        await answersClearly('POST', `/api/stamprallies/${rally}/passes`, '', body)
      }),
      { seed: seed + 1, numRuns },
    )
  }, 120_000)

  it('organizer calls: a rally or a spot, or a clear 4xx; never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(rallyBody, spotBody, async (rallyInput, spotInput) => {
        await answersClearly('POST', '/api/stamprallies', admin.token, rallyInput)
        await answersClearly('POST', `/api/stamprallies/${rally}/spots`, admin.token, spotInput)
      }),
      { seed: seed + 2, numRuns },
    )
  }, 120_000)
})
