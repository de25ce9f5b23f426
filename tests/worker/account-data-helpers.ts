import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { expect, inject } from 'vitest'
import type { AccountDataJob } from '../../worker/account-data/queue'
import worker from '../../worker/index'
import smallPng from '../fixtures/small.png?inline'
import { postCouponUse } from './coupons-helpers'
import {
  bytesOf,
  call,
  count,
  insertPost,
  postForm,
  type SignedIn,
  signIn,
  uniqueLargePhoto,
  uniquePhoto,
} from './posts-helpers'
import { fcmToken, registerDevice, subscribeTo } from './push-helpers'

// A person with every kind of data the service keeps, and the steps of the account-data tests:
// the Auth emulator's REST API (Identity Toolkit, as the Firebase SDKs call it) and the queue job.

export const authEmulator = inject('authEmulatorHost')
const toolkit = () => `http://${authEmulator}/identitytoolkit.googleapis.com/v1`

/** A Firebase user in the emulator (accounts:signUp), its localId. */
export async function firebaseUser(email: string): Promise<string> {
  const res = await fetch(`${toolkit()}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'firebase-pass-2026', returnSecureToken: true }),
  })
  const body = (await res.json()) as { localId?: string }
  if (!body.localId) throw new Error(`emulator signUp failed: ${JSON.stringify(body)}`)
  return body.localId
}

/** Whether the emulator still has the user (accounts:lookup as admin). */
export async function firebaseUserExists(localId: string): Promise<boolean> {
  const res = await fetch(`${toolkit()}/projects/${env.FIREBASE_PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [localId] }),
  })
  const body = (await res.json()) as { users?: unknown[] }
  return (body.users ?? []).length > 0
}

/** Runs the queue's consumer on one job, as the queue would deliver it. */
export async function runJob(job: AccountDataJob, attempts = 1, vars: Record<string, string> = {}) {
  const batch = createMessageBatch('jimoto-account-data', [
    { id: `job-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body: job },
  ])
  const ctx = createExecutionContext()
  await worker.queue(batch, { ...env, ...vars }, ctx)
  return getQueueResult(batch, ctx)
}

export const emailOf = async (userId: number) =>
  (
    await env.DB.prepare('SELECT email FROM users WHERE id = ?1')
      .bind(userId)
      .first<{ email: string }>()
  )?.email ?? ''

async function sql(statement: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`${statement} RETURNING rowid AS id`)
    .bind(...params)
    .first<{ id: number }>()
  return row?.id ?? 0
}

export interface Everything {
  person: SignedIn
  email: string
  other: SignedIn
  otherPost: number
  ownPost: number
  ownCoupon: number
  shopCoupon: number
  firebaseUid: string
  /** R2 keys of the person's photos and avatar. */
  keys: string[]
}

/** Posts with photos (through the real upload), reactions, follows and a report (the API). */
async function postsAndReactions(person: SignedIn, other: SignedIn) {
  // A phone-sized photo (stored in four sizes) and a small one (display size and thumbnail).
  const photos = [
    { bytes: await uniqueLargePhoto(bytesOf(smallPng)) },
    { bytes: await uniquePhoto(bytesOf(smallPng)) },
  ]
  const made = await call<{ id: number }>('POST', '/api/posts', {
    token: person.token,
    form: postForm({ kind: 'post', body: '朝市の写真です。', lat: 34.98, lng: 139.08 }, photos),
  })
  expect(made.status).toBe(201)
  const otherPost = await insertPost({ user_id: other.id, body: 'ほかの人の投稿' })
  for (const path of ['like', 'favorite']) {
    expect(
      (await call('PUT', `/api/posts/${otherPost}/${path}`, { token: person.token })).status,
    ).toBe(200)
    expect(
      (await call('PUT', `/api/posts/${made.body.id}/${path}`, { token: other.token })).status,
    ).toBe(200)
  }
  for (const [who, whom] of [
    [person, other],
    [other, person],
  ] as const) {
    expect((await call('PUT', `/api/users/${whom.id}/follow`, { token: who.token })).status).toBe(
      200,
    )
  }
  const report = await call('POST', `/api/posts/${otherPost}/reports`, {
    token: person.token,
    json: { reason: 'スパムです' },
  })
  expect(report.status).toBeLessThan(300)
  return { ownPost: made.body.id, otherPost }
}

/** A rally with a stamp and its completion, a check-in, an organization, an ad, staff records. */
async function recordsAbout(personId: number, email: string, shopCoupon: number) {
  const rally = await sql(
    `INSERT INTO stamp_rallies (title, starts_at, ends_at, required_stamps) VALUES ('秋のラリー',
       '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', 1)`,
  )
  const spot = await sql(
    `INSERT INTO rally_spots (rally_id, position, name, lat, lng, code_hash) VALUES (?1, 1, '駅前', 34.98, 139.08, 'x')`,
    rally,
  )
  await sql('INSERT INTO stamps (user_id, spot_id) VALUES (?1, ?2)', personId, spot)
  await sql('INSERT INTO rally_completions (rally_id, user_id) VALUES (?1, ?2)', rally, personId)
  await sql(
    `INSERT INTO rally_checkins (attempt_key, rally_id, spot_id, user_id, method, outcome, server_time)
     VALUES (?1, ?2, ?3, ?4, 'printed', 'stamped', '2026-11-01T00:00:00Z')`,
    crypto.randomUUID(),
    rally,
    spot,
    personId,
  )
  await sql(
    `INSERT INTO coupon_grants (coupon_id, user_id, source, source_ref) VALUES (?1, ?2, 'rally', ?3)`,
    shopCoupon,
    personId,
    `rally:${rally}`,
  )
  const org = await sql(`INSERT INTO organizations (name) VALUES ('みなと祭り実行委員会')`)
  await sql(
    `INSERT INTO organization_members (organization_id, user_id, joined_via) VALUES (?1, ?2, 'code')`,
    org,
    personId,
  )
  await sql(
    `INSERT INTO place_favorites (user_id, target, target_id) VALUES (?1, 'place', 1)`,
    personId,
  )
  const now = new Date().toISOString()
  for (const paid of [now, null]) {
    await sql(
      `INSERT INTO ad_orders (user_id, plan, weeks, starts_on, ends_on, headline, body, billing_name,
         billing_email, subtotal, tax, total, state, paid_at, created_at, updated_at)
       VALUES (?1, 'standard', 1, '2026-12-01', '2026-12-07', 'パン祭り', '本文', '山田パン', ?2,
         10000, 1000, 11000, ?3, ?4, ?5, ?5)`,
      personId,
      email,
      paid ? 'finished' : 'draft',
      paid,
      now,
    )
  }
  const action = await sql(
    `INSERT INTO moderation_actions (actor_id, action, subject_kind, subject_id, target_user_id, reason, created_at)
     VALUES (1, 'warn', 'user', ?1, ?1, '迷惑な投稿', ?2)`,
    personId,
    now,
  )
  await sql(
    `INSERT INTO moderation_notices (user_id, action_id, action, subject_kind, subject_id, reason, created_at)
     VALUES (?1, ?2, 'warn', 'user', ?1, '迷惑な投稿', ?3)`,
    personId,
    action,
    now,
  )
  await sql(
    `INSERT INTO moderation_reports (subject_kind, subject_id, reporter_id, reason) VALUES ('user', ?1, NULL, '荒らし')`,
    personId,
  )
}

/** The person (a password account with a Google identity) and everything they left. */
export async function personWithEverything(): Promise<Everything> {
  const person = await signIn('消える人')
  const other = await signIn('ほかの人')
  const shop = await signIn('お店')
  const email = await emailOf(person.id)
  const { ownPost, otherPost } = await postsAndReactions(person, other)
  // A coupon of theirs that someone used (kept as the record), and a shop's they used.
  const ownCoupon = await insertPost({
    user_id: person.id,
    kind: 'coupon',
    coupon_offer: '10%引き',
  })
  const shopCoupon = await insertPost({ user_id: shop.id, kind: 'coupon', coupon_offer: 'パン1個' })
  expect((await postCouponUse(ownCoupon, other.token)).status).toBe(201)
  expect((await postCouponUse(shopCoupon, person.token)).status).toBe(201)
  const deviceToken = fcmToken('delete-me')
  const device = await registerDevice(person.token, deviceToken)
  const subscribed = await subscribeTo(device, deviceToken, 'events', { bearer: person.token })
  expect(subscribed.status).toBeLessThan(300)
  await recordsAbout(person.id, email, shopCoupon)
  // Their avatar, and their Firebase user behind a linked Google identity.
  const avatarKey = `avatars/${crypto.randomUUID()}.jpg`
  const smallAvatarKey = avatarKey.replace(/\.jpg$/, '.128.jpg')
  await env.MEDIA.put(avatarKey, bytesOf(smallPng))
  await env.MEDIA.put(smallAvatarKey, bytesOf(smallPng))
  await env.DB.prepare('UPDATE users SET avatar_url = ?2 WHERE id = ?1')
    .bind(person.id, `/media/${avatarKey}`)
    .run()
  const firebaseUid = await firebaseUser(email)
  await env.DB.prepare(
    `INSERT INTO identities (provider, firebase_uid, user_id, email, created_at) VALUES ('google', ?1, ?2, ?3, ?4)`,
  )
    .bind(firebaseUid, person.id, email, new Date().toISOString())
    .run()
  const { results } = await env.DB.prepare(
    `SELECT m.key, m.medium_key, m.small_key, m.thumb_key
     FROM post_media m JOIN posts p ON p.id = m.post_id WHERE p.user_id = ?1`,
  )
    .bind(person.id)
    .all<Record<string, string | null>>()
  const photoKeys = results.flatMap((row) => Object.values(row)).filter((key) => key !== null)
  // Four sizes of the large photo, two of the small one.
  expect(photoKeys).toHaveLength(6)
  const keys = [...photoKeys, avatarKey, smallAvatarKey]
  expect(
    await count(
      'SELECT count(*) AS n FROM post_media m JOIN posts p ON p.id = m.post_id WHERE p.user_id = ?1',
      person.id,
    ),
  ).toBe(2)
  return { person, email, other, otherPost, ownPost, ownCoupon, shopCoupon, firebaseUid, keys }
}
