import { MAP_POINTS_ZOOM } from '../../src/shared/map-cells'
import { couponValidAt, endOfTokyoValue, startOfTokyoValue } from '../lib/tokyo-sql'

// Events, coupons and scheduled posts counted per cell (migrations/0043_map_steady.sql). They come
// and go with the clock, so the hourly housekeeping decides them for a window, the next two hours:
// an item on the map at both ends of the window is on it throughout (each item is on the map over
// one interval of time: from its publication and first valid day to its end), so it is counted in
// map_cells' live columns (map_steady = 1); one surely off the map for the whole window is left
// out (2); any other is read one by one (0), as is every item written or edited since. A town
// view of the present whose time lies inside the window reads its cells and those few items
// (clusters.ts), so what it reads follows the cells on screen, not the events in them.

const HOUR_MS = 3_600_000
/** The housekeeping runs hourly: a window of two covers the next run's lateness. */
export const STEADY_WINDOW_MS = 2 * HOUR_MS

/** POST_ON_MAP's clock conditions (filters.ts) at the instant bound to `t`; never null. */
const onMapAt = (t: string) => `COALESCE(
    (p.publish_state = 'published' OR (p.publish_state = 'scheduled' AND p.publish_at <= ${t}))
    AND (p.kind <> 'event' OR ${endOfTokyoValue('COALESCE(p.ends_at, p.starts_at)')} >= julianday(${t}))
    AND (p.kind <> 'coupon' OR (${couponValidAt(t)})), 0)`

/** Off the map for the whole window ?1–?2: one of the conditions fails from start to end. */
const OFF_THROUGHOUT = `(EXISTS (SELECT 1 FROM users na INDEXED BY users_not_active
        WHERE na.id = p.user_id AND na.status <> 'active')
    OR NOT COALESCE(p.publish_state = 'published'
      OR (p.publish_state = 'scheduled' AND p.publish_at <= ?2), 0)
    OR (p.kind = 'event'
      AND NOT COALESCE(${endOfTokyoValue('COALESCE(p.ends_at, p.starts_at)')} >= julianday(?1), 0))
    OR (p.kind = 'coupon' AND (
      NOT COALESCE(p.valid_until IS NULL OR ${endOfTokyoValue('p.valid_until')} >= julianday(?1), 0)
      OR NOT COALESCE(p.valid_from IS NULL OR ${startOfTokyoValue('p.valid_from')} <= julianday(?2), 0))))`

/** What the run decides for a live item (alias p) and the window ?1–?2 (ISO instants). */
const DECIDED = `(CASE WHEN ${OFF_THROUGHOUT} THEN 2
    WHEN ${onMapAt('?1')} AND ${onMapAt('?2')} THEN 1 ELSE 0 END)`

/** The live items (posts_map_live_now's condition, alias p), which alone may be steady. */
const LIVE_WHERE = `p.visibility = 'public' AND p.lat IS NOT NULL AND p.lng IS NOT NULL
    AND p.map_ended = 0 AND (p.kind <> 'post' OR p.publish_state <> 'published')`

/** map_cells' live columns: a scheduled post is "sched". */
const COUNTED_KINDS = [
  ['event', 'event'],
  ['coupon', 'coupon'],
  ['sched', 'post'],
] as const

/**
 * Adds (sign 1) or takes off (-1) the live items chosen by `which` in map_cells' live columns, at
 * the town zooms (street views read their live items one by one: street.ts).
 */
const countsSql = (sign: 1 | -1, which: string) => {
  const columns = COUNTED_KINDS.flatMap(([name]) => [`${name}_n`, `${name}_lat`, `${name}_lng`])
  const sums = COUNTED_KINDS.flatMap(([, kind]) => [
    `${sign} * sum(p.kind = '${kind}')`,
    `${sign} * sum(CASE WHEN p.kind = '${kind}' THEN p.lat ELSE 0 END)`,
    `${sign} * sum(CASE WHEN p.kind = '${kind}' THEN p.lng ELSE 0 END)`,
  ])
  return `INSERT INTO map_cells (zoom, cy, cx, n, sum_lat, sum_lng, ${columns.join(', ')})
  SELECT z.zoom, p.map_y >> (30 - z.zoom), p.map_x >> (30 - z.zoom), 0, 0, 0, ${sums.join(', ')}
  FROM posts p INDEXED BY posts_map_live_now CROSS JOIN map_zooms z
  WHERE z.zoom < ${MAP_POINTS_ZOOM} AND ${LIVE_WHERE} AND ${which}
  GROUP BY 1, 2, 3
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET
    ${columns.map((column) => `${column} = ${column} + excluded.${column}`).join(', ')}`
}

const LEAVING = countsSql(-1, `p.map_steady = 1 AND ${DECIDED} <> 1`)
const ENTERING = countsSql(1, `p.map_steady <> 1 AND ${DECIDED} = 1`)
const MARKED = `UPDATE posts AS p SET map_steady = ${DECIDED}
  WHERE p.id IN (SELECT p.id FROM posts p INDEXED BY posts_map_live_now
    WHERE ${LIVE_WHERE} AND p.map_steady <> ${DECIDED})`
const WINDOW = `INSERT INTO map_steady_window (id, from_ms, until_ms) VALUES (1, ?3, ?4)
  ON CONFLICT (id) DO UPDATE SET from_ms = excluded.from_ms, until_ms = excluded.until_ms`

/** The run's statements for the window starting at `now`, as SQL and binds (the bench runs them too). */
export function steadyStatements(now: number): { sql: string; params: (string | number)[] }[] {
  const until = now + STEADY_WINDOW_MS
  const window = [new Date(now).toISOString(), new Date(until).toISOString()]
  return [
    { sql: LEAVING, params: window },
    { sql: ENTERING, params: window },
    { sql: MARKED, params: window },
    // Only once every item is decided for the window: a view that reads it before (an isolate's
    // copy of the last one) is inside both, the window of every mark is.
    { sql: WINDOW, params: [...window, now, until] },
  ]
}

/** The hourly run: the counts move and the marks change in one transaction (a batch). */
export async function markSteady(db: D1Database, now: number): Promise<void> {
  await db.batch(steadyStatements(now).map(({ sql, params }) => db.prepare(sql).bind(...params)))
}

/** How long an isolate keeps the window it read (every mark since is for a window holding it). */
const WINDOW_KEPT_MS = 60_000
let known: { from: number; until: number; readAt: number } | null = null

/** map_steady_window's row. */
export type SteadyWindowRow = { from_ms: number; until_ms: number }

/** The statement that reads the last complete run's window (one row, or none before the first). */
export const steadyWindowStatement = (db: D1Database) =>
  db.prepare('SELECT from_ms, until_ms FROM map_steady_window WHERE id = 1')

/** Keeps the window read at `now` and says whether the marks hold then. */
export function keepSteadyWindow(row: SteadyWindowRow | null | undefined, now: number): boolean {
  known = { from: row?.from_ms ?? 1, until: row?.until_ms ?? 0, readAt: now }
  return now >= known.from && now <= known.until
}

/** Whether the marks hold at `now` by the window this isolate read lately; undefined: not known. */
export function knownSteadyAt(now: number): boolean | undefined {
  if (!known || now - known.readAt > WINDOW_KEPT_MS || now < known.readAt) return undefined
  return now >= known.from && now <= known.until
}

/** Forgets the window read (tests, and a purge of the isolate's memos). */
export function forgetSteadyWindow(): void {
  known = null
}
