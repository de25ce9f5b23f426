import {
  isMapKind,
  isPlaceKind,
  isRestaurantGenre,
  MAP_ITEMS_MAX,
  type MapItem,
  type MapKind,
  mapItemKey,
  placePath,
} from '../../src/shared/api/places'
import { pathTo } from '../../src/shared/links'
import { postTitle } from '../../src/shared/text'
import { invalid } from '../lib/errors'
import { mediaUrl, PUBLISHED } from '../posts/queries'
import { BY_ACTIVE_AUTHOR, notHidden } from './filters'

// GET /api/map/items: what a pin's card and its list row show (title, photo, dates), for the pins
// the list shows and the one tapped, so that a map view reads only its pins' positions
// (points.ts). Each item is read by its id: a row of posts or venues, and a post's first photo.

/** `post:1,venue:2` → the pins asked for, each once; a clear 400 for anything else. */
export function parseItemIds(raw: string | undefined): { kind: MapKind; id: number }[] {
  const parts = raw ? [...new Set(raw.split(','))] : []
  if (parts.length === 0 || parts.length > MAP_ITEMS_MAX) {
    throw invalid(
      'ids',
      `ids は「種類:番号」をカンマで区切って1〜${MAP_ITEMS_MAX}件指定してください。`,
    )
  }
  return parts.map((part) => {
    const match = /^([a-z]+):(\d{1,12})$/.exec(part.trim())
    const kind = match?.[1]
    const id = Number(match?.[2])
    if (!isMapKind(kind) || !Number.isSafeInteger(id) || id < 1) {
      throw invalid('ids', 'ids は post:12 や venue:3 のように「種類:番号」で指定してください。')
    }
    return { kind, id }
  })
}

interface PostItemRow {
  id: number
  kind: 'post' | 'event' | 'coupon'
  title: string | null
  body: string
  starts_at: string | null
  ends_at: string | null
  valid_until: string | null
  image_key: string | null
}

interface PlaceItemRow {
  id: number
  kind: 'venue' | 'restaurant'
  name: string
  image_key: string | null
  genre: string | null
}

// The posts the map shows (public, published, with a place, by an active author), by id. A pin
// without a title is named by its text's first 30 characters (postTitle); 300 code points hold
// those even for emoji sequences.
const postItemsSql = (ids: string, hidden: string) => `SELECT p.id, p.kind, p.title,
    substr(p.body, 1, 300) AS body, p.starts_at, p.ends_at, p.valid_until,
    (SELECT m.thumb_key FROM post_media m WHERE m.post_id = p.id ORDER BY m.position LIMIT 1)
      AS image_key
  FROM posts p
  WHERE p.id IN (${ids}) AND p.visibility = 'public' AND ${PUBLISHED}
    AND p.lat IS NOT NULL AND p.lng IS NOT NULL AND ${BY_ACTIVE_AUTHOR}${hidden}`

const placeItemsSql = (ids: string) => `SELECT v.id, v.kind, v.name, v.image_key, v.genre
  FROM venues v WHERE v.id IN (${ids}) AND v.kind IN ('venue', 'restaurant')
    AND v.lat IS NOT NULL AND v.lng IS NOT NULL`

/**
 * The items of `wanted` that the map shows, in the order asked, and the posts' own titles by id
 * (for the translation of the names). An id whose kind is not the item's is left out.
 */
export async function readMapItems(
  db: D1Database,
  wanted: { kind: MapKind; id: number }[],
  hidden: readonly number[],
): Promise<{ items: MapItem[]; titles: Map<number, string> }> {
  // The ids, checked integers, written inline: D1 counts a row read for each value a json_each
  // list gives, not for a list of constants.
  const ids = (place: boolean) =>
    wanted
      .filter((item) => isPlaceKind(item.kind) === place)
      .map((item) => item.id)
      .join(',') || '0'
  const [postRows, placeRows] = await db.batch([
    db.prepare(postItemsSql(ids(false), notHidden({ hidden }))),
    db.prepare(placeItemsSql(ids(true))),
  ])
  const found = new Map<string, MapItem>()
  for (const row of (postRows?.results ?? []) as PostItemRow[]) {
    found.set(mapItemKey(row), postItem(row))
  }
  for (const row of (placeRows?.results ?? []) as PlaceItemRow[]) {
    found.set(mapItemKey(row), placeItem(row))
  }
  const titles = new Map(
    ((postRows?.results ?? []) as PostItemRow[]).flatMap((row) =>
      row.title?.trim() ? [[row.id, row.title] as const] : [],
    ),
  )
  const items = wanted.flatMap((item) => {
    const hit = found.get(mapItemKey(item))
    return hit ? [hit] : []
  })
  return { items, titles }
}

const postItem = (row: PostItemRow): MapItem => ({
  kind: row.kind,
  id: row.id,
  title: postTitle(row),
  path: pathTo('/app/posts/:id', { id: row.id }),
  image_url: row.image_key ? mediaUrl(row.image_key) : null,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  valid_until: row.valid_until,
  genre: null,
})

const placeItem = (row: PlaceItemRow): MapItem => ({
  kind: row.kind,
  id: row.id,
  title: row.name,
  path: placePath(row.kind, row.id),
  image_url: row.image_key ? mediaUrl(row.image_key) : null,
  starts_at: null,
  ends_at: null,
  valid_until: null,
  genre: isRestaurantGenre(row.genre) ? row.genre : null,
})
