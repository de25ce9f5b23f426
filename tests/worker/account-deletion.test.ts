import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Post } from '../../src/shared/api/posts'
import {
  catalogueOfMigrations,
  catalogueOfSchema,
  type PersonalTable,
} from '../../worker/account-data/catalogue'
import gpsJpeg from '../fixtures/gps-oriented.jpg?inline'
import smallPng from '../fixtures/small.png?inline'
import { firebaseUserExists, personWithEverything, runJob } from './account-data-helpers'
import { bytesOf, call, count, postForm, signIn, uniqueLargePhoto } from './posts-helpers'

// Deleting an account (docs/product.md "Deleting an account"): a person with every kind of data
// asks with their password; the account stops working at once, and the queue's job leaves no row
// naming them in any table the migrations create (walked from migrations/*.sql, so a new table
// is covered without touching this test), no R2 object of theirs, no Firebase user (the Auth
// emulator, Identity Toolkit's REST API), and every counter matching its rows. What stays is the
// documented ledger, without them in it.

const migrationCatalogue = (): PersonalTable[] =>
  catalogueOfMigrations(env.TEST_MIGRATIONS.flatMap((migration) => migration.queries))

async function liveTables() {
  const { results } = await env.DB.prepare(
    `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'`,
  ).all<{ name: string; sql: string | null }>()
  return results
}

/** Rows of any user column (and user subject) of the catalogue that still name `userId`. */
async function rowsNaming(catalogue: PersonalTable[], userId: number) {
  const found: string[] = []
  for (const entry of catalogue) {
    for (const column of entry.columns) {
      const n = await count(
        `SELECT count(*) AS n FROM "${entry.table}" WHERE "${column.column}" = ?1`,
        userId,
      )
      if (n > 0) found.push(`${entry.table}.${column.column}: ${n}`)
    }
    if (entry.userSubject) {
      const n = await count(
        `SELECT count(*) AS n FROM "${entry.table}" WHERE subject_kind = 'user' AND subject_id = ?1`,
        userId,
      )
      if (n > 0) found.push(`${entry.table} (subject): ${n}`)
    }
  }
  const user = await count('SELECT count(*) AS n FROM users WHERE id = ?1', userId)
  if (user > 0) found.push('users.id')
  return found
}

/** Every text cell of every table that contains `email`. */
async function cellsWithEmail(email: string) {
  const found: string[] = []
  for (const table of await liveTables()) {
    if (/_(?:data|idx|docsize|config|content)$/.test(table.name)) continue // FTS5 shadow tables
    const { results: columns } = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`)
      .bind(table.name)
      .all<{ name: string }>()
    for (const { name } of columns) {
      const { results } = await env.DB.prepare(
        `SELECT * FROM "${table.name}" WHERE instr(lower(CAST("${name}" AS TEXT)), lower(?1)) > 0`,
      )
        .bind(email)
        .all<Record<string, unknown>>()
      for (const row of results)
        found.push(`${table.name}.${name}: ${JSON.stringify(row).slice(0, 300)}`)
    }
  }
  return found
}

describe('deleting an account', () => {
  it('reads the same personal tables from the migrations as from the database they build', async () => {
    const fromMigrations = migrationCatalogue()
    const live = catalogueOfSchema(await liveTables())
    expect(fromMigrations).toEqual(live)
    // The tables of the list are among them.
    const names = fromMigrations.map((entry) => entry.table)
    for (const table of [
      'posts',
      'likes',
      'favorites',
      'follows',
      'stamps',
      'coupon_uses',
      'devices',
      'organization_members',
      'ad_orders',
      'reports',
      'sessions',
      'identities',
      'moderation_actions',
    ]) {
      expect(names).toContain(table)
    }
  })

  it('leaves nothing of the person but the anonymised ledger, and every counter right', async () => {
    const data = await personWithEverything()
    const { person, email } = data
    expect(await firebaseUserExists(data.firebaseUid)).toBe(true)
    for (const key of data.keys) expect(await env.MEDIA.head(key)).not.toBeNull()

    const asked = await call('POST', '/api/me/account-deletion', {
      token: person.token,
      json: { password: 'jimoto-test-2026' },
    })
    expect(asked.status).toBe(202)
    expect(asked.body).toMatchObject({ notify: true })
    // Signed out everywhere at once, and no way back in while the job runs.
    expect((await call('GET', '/auth/me', { token: person.token })).status).toBe(401)
    const login = await call('POST', '/auth/login', {
      json: { email, password: 'jimoto-test-2026' },
      headers: { 'cf-connecting-ip': '198.18.250.1' },
    })
    expect(login.status).toBe(401)
    // Their posts are gone from public reads before the job has run.
    expect((await call('GET', `/api/posts/${data.ownPost}`)).status).toBe(404)

    const result = await runJob({ kind: 'delete', user_id: person.id })
    expect(result.explicitAcks).toHaveLength(1)

    expect(await rowsNaming(migrationCatalogue(), person.id)).toEqual([])
    // The one place the address still appears: the mail saying the deletion is done, on its way
    // out through the outbox (a real mail provider keeps nothing here).
    const mentions = await cellsWithEmail(email)
    expect(mentions).toHaveLength(1)
    expect(mentions[0]).toMatch(/^mail_outbox\.to_address: .*アカウントの削除が完了しました/)

    for (const key of data.keys) expect(await env.MEDIA.head(key)).toBeNull()
    expect(await firebaseUserExists(data.firebaseUid)).toBe(false)

    // The ledger: the paid ad's invoice (no address, no ad text), the coupon uses, the staff action.
    const ledger = await env.DB.prepare(
      `SELECT user_id, billing_name, billing_email, headline, total FROM ad_orders WHERE billing_name = '山田パン'`,
    ).all()
    expect(ledger.results).toEqual([
      { user_id: 0, billing_name: '山田パン', billing_email: '', headline: '', total: 11000 },
    ])
    expect(
      await count(
        `SELECT count(*) AS n FROM coupon_uses WHERE coupon_id = ?1 AND user_id = 0`,
        data.shopCoupon,
      ),
    ).toBe(1)
    expect(
      await count(
        `SELECT count(*) AS n FROM moderation_actions WHERE subject_kind = 'user' AND subject_id = 0 AND target_user_id IS NULL`,
      ),
    ).toBe(1)
    // Their coupon that someone used stays as that person's record, detached and out of sight;
    // their post with photos is gone with its likes and favorites.
    expect(
      await count('SELECT count(*) AS n FROM posts WHERE id = ?1 AND user_id = 0', data.ownCoupon),
    ).toBe(1)
    expect((await call('GET', `/api/posts/${data.ownCoupon}`)).status).toBe(404)
    expect(await count('SELECT count(*) AS n FROM posts WHERE id = ?1', data.ownPost)).toBe(0)
    // Nor does its text stay in the search index (a document is the post's id × 4).
    expect(
      await count('SELECT count(*) AS n FROM search_docs WHERE id = ?1 * 4', data.ownPost),
    ).toBe(0)
    expect(
      await count('SELECT count(*) AS n FROM post_media WHERE post_id = ?1', data.ownCoupon),
    ).toBe(0)

    // Counters: every post's ♡ and ☆ equal its rows; the other person's post lost one of each.
    expect(
      await count(`SELECT count(*) AS n FROM posts p WHERE like_count <> (SELECT count(*) FROM likes WHERE post_id = p.id)
      OR favorite_count <> (SELECT count(*) FROM favorites WHERE post_id = p.id)`),
    ).toBe(0)
    const seen = await call<{ like_count: number; favorite_count: number }>(
      'GET',
      `/api/posts/${data.otherPost}`,
    )
    expect(seen.body).toMatchObject({ like_count: 0, favorite_count: 0 })
    // The other person's follower count no longer has them; the search index has no profile.
    expect(
      await count('SELECT count(*) AS n FROM follows WHERE followee_id = ?1', data.other.id),
    ).toBe(0)
    expect(
      await count(
        `SELECT count(*) AS n FROM search_docs WHERE kind = 'user' AND ref_id = ?1`,
        person.id,
      ),
    ).toBe(0)

    // A second delivery of the same job finds nothing to do and changes nothing.
    expect((await runJob({ kind: 'delete', user_id: person.id }, 2)).explicitAcks).toHaveLength(1)
    expect(await rowsNaming(migrationCatalogue(), person.id)).toEqual([])
  })

  it('keeps every size of a photo someone else posted too, and removes the rest', async () => {
    const person = await signIn('写真を消す人')
    const other = await signIn('同じ写真の人')
    const shared = await uniqueLargePhoto(bytesOf(smallPng))
    // Another picture: a copy scaled down from the same pixels could be the very same file.
    const own = await uniqueLargePhoto(bytesOf(gpsJpeg))
    const post = async (token: string, photos: Uint8Array[]) => {
      const res = await call<Post>('POST', '/api/posts', {
        token,
        form: postForm(
          { kind: 'post', body: '同じ写真' },
          photos.map((bytes) => ({ bytes })),
        ),
      })
      expect(res.status).toBe(201)
      return res.body
    }
    const theirs = await post(person.token, [shared, own])
    const others = await post(other.token, [shared])
    const files = (m: Post['media'][number] | undefined) =>
      [m?.url, m?.medium_url, m?.small_url, m?.thumb_url].map((url) => url?.slice('/media/'.length))
    expect(files(others.media[0])).toEqual(files(theirs.media[0]))

    const asked = await call('POST', '/api/me/account-deletion', {
      token: person.token,
      json: { password: 'jimoto-test-2026' },
    })
    expect(asked.status).toBe(202)
    await runJob({ kind: 'delete', user_id: person.id })

    for (const key of files(others.media[0])) expect(await env.MEDIA.head(key ?? '')).not.toBeNull()
    for (const key of files(theirs.media[1])) {
      expect(key).toMatch(/^posts\//)
      expect(await env.MEDIA.head(key ?? '')).toBeNull()
    }
  })
})
