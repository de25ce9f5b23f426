import { env } from 'cloudflare:workers'
import { sweepEndedFromMap } from '../../worker/map/ended'
import { markSteady } from '../../worker/map/steady'
import { insertGeoPost, insertPlace, tokyoIn } from './places-helpers'
import { insertUser } from './posts-helpers'

// The towns tests/worker/d1-rows.test.ts measures requests in: the posts and places the requests
// show, then more and more around them (elsewhere), ended events in their views, and live events
// and coupons all over the town view.

type Box = [west: number, south: number, east: number, north: number]

export const LAT = 35.05
export const LNG = 139.1
/** A phone's street view at zoom 17 around (LAT, LNG), and the events of a town view at zoom 14. */
export const STREET: Box = [LNG - 0.0017, LAT - 0.003, LNG + 0.0017, LAT + 0.003]
export const TOWN: Box = [LNG - 0.012, LAT - 0.02, LNG + 0.012, LAT + 0.02]
export const bboxOf = (box: number[]) => box.map((n) => n.toFixed(5)).join(',')

/** What the requests name: the author of the seeded posts, a post to like, an old post, pins. */
export const seeded = {
  author: 0,
  likedPost: 0,
  oldPost: 0,
  /** The measured pins as GET /api/map/items names them (the list's first 30 rows). */
  pinKeys: [] as string[],
}

/** Posts and places inside the views and pages measured: the same in both towns. */
export async function seedMeasured() {
  seeded.author = await insertUser({ name: '港町観光協会' })
  for (let n = 0; n < 40; n++) {
    const id = await insertGeoPost({
      user_id: seeded.author,
      kind: n % 4 === 0 ? 'event' : n % 7 === 0 ? 'coupon' : 'post',
      title: `みなと灯台 ${n}`,
      lat: LAT - 0.0025 + (n % 8) * 0.0006,
      lng: LNG - 0.0015 + Math.floor(n / 8) * 0.0006,
      starts_at: n % 4 === 0 ? tokyoIn(60 * 24) : null,
      ends_at: n % 4 === 0 ? tokyoIn(60 * 26) : null,
    })
    if (n === 0) seeded.oldPost = id
    seeded.likedPost = id
    const kind = n % 4 === 0 ? 'event' : n % 7 === 0 ? 'coupon' : 'post'
    if (seeded.pinKeys.length < 30) seeded.pinKeys.push(`${kind}:${id}`)
  }
  await insertPlace({ kind: 'restaurant', name: '灯台食堂', lat: LAT, lng: LNG })
  await env.DB.prepare(
    "UPDATE posts SET tags_json = '[\"灯台\"]' WHERE title LIKE 'みなと灯台%'",
  ).run()
  // Half of them with photos, as residents post them (a pin shows the first one's thumbnail).
  await env.DB.prepare(
    `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height)
     SELECT id, 0, 'photo/' || id || '.jpg', 'thumb/' || id || '.jpg', 'image/jpeg', 800, 600
     FROM posts WHERE title LIKE 'みなと灯台%' AND id % 2 = 0`,
  ).run()
}

/**
 * Posts outside every view and page measured: around the street and the town view on all sides
 * in a town 0.15° across, events and coupons among them, newer than the deep cursor's page, no
 * word the searches look for, no tag they filter on.
 */
export async function seedElsewhere(count: number) {
  const rows: string[] = []
  for (let n = 0; n < count; n++) {
    const angle = (n * 2.399) % (2 * Math.PI)
    const reach = 0.03 + ((n * 7919) % 45) / 1000
    const lat = LAT + Math.sin(angle) * reach
    const lng = LNG + Math.cos(angle) * reach
    const kind = n % 6 === 0 ? 'event' : n % 9 === 0 ? 'coupon' : 'post'
    const starts = kind === 'event' ? `'${tokyoIn(60 * 24)}'` : 'NULL'
    const ends = kind === 'event' ? `'${tokyoIn(60 * 26)}'` : 'NULL'
    rows.push(
      `(${seeded.author}, '${kind}', '朝市 ${n}', 'みなと町の朝市です。', ${lat.toFixed(6)}, ${lng.toFixed(6)}, ${starts}, ${ends})`,
    )
  }
  for (let start = 0; start < rows.length; start += 200) {
    await env.DB.prepare(
      `INSERT INTO posts (user_id, kind, title, body, lat, lng, starts_at, ends_at)
       VALUES ${rows.slice(start, start + 200).join(',')}`,
    ).run()
  }
  // Written behind the app: searches would index them first (a bounded batch per search).
  await env.DB.prepare(
    'UPDATE search_docs SET pending = 0 WHERE pending = 1 AND id NOT IN (SELECT id * 4 FROM posts WHERE title LIKE ?1)',
  )
    .bind('みなと灯台%')
    .run()
}

/**
 * Events that ended and coupons that expired 40 days to two years ago, inside the street view and
 * all over the town view: a town keeps every event it ever held, and none of them is on the map.
 * The hourly housekeeping has run since (worker/map/ended.ts; a view may read the last
 * MAP_ENDED_GRACE_DAYS' ended events, as a period may start that far back).
 */
export async function seedEndedHere(count: number) {
  const rows: string[] = []
  for (let n = 0; n < count; n++) {
    const inStreet = n % 2 === 0
    const lat = inStreet ? LAT - 0.0028 + (n % 50) * 0.0001 : LAT - 0.019 + (n % 95) * 0.0004
    const lng = inStreet ? LNG - 0.0016 + (n % 31) * 0.0001 : LNG - 0.011 + (n % 53) * 0.0004
    const days = 40 + (n % 700)
    const event = n % 5 !== 0
    const columns = event
      ? `'event', '${tokyoIn(-60 * 24 * days)}', '${tokyoIn(-60 * 24 * days + 120)}', NULL`
      : `'coupon', NULL, NULL, '${tokyoIn(-60 * 24 * days).slice(0, 10)}'`
    rows.push(
      `(${seeded.author}, ${columns}, '終わった催し ${n}', 'もう終わりました。', ${lat.toFixed(6)}, ${lng.toFixed(6)})`,
    )
  }
  for (let start = 0; start < rows.length; start += 200) {
    await env.DB.prepare(
      `INSERT INTO posts (user_id, kind, starts_at, ends_at, valid_until, title, body, lat, lng)
       VALUES ${rows.slice(start, start + 200).join(',')}`,
    ).run()
  }
  await sweepEndedFromMap(env.DB, Date.now())
  await markSteady(env.DB, Date.now())
}

/** Each ended event and coupon of seedEndedHere held `times` more times, at the same place. */
export async function seedEndedAgain(times: number) {
  await env.DB.prepare(
    `WITH RECURSIVE copy(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM copy WHERE n < ?1)
     INSERT INTO posts (user_id, kind, starts_at, ends_at, valid_until, title, body, lat, lng)
     SELECT user_id, kind, starts_at, ends_at, valid_until, title, body, lat, lng
     FROM posts CROSS JOIN copy WHERE title LIKE '終わった催し %'`,
  )
    .bind(times)
    .run()
  await sweepEndedFromMap(env.DB, Date.now())
}

/**
 * Events and coupons on the map now all over the town view, none in the street view: a denser
 * town holds more of them in the same view. The hourly housekeeping has run since
 * (worker/map/steady.ts: what it found on the map for its window is counted per cell).
 */
export async function seedLiveHere(count: number, first: number) {
  const rows: string[] = []
  for (let n = first; rows.length < count; n++) {
    const lat = LAT - 0.0195 + ((n * 0.6180339) % 1) * 0.039
    const lng = LNG - 0.0115 + ((n * 0.7548776) % 1) * 0.023
    if (
      lat > STREET[1] - 0.001 &&
      lat < STREET[3] + 0.001 &&
      lng > STREET[0] - 0.001 &&
      lng < STREET[2] + 0.001
    )
      continue
    const columns =
      n % 3 === 2
        ? `'coupon', NULL, NULL, '${tokyoIn(60 * 24 * 20).slice(0, 10)}'`
        : `'event', '${tokyoIn(60 * 24 * (1 + (n % 20)))}', '${tokyoIn(60 * 24 * (1 + (n % 20)) + 120)}', NULL`
    rows.push(
      `(${seeded.author}, ${columns}, '港の催し ${n}', 'みなと町の催しです。', ${lat.toFixed(6)}, ${lng.toFixed(6)})`,
    )
  }
  for (let start = 0; start < rows.length; start += 200) {
    await env.DB.prepare(
      `INSERT INTO posts (user_id, kind, starts_at, ends_at, valid_until, title, body, lat, lng)
       VALUES ${rows.slice(start, start + 200).join(',')}`,
    ).run()
  }
  await markSteady(env.DB, Date.now())
}
