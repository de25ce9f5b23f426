import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { registeredAndVerified } from './auth-helpers'
import { request } from './helpers'
import { makeAdmin } from './posts-helpers'

// The desk's CSV export (GET /api/admin/export/<dataset>): what a town's staff open in Excel on
// Japanese Windows. Read back byte by byte: a UTF-8 BOM, CRLF rows, RFC 4180 quoting.

let admin: string
let resident: string
let moderator: string

const get = (path: string, token?: string) =>
  request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })

/** RFC 4180: fields split on commas, quoted fields may hold commas, CRLF and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += ch
  }
  expect(field).toBe('') // the last row ended with CRLF
  return rows
}

async function exported(path: string): Promise<{ bytes: Uint8Array; rows: string[][] }> {
  const res = await get(path, admin)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.slice(3))
  return { bytes, rows: parseCsv(text) }
}

async function insertPost(userId: number, title: string, body: string, createdAt: string) {
  await env.DB.prepare(
    'INSERT INTO posts (user_id, title, body, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)',
  )
    .bind(userId, title, body, createdAt)
    .run()
}

beforeAll(async () => {
  const staff = await registeredAndVerified('export-admin@example.com')
  await makeAdmin(staff.id)
  admin = staff.token
  resident = (await registeredAndVerified('export-resident@example.com')).token
  const mod = await registeredAndVerified('export-moderator@example.com')
  await env.DB.prepare(
    `INSERT INTO staff_roles (user_id, role, created_at) VALUES (?, 'moderator', '2026-01-01T00:00:00Z')`,
  )
    .bind(mod.id)
    .run()
  moderator = mod.token
  const author = await env.DB.prepare(
    `INSERT INTO users (email, name) VALUES ('shop@example.com', '山田商店，本店 "みなと"') RETURNING id`,
  ).first<{ id: number }>()
  const id = author?.id ?? 0
  // The period 2026-04-01..2026-04-30 in Tokyo is 2026-03-31T15:00Z up to 2026-04-30T15:00Z.
  await insertPost(id, '前月の投稿', 'out', '2026-03-31T14:59:59.999Z')
  await insertPost(
    id,
    '初日の投稿',
    '夏祭り、開催します, 18時から\n"花火"もあります',
    '2026-03-31T15:00:00.000Z',
  )
  await insertPost(id, '=HYPERLINK("http://evil.example")', '最終日', '2026-04-30T14:59:59.000Z')
  await insertPost(id, '翌月の投稿', 'out', '2026-04-30T15:00:00.000Z')
})

describe('CSV export of the desk', () => {
  it('posts of a Tokyo period, with 全角 names, commas, quotes and line breaks intact', async () => {
    const { bytes, rows } = await exported('/api/admin/export/posts?from=2026-04-01&to=2026-04-30')
    expect(new TextDecoder().decode(bytes)).toContain('\r\n')
    expect(rows[0]?.slice(0, 5)).toEqual(['ID', '種類', 'タイトル', '本文', '投稿者'])
    const titles = rows.slice(1).map((r) => r[2])
    expect(titles).toEqual(['初日の投稿', `'=HYPERLINK("http://evil.example")`])
    const first = rows[1] ?? []
    expect(first[3]).toBe('夏祭り、開催します, 18時から\n"花火"もあります')
    expect(first[4]).toBe('山田商店，本店 "みなと"')
    // Tokyo wall time, as the town reads it.
    expect(first[13]).toBe('2026-04-01 00:00:00')
    expect(rows.every((r) => r.length === rows[0]?.length)).toBe(true)
  })

  it('every dataset answers a CSV with its header row', async () => {
    await env.DB.prepare(
      `INSERT INTO alerts (id, source, kind, level, area_code, area_name, headline, status, report_at, issued_at, updated_at)
       VALUES ('town:1', 'town', 'evacuation', 4, 'town', 'みなと町全域', '避難指示を発令しました', 'issued', ?1, ?1, ?1)`,
    )
      .bind('2026-04-10T01:00:00.000Z')
      .run()
    await env.DB.prepare(
      `INSERT INTO alert_reports (entry_id, alert_id, kind, status, level, report_at, received_at, outcome)
       VALUES ('urn:jma:1', 'town:1', 'heavy_rain', '発表', 3, ?1, ?1, 'applied')`,
    )
      .bind('2026-04-10T01:00:00.000Z')
      .run()
    const names = [
      'posts',
      'places',
      'shelters',
      'rallies',
      'coupon-uses',
      'ad-orders',
      'town-orders',
      'warnings',
    ]
    for (const name of names) {
      const { rows } = await exported(`/api/admin/export/${name}?from=2026-04-01&to=2026-04-30`)
      expect(rows[0]?.length).toBeGreaterThan(3)
    }
    const town = await exported('/api/admin/export/town-orders?from=2026-04-01&to=2026-04-30')
    expect(town.rows[1]?.[3]).toBe('みなと町全域')
    const warnings = await exported('/api/admin/export/warnings?from=2026-04-10&to=2026-04-10')
    expect(warnings.rows[1]?.[0]).toBe('2026-04-10 10:00:00')
  })

  it('is for admins only', async () => {
    const path = '/api/admin/export/posts?from=2026-04-01&to=2026-04-30'
    expect((await get(path)).status).toBe(401)
    for (const token of [resident, moderator]) {
      const refused = await get(path, token)
      expect(refused.status).toBe(403)
      const { message } = (await refused.json()) as { message: string }
      expect(message).toBe('管理者のみ利用できます。')
    }
  })

  it('a bad period is a 400 with a Japanese message', async () => {
    for (const query of [
      'from=2026-04-30&to=2026-04-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-04-01',
      'from=4/1&to=4/30',
    ]) {
      const res = await get(`/api/admin/export/posts?${query}`, admin)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: string; message: string }
      expect(body.error).toBe('invalid_period')
      expect(body.message).toContain('期間の指定が正しくありません')
    }
  })

  it('a big table is streamed in pages: 5,000 rows come out whole', async () => {
    const author = await env.DB.prepare(
      `INSERT INTO users (email, name) VALUES ('many@example.com', '多投稿者') RETURNING id`,
    ).first<{ id: number }>()
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
       INSERT INTO posts (user_id, title, body, created_at, updated_at)
       SELECT ?1, '大量 ' || i, '本文, ' || i, '2027-01-15T03:00:00.000Z', '2027-01-15T03:00:00.000Z' FROM n`,
    )
      .bind(author?.id)
      .run()
    const { rows } = await exported('/api/admin/export/posts?from=2027-01-01&to=2027-01-31')
    expect(rows.length).toBe(5001)
    expect(rows.at(-1)?.[2]).toBe('大量 5000')
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(5000)
  })
})
