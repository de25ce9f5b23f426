import type { EventByOrganizer, MediaItem, PostKind, PostSummary } from '../../src/shared/api/posts'
import { parseStringArray } from '../lib/json-column'

// A post's row as the reads of worker/posts/queries.ts select it, and its API shape.

export interface PostRow {
  id: number
  user_id: number
  kind: PostKind
  title: string | null
  body: string
  tags_json: string
  place_name: string | null
  address: string | null
  lat: number | null
  lng: number | null
  venue_id: number | null
  starts_at: string | null
  ends_at: string | null
  coupon_offer: string | null
  coupon_terms: string | null
  valid_from: string | null
  valid_until: string | null
  per_user_limit: number | null
  total_limit: number | null
  coupon_used_count: number
  reward_rally_id: number | null
  like_count: number
  favorite_count: number
  created_at: string
  updated_at: string
  author_name: string
  author_avatar_url: string | null
  media_json: string
  /** An organization's event: EventByOrganizer as JSON; null for everything else. */
  organizer_json: string | null
}

/**
 * A photo in media_json: [key, thumb_key, width, height, alt], and in a single post's row also
 * [small_key, medium_key] (null when the photo has no such copy).
 */
type MediaCells = [
  key: string,
  thumbKey: string,
  width: number,
  height: number,
  alt: string,
  smallKey?: string | null,
  mediumKey?: string | null,
]

/**
 * A post's photos in position order (post_media's (post_id, position) index): a JSON array of
 * MediaCells, one array per photo rather than an object, so a page's rows do not repeat the
 * names for every photo. Only a post's own page shows the copies between the thumbnail and the
 * display size (its carousel's srcset); a list's cards show thumbnails and leave them out.
 */
const mediaJson = (columns: string) => `(SELECT json_group_array(json_array(${columns}))
   FROM (SELECT ${columns.replaceAll('m.', '')} FROM post_media
         WHERE post_id = p.id ORDER BY position) AS m)`
const MEDIA_JSON = mediaJson(
  'm.key, m.thumb_key, m.width, m.height, m.alt, m.small_key, m.medium_key',
)
const LIST_MEDIA_JSON = mediaJson('m.key, m.thumb_key, m.width, m.height, m.alt')

/** An organization's event: EventByOrganizer as JSON (null for anything else). */
const ORGANIZER_JSON = `CASE WHEN p.kind = 'event' AND p.organization_id IS NOT NULL THEN (SELECT json_object(
     'organization_id', o.id, 'organizer', o.name, 'ticket_price', p.ticket_price, 'ticket_url', p.ticket_url,
     'capacity', p.capacity,
     'days', json((SELECT json_group_array(json_object('starts_at', d.starts_at, 'ends_at', d.ends_at))
       FROM (SELECT starts_at, ends_at FROM event_days WHERE post_id = p.id ORDER BY starts_at) AS d)))
   FROM organizations o WHERE o.id = p.organization_id) END`

const COUPON_USED = `(SELECT count(*) FROM coupon_uses cu WHERE cu.coupon_id = p.id AND cu.voided_at IS NULL)`
const REWARD_RALLY = `(SELECT min(r.id) FROM stamp_rallies r WHERE r.reward_coupon_id = p.id)`

/**
 * The select list of one post's row (the names of PostRow). `FROM posts p CROSS JOIN users u`
 * makes SQLite walk posts first (through whichever posts index the WHERE names) and look the
 * author up by primary key, instead of starting from users and sorting.
 */
export const postColumns = (
  body: string,
) => `p.id, p.user_id, p.kind, p.title, ${body}, p.tags_json, p.place_name,
  p.address, p.lat, p.lng, p.venue_id, p.starts_at, p.ends_at, p.coupon_offer, p.coupon_terms,
  p.valid_from, p.valid_until, p.per_user_limit, p.total_limit, p.like_count, p.favorite_count,
  p.created_at, p.updated_at, u.name AS author_name, u.avatar_url AS author_avatar_url,
  CASE WHEN p.kind = 'coupon' THEN ${COUPON_USED} ELSE 0 END AS coupon_used_count,
  CASE WHEN p.kind = 'coupon' THEN ${REWARD_RALLY} END AS reward_rally_id,
  ${MEDIA_JSON} AS media_json,
  ${ORGANIZER_JSON} AS organizer_json`

/**
 * The select list of a list's rows (readPostRows makes PostRows of them), leaner than
 * postColumns: a page is 21 rows, most of them plain posts, and every cell is one more value for
 * D1 to send and for the D1 client in the Worker to parse. A coupon's eight fields are one JSON
 * array (one null for anything else), and `updated_at` is null when it is `created_at` (a post
 * never edited). The order is LIST_ROW_NAMES'.
 */
export const listRowColumns = (
  body: string,
) => `p.id, p.user_id, p.kind, p.title, ${body}, p.tags_json, p.place_name,
  p.address, p.lat, p.lng, p.venue_id, p.starts_at, p.ends_at, p.like_count, p.favorite_count,
  p.created_at, nullif(p.updated_at, p.created_at) AS updated_at, u.name AS author_name,
  u.avatar_url AS author_avatar_url,
  CASE WHEN p.kind = 'coupon' THEN json_array(p.coupon_offer, p.coupon_terms, p.valid_from,
    p.valid_until, p.per_user_limit, p.total_limit, ${COUPON_USED}, ${REWARD_RALLY}) END AS coupon_json,
  ${LIST_MEDIA_JSON} AS media_json,
  ${ORGANIZER_JSON} AS organizer_json`

/** The names of listRowColumns' columns, in its order. */
const LIST_ROW_NAMES = [
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
  'like_count',
  'favorite_count',
  'created_at',
  'updated_at',
  'author_name',
  'author_avatar_url',
  'coupon_json',
  'media_json',
  'organizer_json',
] as const

type Cells = unknown[]
/** A coupon's fields in listRowColumns' coupon_json. */
type CouponCells = [
  offer: string | null,
  terms: string | null,
  validFrom: string | null,
  validUntil: string | null,
  perUserLimit: number | null,
  totalLimit: number | null,
  usedCount: number,
  rewardRallyId: number | null,
]
const NO_COUPON: CouponCells = [null, null, null, null, null, null, 0, null]

/**
 * A PostRow from the cells of a list's row. One object literal per row: the D1 client's `.all()`
 * builds each row with Object.fromEntries over an array of [name, value] pairs, which cost a page
 * of 21 rows more than the rest of its shaping together.
 */
function listRowOf(c: Cells): PostRow {
  const coupon = c[19] === null ? NO_COUPON : (JSON.parse(c[19] as string) as CouponCells)
  return {
    id: c[0] as number,
    user_id: c[1] as number,
    kind: c[2] as PostKind,
    title: c[3] as string | null,
    body: c[4] as string,
    tags_json: c[5] as string,
    place_name: c[6] as string | null,
    address: c[7] as string | null,
    lat: c[8] as number | null,
    lng: c[9] as number | null,
    venue_id: c[10] as number | null,
    starts_at: c[11] as string | null,
    ends_at: c[12] as string | null,
    coupon_offer: coupon[0],
    coupon_terms: coupon[1],
    valid_from: coupon[2],
    valid_until: coupon[3],
    per_user_limit: coupon[4],
    total_limit: coupon[5],
    coupon_used_count: coupon[6],
    reward_rally_id: coupon[7],
    like_count: c[13] as number,
    favorite_count: c[14] as number,
    created_at: c[15] as string,
    updated_at: (c[16] ?? c[15]) as string,
    author_name: c[17] as string,
    author_avatar_url: c[18] as string | null,
    media_json: c[20] as string,
    organizer_json: c[21] as string | null,
  }
}

/**
 * The rows of a statement that selects listRowColumns (and nothing after them), read as arrays
 * of cells (`.raw()`). The column names D1 answers are checked against the order listRowOf reads.
 */
export async function readPostRows(statement: D1PreparedStatement): Promise<PostRow[]> {
  return (await readCells(statement, [])).map(listRowOf)
}

/**
 * readPostRows for a statement that selects one text column more after listRowColumns (e.g.
 * when a favorite was saved), answered on each row under its name.
 */
export async function readPostRowsWith<Name extends string>(
  statement: D1PreparedStatement,
  name: Name,
): Promise<(PostRow & Record<Name, string>)[]> {
  const at = LIST_ROW_NAMES.length
  // Added to the row listRowOf made, not spread into a copy of it: one row object, as there.
  return (await readCells(statement, [name])).map(
    (cells) =>
      Object.assign(listRowOf(cells), { [name]: cells[at] }) as PostRow & Record<Name, string>,
  )
}

async function readCells(statement: D1PreparedStatement, extra: string[]): Promise<Cells[]> {
  const [columns, ...rows] = await statement.raw({ columnNames: true })
  const names = [...LIST_ROW_NAMES, ...extra]
  if (columns && (columns.length !== names.length || names.some((n, i) => columns[i] !== n))) {
    throw new Error(`post rows: columns ${columns.join(', ')}`)
  }
  return rows
}

export function mediaUrl(key: string): string {
  return `/media/${key}`
}

export function toPostSummary(row: PostRow): PostSummary {
  const hasPlace =
    row.place_name !== null || row.address !== null || row.lat !== null || row.venue_id !== null
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    tags: parseStringArray(row.tags_json),
    place: hasPlace
      ? {
          name: row.place_name,
          address: row.address,
          lat: row.lat,
          lng: row.lng,
          venue_id: row.venue_id,
        }
      : null,
    event:
      row.kind === 'event' && row.starts_at && row.ends_at
        ? {
            starts_at: row.starts_at,
            ends_at: row.ends_at,
            ...(row.organizer_json
              ? { by_organizer: JSON.parse(row.organizer_json) as EventByOrganizer }
              : {}),
          }
        : null,
    coupon:
      row.kind === 'coupon'
        ? {
            offer: row.coupon_offer ?? '',
            terms: row.coupon_terms ?? '',
            valid_from: row.valid_from,
            valid_until: row.valid_until,
            per_user_limit: row.per_user_limit,
            total_limit: row.total_limit,
            used_count: row.coupon_used_count,
            reward_of_rally: row.reward_rally_id ?? null,
          }
        : null,
    media: parseMedia(row.media_json),
    author: { id: row.user_id, name: row.author_name, avatar_url: row.author_avatar_url },
    like_count: row.like_count,
    favorite_count: row.favorite_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** A post's photos (media_json) as the API shows them. */
function parseMedia(json: string): MediaItem[] {
  return (JSON.parse(json) as MediaCells[]).map(
    ([key, thumbKey, width, height, alt, smallKey, mediumKey]) => ({
      url: mediaUrl(key),
      thumb_url: mediaUrl(thumbKey),
      ...(smallKey === undefined ? {} : { small_url: smallKey && mediaUrl(smallKey) }),
      ...(mediumKey === undefined ? {} : { medium_url: mediumKey && mediaUrl(mediumKey) }),
      width,
      height,
      alt,
    }),
  )
}

/** A post's first photo (media_json): what a share preview shows. */
export function firstPhoto(
  json: string,
): { key: string; width: number; height: number; alt: string } | null {
  const [first] = JSON.parse(json) as MediaCells[]
  return first ? { key: first[0], width: first[2], height: first[3], alt: first[4] } : null
}
