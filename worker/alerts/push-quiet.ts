import type { AlertRow } from './alert-store'
import { liftNotification } from './push-lift-text'
import { storeAndQueue } from './push-queue'
import { alertNotification } from './push-text'

// The quiet pushes of a warning whose notice residents' phones show (alerts.notice_level):
//   - lifted (a 解除 telegram, staff lifting a town order): 「【解除】kind（area）」, which replaces
//     the notice; an earthquake is not lifted but expires (apply-report.ts): its notice already
//     ends with it (TTL), and "解除" would claim what nobody said, so it sends nothing;
//   - downgraded below the level the phones show (4 → 3, 3 → 2): the notice at the new level,
//     so a phone never keeps 「全員避難」 after JMA lowered it. A raise after that is loud again.
// Both go, silently and with the warning's collapse key and tag, to whom its highest raise
// reached (notice_reach). Each is claimed by moving notice_level, so two pollers queue it once.

const PENDING = `SELECT * FROM alerts WHERE notice_level > 0
  AND (lifted_at IS NOT NULL OR (level < notice_level AND pushed_level >= level))
  ORDER BY updated_at LIMIT 20`

export async function queueQuietPushes(env: Env): Promise<number> {
  const { results } = await env.DB.prepare(PENDING).all<AlertRow>()
  let queued = 0
  for (const row of results) if (await queueQuiet(env, row)) queued += 1
  return queued
}

async function queueQuiet(env: Env, row: AlertRow): Promise<boolean> {
  const lift = row.lifted_at !== null
  const next = lift ? 0 : row.level
  const claimed = await env.DB.prepare(
    `UPDATE alerts SET notice_level = ?2 WHERE id = ?1 AND notice_level = ?3
       AND (lifted_at IS NOT NULL) = ?4 AND level = ?5`,
  )
    .bind(row.id, next, row.notice_level, lift ? 1 : 0, row.level)
    .run()
  if (claimed.meta.changes !== 1) return false
  if (lift && row.kind === 'earthquake') return false
  const ja = lift ? liftNotification(row, 'ja') : alertNotification(row, 'ja')
  const queued = await storeAndQueue(env, row, ja, row.notice_reach >= 3 ? 'all' : 'advisories', {
    alert_id: row.id,
    alert_level: row.level,
    alert_notice: lift ? 'lift' : 'lower',
  })
  if (queued) return true
  // Not queued: give the claim back, so the next poll tries again.
  await env.DB.prepare('UPDATE alerts SET notice_level = ?2 WHERE id = ?1 AND notice_level = ?3')
    .bind(row.id, row.notice_level, next)
    .run()
  return false
}
