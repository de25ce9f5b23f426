// The bench/api data set as SQL: 100,000 posts by default (10,000 and 1,000,000 for the scaling
// curves, bench/curves) (events and coupons among them) by a few thousand
// users, photos on about a third of them, likes, favorites and follows, written as multi-row
// INSERTs in the schema of migrations/. Counters (like_count, favorite_count) are derived from
// the rows, as the API keeps them. Nothing here is random at run time: a seeded generator makes
// the same data every time, so a cached database stays valid as long as this file is unchanged.
import {
  ALT_TEXTS,
  body,
  COUPON_OFFERS,
  COUPON_TERMS,
  eventTitle,
  PLACES,
  postTitle,
  random,
  TAGS,
  userName,
} from './text.mjs'

export const SIZES = { users: 3000, venues: 30, posts: 100_000 }

const FIRST_POST_AT = Date.parse('2024-11-20T00:00:00Z')
const LAST_POST_AT = Date.parse('2026-11-20T12:00:00Z')
const JST_MS = 9 * 3600 * 1000

const literal = (value) => {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return String(value)
  return `'${String(value).replaceAll("'", "''")}'`
}

const iso = (ms) => new Date(ms).toISOString()
/** 2026-11-28T18:00:00+09:00 */
const tokyo = (ms) => `${new Date(ms + JST_MS).toISOString().slice(0, 19)}+09:00`
const tokyoDate = (ms) => new Date(ms + JST_MS).toISOString().slice(0, 10)

/**
 * Collects rows per table and cuts them into INSERT statements of at most ~90 KB (D1 refuses
 * statements over 100 KB) and 1,000 rows (SQLite here runs out of memory compiling ~9,000-row
 * VALUES lists), grouped a few MB at a time (one request to the D1 service each).
 */
class SqlWriter {
  constructor() {
    this.scripts = []
    this.script = []
    this.scriptBytes = 0
  }

  insert(table, columns, rows) {
    const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`
    let values = []
    let bytes = head.length
    const flush = () => {
      if (values.length === 0) return
      this.add(`${head}${values.join(',\n')};`, bytes)
      values = []
      bytes = head.length
    }
    for (const row of rows) {
      const tuple = `(${columns.map((column) => literal(row[column])).join(', ')})`
      const size = Buffer.byteLength(tuple) + 2
      if (bytes + size > 90_000 || values.length >= 1000) flush()
      values.push(tuple)
      bytes += size
    }
    flush()
  }

  add(statement, bytes) {
    this.script.push(statement)
    this.scriptBytes += bytes
    if (this.scriptBytes > 4_000_000) this.cut()
  }

  cut() {
    if (this.script.length > 0) this.scripts.push(this.script)
    this.script = []
    this.scriptBytes = 0
  }
}

function users(r) {
  const rows = []
  for (let id = 1; id <= SIZES.users; id++) {
    rows.push({
      id,
      email: `bench-${id}@bench.jimoto.example`,
      email_verified: 1,
      name: userName(r, id),
      bio: r.chance(0.6) ? 'みなと町に住んでいます。地元のお店とイベントが好きです。' : '',
      avatar_url: r.chance(0.4) ? `/media/bench/avatar-${id}.jpg` : null,
      // About 1% of accounts are hidden by moderation: their posts must not appear anywhere.
      status: id % 97 === 0 ? 'hidden' : 'active',
      created_at: iso(FIRST_POST_AT - (SIZES.users - id) * 3_600_000),
    })
  }
  return rows
}

function venues(r) {
  return Array.from({ length: SIZES.venues }, (_, i) => ({
    id: i + 1,
    kind: ['venue', 'restaurant', 'shelter'][i % 3],
    name: `${PLACES[i % PLACES.length]}${i >= PLACES.length ? ' 第2会場' : ''}`,
    address: `静岡県賀茂郡みなと町${r.int(1, 9)}-${r.int(1, 30)}`,
    lat: 34.68 + r.next() * 0.05,
    lng: 138.94 + r.next() * 0.05,
  }))
}

/** Heavy posters exist: user ids skew low (a square of a uniform draw). */
const author = (r) => 1 + Math.floor(r.next() ** 2 * SIZES.users)

function post(r, id, total) {
  const created = FIRST_POST_AT + Math.floor(((LAST_POST_AT - FIRST_POST_AT) * (id - 1)) / total)
  const roll = r.next()
  const kind = roll < 0.12 ? 'event' : roll < 0.2 ? 'coupon' : 'post'
  const tags = new Set()
  for (let n = r.int(0, 3); n > 0; n--) tags.add(r.pick(TAGS))
  const venue = r.chance(0.15) ? r.int(1, SIZES.venues) : null
  const place = venue !== null || r.chance(0.15)
  const vis = r.next()
  const row = {
    id,
    user_id: author(r),
    kind,
    title:
      kind === 'event' ? eventTitle(r) : kind === 'post' && r.chance(0.4) ? postTitle(r) : null,
    body: body(r),
    tags_json: JSON.stringify([...tags]),
    place_name: place ? r.pick(PLACES) : null,
    address: place ? `静岡県賀茂郡みなと町${r.int(1, 9)}-${r.int(1, 30)}` : null,
    lat: place ? 34.68 + r.next() * 0.05 : null,
    lng: place ? 138.94 + r.next() * 0.05 : null,
    venue_id: venue,
    visibility: vis < 0.015 ? 'hidden' : vis < 0.02 ? 'deleted' : 'public',
    created_at: iso(created),
    updated_at: iso(created),
  }
  if (kind === 'event') {
    // A day 3 to 60 days after the post, from 9:00 to 18:30 Tokyo time, 1 to 6 hours long.
    const day = created + JST_MS + r.int(3, 60) * 86_400_000
    const starts = day - (day % 86_400_000) - JST_MS + r.int(18, 37) * 1_800_000
    row.starts_at = tokyo(starts)
    row.ends_at = tokyo(starts + r.int(2, 12) * 1_800_000)
  }
  if (kind === 'coupon') {
    row.coupon_offer = r.pick(COUPON_OFFERS)
    row.title = `${r.pick(PLACES)}で使える${row.coupon_offer}クーポン`
    row.coupon_terms = COUPON_TERMS
    row.valid_from = tokyoDate(created)
    row.valid_until = tokyoDate(created + r.int(7, 90) * 86_400_000)
    row.per_user_limit = r.chance(0.7) ? 1 : null
    row.total_limit = r.chance(0.3) ? r.int(50, 500) : null
  }
  return row
}

/** Distinct users reacting to a post: most posts get few, some get many. */
function reactors(r, mean) {
  const count = Math.floor(r.next() ** 4 * mean * 5)
  const ids = new Set()
  for (let i = 0; i < count; i++) ids.add(1 + r.int(0, SIZES.users - 1))
  return [...ids]
}

const MEDIA_COLUMNS = [
  'id',
  'post_id',
  'position',
  'key',
  'thumb_key',
  'content_type',
  'width',
  'height',
  'alt',
]

const POST_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'title',
  'body',
  'tags_json',
  'place_name',
  'address',
  'lat',
  'lng',
  'venue_id',
  'starts_at',
  'ends_at',
  'coupon_offer',
  'coupon_terms',
  'valid_from',
  'valid_until',
  'per_user_limit',
  'total_limit',
  'visibility',
  'like_count',
  'favorite_count',
  'created_at',
  'updated_at',
]

/** Posts `first`..`last` with their photos, likes and favorites; `media.id` goes on from `mediaId`. */
function postBlock(r, first, last, total, mediaId) {
  const block = { posts: [], media: [], likes: [], favorites: [], mediaId }
  for (let id = first; id <= last; id++) {
    const row = post(r, id, total)
    if (r.chance(0.35)) {
      for (let position = 0, n = r.int(1, 4); position < n; position++) {
        block.mediaId++
        block.media.push({
          id: block.mediaId,
          post_id: id,
          position,
          key: `bench/p${id}-${position}.jpg`,
          thumb_key: `bench/p${id}-${position}-thumb.jpg`,
          content_type: 'image/jpeg',
          width: 1600,
          height: r.chance(0.7) ? 1200 : 1600,
          alt: r.pick(ALT_TEXTS),
        })
      }
    }
    const at = Date.parse(row.created_at)
    const likers = reactors(r, 2)
    const savers = reactors(r, 0.5)
    for (const [i, user_id] of likers.entries())
      block.likes.push({ user_id, post_id: id, created_at: iso(at + (i + 1) * 60_000) })
    for (const [i, user_id] of savers.entries())
      block.favorites.push({ user_id, post_id: id, created_at: iso(at + (i + 1) * 90_000) })
    row.like_count = likers.length
    row.favorite_count = savers.length
    block.posts.push(row)
  }
  return block
}

function follows(r) {
  const rows = []
  for (let follower = 1; follower <= SIZES.users; follower++) {
    const followees = new Set()
    for (let n = Math.floor(r.next() ** 2 * 20); n > 0; n--) followees.add(author(r))
    followees.delete(follower)
    for (const followee of followees) rows.push({ follower_id: follower, followee_id: followee })
  }
  return rows
}

/**
 * Writes the whole data set as SQL scripts, in foreign-key order, handing each script (a list
 * of statements of a few MB) to `send` as soon as it is cut, so memory stays flat at any size:
 * the same users and places at every size, `posts` posts over the same two years (a larger
 * town's data is denser, not longer).
 * @param {{ posts?: number }} size
 * @param {(script: string[]) => Promise<void>} send
 * @returns {Promise<Record<string, number>>} rows per table
 */
export async function writeBenchData({ posts: total = SIZES.posts }, send) {
  const r = random(20261120)
  const sql = new SqlWriter()
  const counts = {}
  const put = (table, columns, rows) => {
    sql.insert(table, columns, rows)
    counts[table] = (counts[table] ?? 0) + rows.length
  }
  const flush = async () => {
    for (const script of sql.scripts.splice(0)) await send(script)
  }
  put(
    'users',
    ['id', 'email', 'email_verified', 'name', 'bio', 'avatar_url', 'status', 'created_at'],
    users(r),
  )
  put('venues', ['id', 'kind', 'name', 'address', 'lat', 'lng'], venues(r))
  // Posts go in blocks, each followed by its photos and reactions, to keep memory flat.
  const BLOCK = 5000
  let mediaId = 0
  for (let first = 1; first <= total; first += BLOCK) {
    const block = postBlock(r, first, Math.min(total, first + BLOCK - 1), total, mediaId)
    mediaId = block.mediaId
    put('posts', POST_COLUMNS, block.posts)
    put('post_media', MEDIA_COLUMNS, block.media)
    put('likes', ['user_id', 'post_id', 'created_at'], block.likes)
    put('favorites', ['user_id', 'post_id', 'created_at'], block.favorites)
    await flush()
  }
  put('follows', ['follower_id', 'followee_id'], follows(r))
  sql.cut()
  await flush()
  return counts
}
