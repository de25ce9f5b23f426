import { createScheduledController, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BATCH_ROWS, BATCHES_PER_RUN, runHousekeeping } from '../../worker/housekeeping/retention'
import worker from '../../worker/index'

// The hourly Cron Trigger of wrangler.toml deletes rows past their retention (docs/operations.md,
// Retention). Each table: an old row and a recent one are seeded, one run of the trigger, and
// only the old row is gone.

const DAY = 86_400_000
const now = Date.UTC(2026, 10, 28, 12, 17)
const iso = (ms: number) => new Date(ms).toISOString()

async function runCronTrigger(scheduledTime: number) {
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '17 * * * *' }), env)
}

async function ids(sql: string): Promise<string[]> {
  const { results } = await env.DB.prepare(sql).all<{ id: string | number }>()
  return results.map((row) => String(row.id))
}

async function aUser(email: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO users (email, name) VALUES (?, '保守 太郎') RETURNING id`,
  )
    .bind(email)
    .first<{ id: number }>()
  return row?.id ?? 0
}

describe('hourly housekeeping keeps each table to its retention', () => {
  it('mail_outbox: a month', async () => {
    await env.DB.prepare(
      `INSERT INTO mail_outbox (to_address, subject, text_body, created_at)
       VALUES ('a@example.com', 'old', '', ?1), ('b@example.com', 'recent', '', ?2)`,
    )
      .bind(iso(now - 31 * DAY), iso(now - 29 * DAY))
      .run()
    await runCronTrigger(now)
    expect(await ids('SELECT subject AS id FROM mail_outbox')).toEqual(['recent'])
  })

  it('push_messages: a year after delivery; queued ones stay however old', async () => {
    await env.DB.prepare(
      `INSERT INTO push_messages (topic, title, body, status, created_at, finished_at) VALUES
       ('all', 'old', '', 'done', ?1, ?1), ('all', 'recent', '', 'done', ?2, ?2),
       ('all', 'stuck', '', 'queued', ?1, NULL)`,
    )
      .bind(iso(now - 366 * DAY), iso(now - 300 * DAY))
      .run()
    await runCronTrigger(now)
    expect(await ids('SELECT title AS id FROM push_messages ORDER BY id')).toEqual([
      'recent',
      'stuck',
    ])
  })

  it('alert_reports: a year', async () => {
    await env.DB.prepare(
      `INSERT INTO alert_reports (entry_id, kind, status, level, report_at, received_at, outcome)
       VALUES ('old', 'heavy_rain', '発表', 3, ?1, ?1, 'applied'),
              ('recent', 'heavy_rain', '発表', 3, ?2, ?2, 'applied')`,
    )
      .bind(iso(now - 366 * DAY), iso(now - 200 * DAY))
      .run()
    await runCronTrigger(now)
    expect(await ids('SELECT entry_id AS id FROM alert_reports')).toEqual(['recent'])
  })

  it('sessions and email links: a day after they stop working', async () => {
    const user = await aUser('keep@example.com')
    const stmt = (table: string, hash: string, expires: number, revoked: number | null) =>
      table === 'sessions'
        ? env.DB.prepare(
            `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?)`,
          ).bind(hash, user, iso(now - 90 * DAY), iso(expires), revoked && iso(revoked))
        : env.DB.prepare(
            `INSERT INTO email_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, 'verify', ?, ?, ?)`,
          ).bind(hash, user, iso(now - 3 * DAY), iso(expires))
    await env.DB.batch([
      stmt('sessions', 'expired', now - 2 * DAY, null),
      stmt('sessions', 'revoked', now + 20 * DAY, now - 2 * DAY),
      stmt('sessions', 'just-expired', now - 3_600_000, null),
      stmt('sessions', 'live', now + 20 * DAY, null),
      stmt('email_tokens', 'old-link', now - 2 * DAY, null),
      stmt('email_tokens', 'live-link', now + 3_600_000, null),
    ])
    await runCronTrigger(now)
    expect(await ids('SELECT token_hash AS id FROM sessions ORDER BY id')).toEqual([
      'just-expired',
      'live',
    ])
    expect(await ids('SELECT token_hash AS id FROM email_tokens')).toEqual(['live-link'])
  })

  it('rate_limits: windows that stopped counting', async () => {
    const second = Math.floor(now / 1000)
    await env.DB.prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ('old', ?1, 1), ('live', ?2, 1)`,
    )
      .bind(second - 3 * 86_400, second - 60)
      .run()
    await runCronTrigger(now)
    expect(await ids('SELECT key AS id FROM rate_limits')).toEqual(['live'])
  })

  it('shelter_import_rows: left over from an import that no longer runs', async () => {
    await env.DB.prepare(
      `INSERT INTO shelter_import_rows (seq, kind, code, name, match_name, address, note, lat, lng,
         metres_per_lng, flood, sediment, storm_surge, earthquake, tsunami, fire, inland_flood,
         volcano, same_address)
       VALUES (1, 'emergency', 'x', '避難所', '避難所', '', '', 35, 139, 91000, 0,0,0,0,0,0,0,0,0)`,
    ).run()
    await runCronTrigger(now)
    expect(await ids('SELECT seq AS id FROM shelter_import_rows')).toEqual([])
  })
})

describe('a backlog goes in bounded batches', () => {
  it('100,000 old rows: no statement deletes more than a batch, and several runs finish them', async () => {
    const old = iso(now - 400 * DAY)
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
       INSERT INTO mail_outbox (to_address, subject, text_body, created_at)
       SELECT 'r' || i || '@example.com', '通知', '', ?1 FROM n`,
    )
      .bind(old)
      .run()
    await env.DB.prepare(
      `INSERT INTO mail_outbox (to_address, subject, text_body, created_at) VALUES ('new@example.com', 'recent', '', ?)`,
    )
      .bind(iso(now - DAY))
      .run()
    const perRun = BATCH_ROWS * BATCHES_PER_RUN
    let runs = 0
    let statements: number[] = []
    do {
      runs++
      statements = (await runHousekeeping(env.DB, now)).mail_outbox ?? []
      expect(Math.max(...statements)).toBeLessThanOrEqual(BATCH_ROWS)
      expect(statements.length).toBeLessThanOrEqual(BATCHES_PER_RUN)
      if (runs === 1) {
        const left = await ids(`SELECT COUNT(*) AS id FROM mail_outbox WHERE subject = '通知'`)
        expect(left).toEqual([String(100_000 - perRun)])
      }
    } while (statements.reduce((a, b) => a + b, 0) > 0 && runs < 100)
    // Each full run takes perRun rows; the last run finds nothing left.
    expect(runs).toBe(Math.ceil(100_000 / perRun) + 1)
    expect(await ids(`SELECT subject AS id FROM mail_outbox WHERE subject = '通知'`)).toEqual([])
    expect(
      await ids(`SELECT to_address AS id FROM mail_outbox WHERE subject = 'recent'`),
    ).toContain('new@example.com')
  })
})
