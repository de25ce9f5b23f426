import { endOfTokyoValue } from '../lib/tokyo-sql'

// Events and coupons that left the map for good (migrations/0041_map_live_now.sql): the hourly
// housekeeping marks those that ended more than MAP_ENDED_GRACE_DAYS ago, and views of the
// present (or of a period that starts within the grace) read posts_map_live_now, which holds
// everything else. So what an events view or a town view reads follows what is on the map, not
// the years of events a town has held; a period further back reads every event as before.

const DAY_MS = 86_400_000
/** How far back a period may start and still be read without the marked posts. */
export const MAP_ENDED_GRACE_DAYS = 32
/** Posts one statement marks at most; a backlog is worked off over several statements and runs. */
const SWEEP_ROWS = 1000
const SWEEPS_PER_RUN = 5

/** Whether a view from `from` (null: now) may leave out the marked posts. */
export const readsLiveOnly = (from: number | null, now: number) =>
  from === null || from >= now - MAP_ENDED_GRACE_DAYS * DAY_MS

// The very conditions of POST_ON_MAP (filters.ts), reversed: an event ends, a coupon's last day
// ends, before the cutoff (a coupon with no last day never does). The live index alone names the
// candidates (every public event and coupon with a place not yet
// marked): what a run reads is what is on the map, town-wide, not the town's past.
const SWEEP_SQL = `UPDATE posts SET map_ended = 1 WHERE id IN (
  SELECT p.id FROM posts p INDEXED BY posts_map_live_now
  WHERE p.visibility = 'public' AND p.lat IS NOT NULL AND p.lng IS NOT NULL
    AND p.map_ended = 0 AND p.kind <> 'post'
    AND ((p.kind = 'event' AND ${endOfTokyoValue('COALESCE(p.ends_at, p.starts_at)')} < julianday(?1))
      OR (p.kind = 'coupon' AND ${endOfTokyoValue('p.valid_until')} < julianday(?1)))
  LIMIT ${SWEEP_ROWS})`

/** Marks what ended more than the grace before `now`; returns how many posts each statement marked. */
export async function sweepEndedFromMap(db: D1Database, now: number): Promise<number[]> {
  const cutoff = new Date(now - MAP_ENDED_GRACE_DAYS * DAY_MS).toISOString()
  const marked: number[] = []
  while (marked.length < SWEEPS_PER_RUN) {
    const { meta } = await db.prepare(SWEEP_SQL).bind(cutoff).run()
    marked.push(meta.changes)
    if (meta.changes < SWEEP_ROWS) break
  }
  return marked
}
