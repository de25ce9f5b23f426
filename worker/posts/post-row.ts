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

interface MediaJson {
  key: string
  thumb_key: string
  width: number
  height: number
  alt: string
}

/**
 * The select list of a post row, in the order of POST_ROW_NAMES (postRowOf reads the cells by
 * position). `FROM posts p CROSS JOIN users u` makes SQLite walk posts first (through whichever
 * posts index the WHERE names) and look the author up by primary key, instead of starting from
 * users and sorting. The photos come from a correlated subquery over post_media's (post_id,
 * position) index, aggregated to JSON, so a page of 50 posts costs one round trip and no N+1.
 */
export const postColumns = (
  body: string,
) => `p.id, p.user_id, p.kind, p.title, ${body}, p.tags_json, p.place_name,
  p.address, p.lat, p.lng, p.venue_id, p.starts_at, p.ends_at, p.coupon_offer, p.coupon_terms,
  p.valid_from, p.valid_until, p.per_user_limit, p.total_limit, p.like_count, p.favorite_count,
  p.created_at, p.updated_at, u.name AS author_name, u.avatar_url AS author_avatar_url,
  CASE WHEN p.kind = 'coupon' THEN (SELECT count(*) FROM coupon_uses cu
    WHERE cu.coupon_id = p.id AND cu.voided_at IS NULL) ELSE 0 END AS coupon_used_count,
  CASE WHEN p.kind = 'coupon' THEN (SELECT min(r.id) FROM stamp_rallies r
    WHERE r.reward_coupon_id = p.id) END AS reward_rally_id,
  (SELECT json_group_array(json_object('key', m.key, 'thumb_key', m.thumb_key, 'width', m.width,
     'height', m.height, 'alt', m.alt))
   FROM (SELECT key, thumb_key, width, height, alt FROM post_media
         WHERE post_id = p.id ORDER BY position) AS m) AS media_json,
  CASE WHEN p.kind = 'event' AND p.organization_id IS NOT NULL THEN (SELECT json_object(
     'organization_id', o.id, 'organizer', o.name, 'ticket_price', p.ticket_price, 'ticket_url', p.ticket_url,
     'capacity', p.capacity,
     'days', json((SELECT json_group_array(json_object('starts_at', d.starts_at, 'ends_at', d.ends_at))
       FROM (SELECT starts_at, ends_at FROM event_days WHERE post_id = p.id ORDER BY starts_at) AS d)))
   FROM organizations o WHERE o.id = p.organization_id) END AS organizer_json`

/** The names of postColumns' columns, in its order. */
const POST_ROW_NAMES = [
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
  'like_count',
  'favorite_count',
  'created_at',
  'updated_at',
  'author_name',
  'author_avatar_url',
  'coupon_used_count',
  'reward_rally_id',
  'media_json',
  'organizer_json',
] as const

type Cells = unknown[]

/**
 * A row of postColumns from its cells. One object literal per row: the D1 client's `.all()`
 * builds each row with Object.fromEntries over an array of [name, value] pairs, which cost a
 * page of 21 rows more than the rest of its shaping together.
 */
const postRowOf = (c: Cells): PostRow => ({
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
  coupon_offer: c[13] as string | null,
  coupon_terms: c[14] as string | null,
  valid_from: c[15] as string | null,
  valid_until: c[16] as string | null,
  per_user_limit: c[17] as number | null,
  total_limit: c[18] as number | null,
  like_count: c[19] as number,
  favorite_count: c[20] as number,
  created_at: c[21] as string,
  updated_at: c[22] as string,
  author_name: c[23] as string,
  author_avatar_url: c[24] as string | null,
  coupon_used_count: c[25] as number,
  reward_rally_id: c[26] as number | null,
  media_json: c[27] as string,
  organizer_json: c[28] as string | null,
})

/**
 * The rows of a statement that selects postColumns (and nothing after them), read as arrays of
 * cells (`.raw()`). The column names D1 answers are checked against the order postRowOf reads.
 */
export async function readPostRows(statement: D1PreparedStatement): Promise<PostRow[]> {
  const [columns, ...rows] = await statement.raw({ columnNames: true })
  if (columns && POST_ROW_NAMES.some((name, i) => columns[i] !== name)) {
    throw new Error(`post rows: columns ${columns.join(', ')}`)
  }
  return rows.map(postRowOf)
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

function parseMedia(json: string): MediaItem[] {
  const items = JSON.parse(json) as MediaJson[]
  return items.map((item) => ({
    url: mediaUrl(item.key),
    thumb_url: mediaUrl(item.thumb_key),
    width: item.width,
    height: item.height,
    alt: item.alt,
  }))
}
