import type {
  OrganizerEvent,
  OrganizerEventSummary,
  PublishState,
  VenueChoice,
} from '../../src/shared/api/organizers'
import { mediaUrl } from '../posts/queries'

// Reads of organizer events and what the event form picks from (venues, artists by id or name).

/** Ids among `ids` that no row of `table` has. */
export async function missingIds(
  db: D1Database,
  table: 'venues' | 'artists',
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const found = new Set<number>()
  for (let i = 0; i < unique.length; i += 90) {
    const chunk = unique.slice(i, i + 90)
    const { results } = await db
      .prepare(
        `SELECT id FROM ${table} WHERE id IN (${chunk.map((_, j) => `?${j + 1}`).join(',')})`,
      )
      .bind(...chunk)
      .all<{ id: number }>()
    for (const row of results) found.add(row.id)
  }
  return unique.filter((id) => !found.has(id))
}

interface EventRow {
  id: number
  organization_id: number
  title: string | null
  body: string
  tags_json: string
  venue_id: number | null
  venue_name: string | null
  ticket_price: number | null
  ticket_url: string | null
  capacity: number | null
  publish_state: PublishState
  publish_at: string | null
  visibility: 'public' | 'hidden' | 'deleted'
}

const EVENT_SQL = `SELECT p.id, p.organization_id, p.title, p.body, p.tags_json, p.venue_id,
    v.name AS venue_name, p.ticket_price, p.ticket_url, p.capacity, p.publish_state, p.publish_at,
    p.visibility
  FROM posts p LEFT JOIN venues v ON v.id = p.venue_id`

/** An event of the organization with everything the edit form needs; null when unknown. */
export async function loadEvent(db: D1Database, id: number): Promise<OrganizerEvent | null> {
  const [rows, days, slots, media] = await db.batch([
    db.prepare(`${EVENT_SQL} WHERE p.id = ?1 AND p.organization_id IS NOT NULL`).bind(id),
    db
      .prepare('SELECT starts_at, ends_at FROM event_days WHERE post_id = ?1 ORDER BY starts_at')
      .bind(id),
    db
      .prepare(
        `SELECT s.id, s.artist_id, a.name AS artist_name, s.venue_id, s.starts_at, s.ends_at
         FROM event_artists s JOIN artists a ON a.id = s.artist_id
         WHERE s.post_id = ?1 ORDER BY s.starts_at, s.id`,
      )
      .bind(id),
    db
      .prepare('SELECT key, thumb_key, alt FROM post_media WHERE post_id = ?1 ORDER BY position')
      .bind(id),
  ])
  const row = rows?.results[0] as EventRow | undefined
  if (!row || row.visibility === 'deleted') return null
  type SlotRow = {
    id: number
    artist_id: number
    artist_name: string
    venue_id: number | null
    starts_at: string
    ends_at: string
  }
  return {
    id: row.id,
    organization_id: row.organization_id,
    title: row.title ?? '',
    body: row.body,
    tags: JSON.parse(row.tags_json) as string[],
    days: (days?.results ?? []) as { starts_at: string; ends_at: string }[],
    venue: row.venue_id !== null ? { id: row.venue_id, name: row.venue_name ?? '' } : null,
    slots: ((slots?.results ?? []) as SlotRow[]).map((slot) => ({
      id: slot.id,
      artist: { id: slot.artist_id, name: slot.artist_name },
      venue_id: slot.venue_id,
      starts_at: slot.starts_at,
      ends_at: slot.ends_at,
    })),
    ticket_price: row.ticket_price,
    ticket_url: row.ticket_url,
    capacity: row.capacity,
    publish_state: row.publish_state,
    publish_at: row.publish_at,
    photos: ((media?.results ?? []) as { key: string; thumb_key: string; alt: string }[]).map(
      (m) => ({ url: mediaUrl(m.key), thumb_url: mediaUrl(m.thumb_key), alt: m.alt }),
    ),
    hidden: row.visibility === 'hidden',
  }
}

/** The events of these organizations, newest first (every publish state; not deleted ones). */
export async function listEvents(
  db: D1Database,
  organizationIds: number[],
): Promise<OrganizerEventSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, coalesce(p.title, '') AS title, p.publish_state, p.starts_at FROM posts p
       WHERE p.organization_id IN (SELECT value FROM json_each(?1)) AND p.kind = 'event'
         AND p.visibility <> 'deleted'
       ORDER BY p.id DESC LIMIT 200`,
    )
    .bind(JSON.stringify(organizationIds))
    .all<OrganizerEventSummary>()
  return results
}

/** Venues an organizer may pick: every concert venue, their own marked. */
/** Existing venues by exact name (the organization's own first), for stages named in a slot. */
export async function venueIdsByName(
  db: D1Database,
  names: string[],
  organizationId: number,
): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  const unique = [...new Set(names)]
  for (let i = 0; i < unique.length; i += 90) {
    const chunk = unique.slice(i, i + 90)
    const { results } = await db
      .prepare(
        `SELECT name, id FROM venues WHERE kind = 'venue'
           AND name IN (${chunk.map((_, j) => `?${j + 2}`).join(',')})
         ORDER BY organization_id IS ?1 DESC, id DESC`,
      )
      .bind(organizationId, ...chunk)
      .all<{ name: string; id: number }>()
    // Ordered best first; the first row of each name wins.
    for (const row of results) if (!found.has(row.name)) found.set(row.name, row.id)
  }
  return found
}

export async function listVenueChoices(
  db: D1Database,
  organizationIds: number[],
): Promise<VenueChoice[]> {
  const { results } = await db
    .prepare(
      `SELECT id, name, address, organization_id IN (SELECT value FROM json_each(?1)) AS own
       FROM venues WHERE kind = 'venue' ORDER BY own DESC, name LIMIT 500`,
    )
    .bind(JSON.stringify(organizationIds))
    .all<{ id: number; name: string; address: string; own: number | null }>()
  return results.map((row) => ({ ...row, own: row.own === 1 }))
}
