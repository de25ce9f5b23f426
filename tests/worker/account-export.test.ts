import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { catalogueOfMigrations } from '../../worker/account-data/catalogue'
import { readZipStore } from '../../worker/account-data/zip'
import { personWithEverything, runJob } from './account-data-helpers'
import { request } from './helpers'
import { call, signIn } from './posts-helpers'

// Downloading one's data (docs/product.md "Downloading one's data"): the request queues a job,
// the job builds one ZIP (stored entries, read back here by the same format's rules) with a JSON
// file for every personal table the migrations create, the photos and a Japanese README, and
// only its owner downloads it, for 7 days.

async function download(id: string, token: string) {
  return request(`/api/me/data-exports/${id}/download`, {
    headers: new Headers({ authorization: `Bearer ${token}` }),
  })
}

describe('downloading my data', () => {
  it('holds a file for every personal table, the photos and a README, for its owner only', async () => {
    const data = await personWithEverything()
    const asked = await call<{ id: string; state: string }>('POST', '/api/me/data-exports', {
      token: data.person.token,
    })
    expect(asked.status).toBe(202)
    expect(asked.body.state).toBe('queued')
    // One at a time: a second request while it is being built is refused, clearly.
    const again = await call('POST', '/api/me/data-exports', { token: data.person.token })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/準備しています/)

    expect((await runJob({ kind: 'export', export_id: asked.body.id })).explicitAcks).toHaveLength(
      1,
    )
    const listed = await call<{ items: { id: string; state: string; expires_at: string }[] }>(
      'GET',
      '/api/me/data-exports',
      { token: data.person.token },
    )
    expect(listed.body.items[0]).toMatchObject({ id: asked.body.id, state: 'ready' })
    const days = (Date.parse(listed.body.items[0]?.expires_at ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)

    const res = await download(asked.body.id, data.person.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="jimoto-data-\d{8}\.zip"/,
    )
    const entries = readZipStore(new Uint8Array(await res.arrayBuffer()))
    const names = entries.map((entry) => entry.name)
    const tables = catalogueOfMigrations(env.TEST_MIGRATIONS.flatMap((m) => m.queries))
    for (const { table } of tables) expect(names).toContain(`data/${table}.json`)
    expect(names).toContain('README.txt')
    expect(names).toContain('account.json')
    expect(names.filter((name) => /^photos\/post-\d+-\d\.jpg$/.test(name))).toHaveLength(2)
    expect(names).toContain('photos/avatar.jpg')

    const file = (name: string) =>
      JSON.parse(new TextDecoder().decode(entries.find((e) => e.name === name)?.bytes))
    expect(file('account.json')).toMatchObject({
      id: data.person.id,
      email: data.email,
      password_hash: '（安全のため省略）',
    })
    expect(file('data/likes.json')).toEqual([expect.objectContaining({ post_id: data.otherPost })])
    expect(file('data/coupon_uses.json')).toEqual([
      expect.objectContaining({ coupon_id: data.shopCoupon }),
    ])
    expect(file('data/moderation_actions.json')).toEqual([
      expect.objectContaining({ action: 'warn' }),
    ])
    expect(file('data/ad_orders.json')).toHaveLength(2)
    expect(file('data/devices.json')[0].fcm_token).toBe('（安全のため省略）')
    const readme = new TextDecoder().decode(entries.find((e) => e.name === 'README.txt')?.bytes)
    expect(readme).toMatch(/jimoto があなたについて保存しているデータ/)
    expect(readme).toMatch(/data\/stamps\.json: スタンプラリーで集めたスタンプ/)

    // Someone else asking for it learns nothing: the same 404 as an id that never existed.
    const stranger = await signIn('他人')
    for (const id of [asked.body.id, crypto.randomUUID(), '../../etc', 'x'.repeat(500)]) {
      const other = await download(id, stranger.token)
      expect(other.status).toBe(404)
      expect(((await other.json()) as { message: string }).message).toMatch(/見つかりません/)
    }
    expect((await download(asked.body.id, '')).status).toBe(401)

    // Past its 7 days it is gone: 410, and the hourly sweep removes the file.
    await env.DB.prepare(
      `UPDATE data_exports SET expires_at = '2000-01-01T00:00:00Z' WHERE id = ?1`,
    )
      .bind(asked.body.id)
      .run()
    const late = await download(asked.body.id, data.person.token)
    expect(late.status).toBe(410)
    expect(((await late.json()) as { message: string }).message).toMatch(/期限/)
  })
})
