import {
  type ArtistSummary,
  isRestaurantGenre,
  type PagePlaceKind,
  type PlaceCoupon,
  type PlaceEvent,
  type PlaceSummary,
  type ScheduleSlot,
} from '../../src/shared/api/places'
import { isOpenAt, parseOpeningHours } from '../../src/shared/opening-hours'
import { postTitle } from '../../src/shared/text'
import { notBlocked } from '../lib/blocks'
import { couponValidAt } from '../lib/tokyo-sql'
import { mediaUrl, PUBLIC_POST } from '../posts/queries'

// The SQL of venues, restaurants and artists. Shelters live in the same table but belong to the
// hazard map: every read here names the page kinds, so a shelter id is simply not found.

export interface PlaceRow {
  id: number
  kind: PagePlaceKind
  name: string
  description: string
  address: string
  lat: number | null
  lng: number | null
  url: string | null
  phone: string | null
  hours: string | null
  image_key: string | null
  tags_json: string
  genre: string | null
  price_range: string | null
  access: string
  opening_hours_json: string | null
  reservation_url: string | null
}

const PLACE_COLUMNS = `id, kind, name, description, address, lat, lng, url, phone, hours, image_key,
  tags_json, genre, price_range, access, opening_hours_json, reservation_url`
const PAGE_KINDS = `kind IN ('venue', 'restaurant')`

export function toPlaceSummary(row: PlaceRow, now: number): PlaceSummary {
  const openingHours = parseOpeningHours(row.opening_hours_json)
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    image_url: row.image_key ? mediaUrl(row.image_key) : null,
    genre: isRestaurantGenre(row.genre) ? row.genre : null,
    price_range: row.price_range,
    tags: JSON.parse(row.tags_json) as string[],
    opening_hours: openingHours,
    open_now: isOpenAt(openingHours, now),
  }
}

export interface PlaceFilter {
  kind: PagePlaceKind
  genre: string | null
  afterId: number | null
  limit: number
}

/** One page of places of a kind (and genre), by id; "open now" is filtered by the caller. */
export async function listPlaces(db: D1Database, filter: PlaceFilter): Promise<PlaceRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${PLACE_COLUMNS} FROM venues
       WHERE kind = ?1 AND (?2 IS NULL OR genre = ?2) AND (?3 IS NULL OR id > ?3)
       ORDER BY id LIMIT ?4`,
    )
    .bind(filter.kind, filter.genre, filter.afterId, filter.limit)
    .all<PlaceRow>()
  return results
}

export function findPlace(db: D1Database, id: number): Promise<PlaceRow | null> {
  return db
    .prepare(`SELECT ${PLACE_COLUMNS} FROM venues WHERE id = ?1 AND ${PAGE_KINDS}`)
    .bind(id)
    .first<PlaceRow>()
}

interface SlotRow {
  id: number
  starts_at: string
  ends_at: string
  artist_id: number
  artist_name: string
  artist_genre: string
  venue_id: number | null
  venue_name: string | null
  event_id: number | null
  event_title: string | null
}

// A slot of an event post shows only while that post is public; venue-only slots always show.
const SLOT_SQL = `SELECT s.id, s.starts_at, s.ends_at, a.id AS artist_id, a.name AS artist_name,
    a.genre AS artist_genre, v.id AS venue_id, v.name AS venue_name,
    p.id AS event_id, p.title AS event_title
  FROM event_artists s
  JOIN artists a ON a.id = s.artist_id
  LEFT JOIN venues v ON v.id = s.venue_id
  LEFT JOIN posts p ON p.id = s.post_id
  LEFT JOIN users u ON u.id = p.user_id
  WHERE (s.post_id IS NULL OR (${PUBLIC_POST}))`

const toSlot = (row: SlotRow): ScheduleSlot => ({
  id: row.id,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  artist: { id: row.artist_id, name: row.artist_name, genre: row.artist_genre },
  venue: row.venue_id !== null ? { id: row.venue_id, name: row.venue_name ?? '' } : null,
  event_id: row.event_id,
  event_title: row.event_title,
})

/** A venue's slots ending after `from` (ISO), by start time. */
/**
 * A venue's slots ending after `from` (ISO): those on its own stage, and those of the events held
 * there, whose stages (メインステージ…) are venues of their own.
 */
export async function venueSlots(db: D1Database, venueId: number, from: string) {
  const { results } = await db
    .prepare(
      `${SLOT_SQL} AND s.ends_at > ?2 AND s.id IN (
         SELECT id FROM event_artists WHERE venue_id = ?1
         UNION SELECT e.id FROM event_artists e JOIN posts ep ON ep.id = e.post_id
           WHERE ep.venue_id = ?1)
       ORDER BY s.starts_at LIMIT 200`,
    )
    .bind(venueId, from)
    .all<SlotRow>()
  return results.map(toSlot)
}

/** A public event's whole lineup, in time order then by stage; empty for anything else. */
export async function eventSlots(db: D1Database, postId: number) {
  const { results } = await db
    .prepare(
      `${SLOT_SQL} AND s.post_id = ?1 AND p.id IS NOT NULL
       ORDER BY s.starts_at, v.name LIMIT 300`,
    )
    .bind(postId)
    .all<SlotRow>()
  return results.map(toSlot)
}

/** An artist's slots ending after `from` (ISO), across venues. */
export async function artistSlots(db: D1Database, artistId: number, from: string) {
  const { results } = await db
    .prepare(`${SLOT_SQL} AND s.artist_id = ?1 AND s.ends_at > ?2 ORDER BY s.starts_at LIMIT 200`)
    .bind(artistId, from)
    .all<SlotRow>()
  return results.map(toSlot)
}

interface PostRefRow {
  id: number
  title: string | null
  body: string
  starts_at: string | null
  ends_at: string | null
  coupon_offer: string | null
  valid_until: string | null
  image_key: string | null
}

const FIRST_IMAGE = `(SELECT m.thumb_key FROM post_media m WHERE m.post_id = p.id
  ORDER BY m.position LIMIT 1) AS image_key`
const titleOf = (row: PostRefRow) => postTitle(row)

/**
 * Events at a place that have not ended at `now`. Event times carry +09:00 and instants are UTC,
 * so they are compared as instants (julianday), never as text.
 */
export async function placeEvents(
  db: D1Database,
  placeId: number,
  now: string,
  /** The signed-in viewer: posts of people blocked either way are left out. */
  viewerId: number | null = null,
) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.title, p.body, p.starts_at, p.ends_at, NULL AS coupon_offer,
         NULL AS valid_until, ${FIRST_IMAGE}
       FROM posts p CROSS JOIN users u
       WHERE p.venue_id = ?1 AND p.kind = 'event' AND ${PUBLIC_POST}
         AND julianday(COALESCE(p.ends_at, p.starts_at)) >= julianday(?2)
         AND ${notBlocked('p.user_id', '?3')}
       ORDER BY julianday(p.starts_at) LIMIT 20`,
    )
    .bind(placeId, now, viewerId ?? 0)
    .all<PostRefRow>()
  return results.map(
    (row): PlaceEvent => ({
      id: row.id,
      title: titleOf(row),
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      image_url: row.image_key ? mediaUrl(row.image_key) : null,
    }),
  )
}

/** A shop's coupons valid at `now` (a missing bound is open). */
export async function placeCoupons(
  db: D1Database,
  placeId: number,
  now: string,
  /** The signed-in viewer: posts of people blocked either way are left out. */
  viewerId: number | null = null,
) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.title, p.body, NULL AS starts_at, NULL AS ends_at, p.coupon_offer,
         p.valid_until, ${FIRST_IMAGE}
       FROM posts p CROSS JOIN users u
       WHERE p.venue_id = ?1 AND p.kind = 'coupon' AND ${PUBLIC_POST}
         AND ${couponValidAt('?2')} AND ${notBlocked('p.user_id', '?3')}
       ORDER BY p.id DESC LIMIT 20`,
    )
    .bind(placeId, now, viewerId ?? 0)
    .all<PostRefRow>()
  return results.map(
    (row): PlaceCoupon => ({
      id: row.id,
      title: titleOf(row),
      coupon_offer: row.coupon_offer,
      valid_until: row.valid_until,
      image_url: row.image_key ? mediaUrl(row.image_key) : null,
    }),
  )
}

export interface ArtistRow {
  id: number
  name: string
  genre: string
  bio: string
  url: string | null
  image_key: string | null
  links_json: string
}

export const toArtistSummary = (row: ArtistRow): ArtistSummary => ({
  id: row.id,
  name: row.name,
  genre: row.genre,
  bio: row.bio,
  image_url: row.image_key ? mediaUrl(row.image_key) : null,
})

const ARTIST_COLUMNS = 'id, name, genre, bio, url, image_key, links_json'

export async function listArtists(db: D1Database, afterId: number | null, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT ${ARTIST_COLUMNS} FROM artists WHERE (?1 IS NULL OR id > ?1) ORDER BY id LIMIT ?2`,
    )
    .bind(afterId, limit)
    .all<ArtistRow>()
  return results
}

export function findArtist(db: D1Database, id: number): Promise<ArtistRow | null> {
  return db
    .prepare(`SELECT ${ARTIST_COLUMNS} FROM artists WHERE id = ?1`)
    .bind(id)
    .first<ArtistRow>()
}
