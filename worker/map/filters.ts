import { isPlaceKind } from '../../src/shared/api/places'
import { couponValidAt, endOfTokyoValue } from '../lib/tokyo-sql'
import { PUBLISHED } from '../posts/queries'
import type { Bbox, MapQuery } from './input'

// What puts an item on the map, written once for the points (routes.ts) and the clusters
// (clusters.ts): a cluster counts exactly the posts and places the points of its cell would show.

/** A post (alias p) whose author is active (see POST_ON_MAP). */
export const BY_ACTIVE_AUTHOR = `NOT EXISTS (SELECT 1 FROM users na INDEXED BY users_not_active
        WHERE na.id = p.user_id AND na.status <> 'active')`

export const IN_BOX = (alias: string) =>
  `${alias}.lat BETWEEN ?1 AND ?2 AND ${alias}.lng BETWEEN ?3 AND ?4`

/**
 * A post (alias p) on the map: inside the box, public, of a kind asked for; events not ended (or
 * overlapping the period asked for), coupons valid now; by an active author. Binds ?1–?8
 * (postParams). The author is looked up in the partial index of the few authors who are not
 * active (migrations/0038_map_strips.sql): D1 counts a row read only for the few found there,
 * where `NOT IN (SELECT …)` counted every pin's lookup and a join every pin's author.
 */
export const POST_ON_MAP = `${IN_BOX('p')} AND p.visibility = 'public' AND ${PUBLISHED}
      AND p.kind IN (SELECT value FROM json_each(?5))
      AND (p.kind <> 'event' OR (
        ${endOfTokyoValue('COALESCE(p.ends_at, p.starts_at)')} >= julianday(?6)
        AND (?7 IS NULL OR julianday(p.starts_at) <= julianday(?7))))
      AND (p.kind <> 'coupon' OR (${couponValidAt('?8')}))
      AND ${BY_ACTIVE_AUTHOR}`

/**
 * ` AND p.user_id NOT IN (…)`: the authors a signed-in viewer does not see (blocked either way,
 * read once per request in routes.ts), or nothing. Integers from our own table, written inline:
 * the statements' numbered binds stay as they are.
 */
export const notHidden = (query: { hidden?: readonly number[] }) => {
  const ids = hiddenIds(query)
  return ids ? ` AND p.user_id NOT IN (${ids})` : ''
}

/** The hidden authors as a SQL list ("4,9"), or null when there are none. */
export const hiddenIds = (query: { hidden?: readonly number[] }) =>
  (query.hidden ?? []).filter(Number.isSafeInteger).join(',') || null

/** A place (alias v) on the map: inside the box ?1–?4, of a kind in `kinds` (a JSON list). */
export const placeOnMap = (kinds = '?5') =>
  `${IN_BOX('v')} AND v.kind IN (SELECT value FROM json_each(${kinds}))`

export const boxParams = ({ south, north, west, east }: Bbox) => [south, north, west, east] as const

const iso = (ms: number) => new Date(ms).toISOString()

/** ?1–?8 of POST_ON_MAP. */
export function postParams(query: MapQuery, bbox: Bbox, now: number) {
  const postKinds = query.kinds.filter((kind) => kind !== 'venue' && kind !== 'restaurant')
  return [
    ...boxParams(bbox),
    JSON.stringify(postKinds),
    iso(query.from ?? now),
    query.to === null ? null : iso(query.to),
    iso(now),
  ] as const
}

/** The place kinds asked for, as placeOnMap's JSON list. */
export const placeKinds = (query: MapQuery) => JSON.stringify(query.kinds.filter(isPlaceKind))

/** ?1–?5 of placeOnMap(). */
export const placeParams = (query: MapQuery, bbox: Bbox) =>
  [...boxParams(bbox), placeKinds(query)] as const
