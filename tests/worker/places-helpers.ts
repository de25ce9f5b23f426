import { env } from 'cloudflare:workers'
import type { OpeningHours } from '../../src/shared/opening-hours'

// Rows of places, artists, slots and geotagged posts, written as the demo seed writes them.

export interface PlaceFields {
  kind?: 'venue' | 'restaurant' | 'shelter'
  name?: string
  lat?: number | null
  lng?: number | null
  genre?: string | null
  hours?: OpeningHours | null
  tags?: string[]
  address?: string
  price_range?: string | null
}

export async function insertPlace(fields: PlaceFields = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO venues (kind, name, description, address, lat, lng, genre, price_range,
       opening_hours_json, tags_json, access, phone)
     VALUES (?1, ?2, '港の近くのお店です。', ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'みなと駅から徒歩5分',
       '0557-20-0000') RETURNING id`,
  )
    .bind(
      fields.kind ?? 'restaurant',
      fields.name ?? 'らーめん 港屋',
      fields.address ?? '静岡県賀茂郡みなと町本町2-9-5',
      fields.lat === undefined ? 34.9728 : fields.lat,
      fields.lng === undefined ? 139.0936 : fields.lng,
      fields.genre ?? null,
      fields.price_range ?? null,
      fields.hours ? JSON.stringify(fields.hours) : null,
      JSON.stringify(fields.tags ?? []),
    )
    .first<{ id: number }>()
  if (!row) throw new Error('place insert returned nothing')
  return row.id
}

export async function insertArtist(name: string, genre = 'ロック'): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO artists (name, genre, bio, url, links_json) VALUES (?1, ?2, 'みなと町のバンド。',
       'https://band.example/', '[{"label":"X","url":"https://x.com/band"}]') RETURNING id`,
  )
    .bind(name, genre)
    .first<{ id: number }>()
  if (!row) throw new Error('artist insert returned nothing')
  return row.id
}

export async function insertSlot(fields: {
  artist_id: number
  venue_id: number | null
  post_id?: number | null
  starts_at: string
  ends_at: string
}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO event_artists (post_id, artist_id, venue_id, starts_at, ends_at)
     VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id`,
  )
    .bind(
      fields.post_id ?? null,
      fields.artist_id,
      fields.venue_id,
      fields.starts_at,
      fields.ends_at,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('slot insert returned nothing')
  return row.id
}

export interface GeoPostFields {
  user_id: number
  kind?: 'post' | 'event' | 'coupon'
  title?: string
  lat: number
  lng: number
  venue_id?: number | null
  starts_at?: string | null
  ends_at?: string | null
  valid_from?: string | null
  valid_until?: string | null
  visibility?: 'public' | 'hidden' | 'deleted'
}

export async function insertGeoPost(fields: GeoPostFields): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO posts (user_id, kind, title, body, lat, lng, venue_id, starts_at, ends_at,
       valid_from, valid_until, visibility, coupon_offer)
     VALUES (?1, ?2, ?3, '本文です。', ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) RETURNING id`,
  )
    .bind(
      fields.user_id,
      fields.kind ?? 'post',
      fields.title ?? '港の夕焼け',
      fields.lat,
      fields.lng,
      fields.venue_id ?? null,
      fields.starts_at ?? null,
      fields.ends_at ?? null,
      fields.valid_from ?? null,
      fields.valid_until ?? null,
      fields.visibility ?? 'public',
      fields.kind === 'coupon' ? 'ドリンク1杯無料' : null,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('post insert returned nothing')
  return row.id
}

/** An instant `minutes` from now as it is stored for events (+09:00 wall time). */
export function tokyoIn(minutes: number): string {
  const wall = new Date(Date.now() + minutes * 60_000 + 9 * 3600_000)
  return `${wall.toISOString().slice(0, 19)}+09:00`
}

/** Open every day, all day (a closing time at the opening time runs to the next morning). */
export const ALWAYS_OPEN: OpeningHours = {
  periods: [{ days: [0, 1, 2, 3, 4, 5, 6], opens: '00:00', closes: '00:00' }],
}
/** Known hours that never open (closed every day). */
export const NEVER_OPEN: OpeningHours = { periods: [] }
