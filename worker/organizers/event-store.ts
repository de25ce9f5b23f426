import type { OrganizerEvent, PublishState, VenueChoice } from '../../src/shared/api/organizers'
import { mediaUrl } from '../posts/queries'
import type { NormalizedEvent, NormalizedSlot } from './event-input'

// An organizer's event is a post of kind 'event' with its organization, days (event_days) and
// schedule slots (event_artists). Each save is one D1 batch: the venue it creates, the post, its
// days, the artists it names for the first time, its slots and its photos land together or not at
// all. Inside a batch nobody else writes and AUTOINCREMENT ids only grow, so `max(id)` is the row
// the batch just inserted.

export interface EventOwner {
  id: number
  organization_id: number | null
  visibility: 'public' | 'hidden' | 'deleted'
}

export interface EventMedia {
  key: string
  thumb_key: string
  content_type: string
  width: number
  height: number
  alt: string
}

export function findEventOwner(db: D1Database, id: number): Promise<EventOwner | null> {
  return db
    .prepare("SELECT id, organization_id, visibility FROM posts WHERE id = ?1 AND kind = 'event'")
    .bind(id)
    .first<EventOwner>()
}

export async function listEventMedia(db: D1Database, postId: number): Promise<EventMedia[]> {
  const { results } = await db
    .prepare(
      `SELECT key, thumb_key, content_type, width, height, alt FROM post_media
       WHERE post_id = ?1 ORDER BY position`,
    )
    .bind(postId)
    .all<EventMedia>()
  return results
}

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

export interface StageClash {
  slotIndex: number
  title: string | null
  startsAt: string
  endsAt: string
}

/**
 * The first slot that overlaps a slot of another event (not deleted) on the same stage. The
 * trigger in the migration holds the same rule for concurrent saves; this names the clash.
 */
export async function findStageClash(
  db: D1Database,
  slots: NormalizedSlot[],
  eventVenueId: number | null,
  exceptPostId: number | null,
): Promise<StageClash | null> {
  // One query for every slot (up to 300): the slots travel as one JSON parameter.
  const staged = slots.flatMap((slot, index) => {
    const stage = slot.venueId ?? eventVenueId
    return stage === null ? [] : [{ i: index, v: stage, s: slot.startsAt, e: slot.endsAt }]
  })
  if (staged.length === 0) return null
  const clash = await db
    .prepare(
      `SELECT json_extract(j.value, '$.i') AS slot_index, p.title, s.starts_at, s.ends_at
       FROM json_each(?1) AS j
       JOIN event_artists s ON s.venue_id = json_extract(j.value, '$.v')
         AND s.starts_at < json_extract(j.value, '$.e')
         AND json_extract(j.value, '$.s') < s.ends_at
       LEFT JOIN posts p ON p.id = s.post_id
       WHERE s.post_id IS NULL OR (p.visibility <> 'deleted' AND s.post_id IS NOT ?2)
       ORDER BY json_extract(j.value, '$.i') LIMIT 1`,
    )
    .bind(JSON.stringify(staged), exceptPostId)
    .first<{ slot_index: number; title: string | null; starts_at: string; ends_at: string }>()
  if (!clash) return null
  return {
    slotIndex: clash.slot_index,
    title: clash.title,
    startsAt: clash.starts_at,
    endsAt: clash.ends_at,
  }
}

export type EventTarget = { mode: 'create'; userId: number } | { mode: 'edit'; postId: number }

const LAST_POST = '(SELECT max(id) FROM posts)'
const LAST_VENUE = '(SELECT max(id) FROM venues)'

function placeholders(count: number, width: number, offset: number): string {
  return Array.from({ length: count }, (_, row) => {
    const cells = Array.from({ length: width }, (_, col) => `?${offset + row * width + col + 1}`)
    return `(${cells.join(', ')})`
  }).join(', ')
}

/** Statements saving `event` (see the top of this file); a create's first returns the id. */
export function saveEventStatements(
  db: D1Database,
  target: EventTarget,
  event: NormalizedEvent,
  media: EventMedia[],
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = []
  if (event.newVenue) {
    const v = event.newVenue
    statements.push(
      db
        .prepare(
          `INSERT INTO venues (kind, name, address, lat, lng, organization_id)
           VALUES ('venue', ?1, ?2, ?3, ?4, ?5)`,
        )
        .bind(v.name, v.address, v.lat, v.lng, event.organizationId),
    )
  }
  const venueSql = event.newVenue ? LAST_VENUE : String(event.venueId)
  const first = event.days[0]
  const last = event.days[event.days.length - 1]
  const fields = [
    event.title,
    event.body,
    JSON.stringify(event.tags),
    first?.startsAt ?? null,
    last?.endsAt ?? null,
    event.organizationId,
    event.publishState,
    event.publishAt,
    event.ticketPrice,
    event.ticketUrl,
    event.capacity,
  ]
  let postSql: string
  if (target.mode === 'create') {
    statements.push(
      db
        .prepare(
          `INSERT INTO posts (user_id, kind, title, body, tags_json, starts_at, ends_at,
             organization_id, publish_state, publish_at, ticket_price, ticket_url, capacity,
             venue_id, place_name, address, lat, lng)
           SELECT ?12, 'event', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,
             v.id, v.name, v.address, v.lat, v.lng
           FROM venues v WHERE v.id = ${venueSql}
           RETURNING id`,
        )
        .bind(...fields, target.userId),
    )
    postSql = LAST_POST
  } else {
    postSql = String(target.postId)
    statements.push(
      db
        .prepare(
          `UPDATE posts SET title = ?1, body = ?2, tags_json = ?3, starts_at = ?4, ends_at = ?5,
             organization_id = ?6, publish_state = ?7, publish_at = ?8, ticket_price = ?9,
             ticket_url = ?10, capacity = ?11,
             (venue_id, place_name, address, lat, lng) =
               (SELECT id, name, address, lat, lng FROM venues WHERE id = ${venueSql}),
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           WHERE id = ?12`,
        )
        .bind(...fields, target.postId),
      db.prepare(`DELETE FROM event_days WHERE post_id = ?1`).bind(target.postId),
      db.prepare(`DELETE FROM event_artists WHERE post_id = ?1`).bind(target.postId),
      db.prepare(`DELETE FROM post_media WHERE post_id = ?1`).bind(target.postId),
    )
  }
  const days = event.days.flatMap((day) => [day.startsAt, day.endsAt])
  statements.push(
    db
      .prepare(
        `INSERT INTO event_days (post_id, starts_at, ends_at)
         SELECT ${postSql}, column1, column2 FROM (VALUES ${placeholders(event.days.length, 2, 0)})`,
      )
      .bind(...days),
  )
  const newArtists = [
    ...new Set(
      event.slots.flatMap((slot) =>
        slot.artistId === null && slot.artistName ? [slot.artistName] : [],
      ),
    ),
  ]
  for (let i = 0; i < newArtists.length; i += 90) {
    const chunk = newArtists.slice(i, i + 90)
    statements.push(
      db
        .prepare(
          `INSERT INTO artists (name, organization_id)
           SELECT column1, ?1 FROM (VALUES ${placeholders(chunk.length, 1, 1)}) AS n
           WHERE NOT EXISTS (SELECT 1 FROM artists a WHERE a.name = n.column1)`,
        )
        .bind(event.organizationId, ...chunk),
    )
  }
  const newStages = [
    ...new Set(
      event.slots.flatMap((slot) =>
        slot.venueId === null && slot.stageName ? [slot.stageName] : [],
      ),
    ),
  ]
  for (let i = 0; i < newStages.length; i += 90) {
    const chunk = newStages.slice(i, i + 90)
    statements.push(
      db
        .prepare(
          `INSERT INTO venues (kind, name, organization_id)
           SELECT 'venue', column1, ?1 FROM (VALUES ${placeholders(chunk.length, 1, 1)}) AS n
           WHERE NOT EXISTS (SELECT 1 FROM venues v WHERE v.kind = 'venue' AND v.name = n.column1)`,
        )
        .bind(event.organizationId, ...chunk),
    )
  }
  // The slot's artist: its id, or the artist of that exact name (the organization's own first);
  // its stage: its venue, the venue of that name (made above when new), or the event's venue.
  const SLOTS_PER_STATEMENT = 15
  for (let i = 0; i < event.slots.length; i += SLOTS_PER_STATEMENT) {
    const chunk = event.slots.slice(i, i + SLOTS_PER_STATEMENT)
    statements.push(
      db
        .prepare(
          `INSERT INTO event_artists (post_id, artist_id, venue_id, starts_at, ends_at)
           SELECT ${postSql},
             coalesce(s.column1, (SELECT a.id FROM artists a WHERE a.name = s.column2
               ORDER BY a.organization_id IS ?1 DESC, a.id LIMIT 1)),
             coalesce(s.column3,
               (SELECT v.id FROM venues v WHERE v.kind = 'venue' AND v.name = s.column4
                ORDER BY v.organization_id IS ?1 DESC, v.id LIMIT 1),
               (SELECT venue_id FROM posts WHERE id = ${postSql})),
             s.column5, s.column6
           FROM (VALUES ${placeholders(chunk.length, 6, 1)}) AS s`,
        )
        .bind(
          event.organizationId,
          ...chunk.flatMap((slot) => [
            slot.artistId,
            slot.artistName,
            slot.venueId,
            slot.stageName,
            slot.startsAt,
            slot.endsAt,
          ]),
        ),
    )
  }
  if (media.length > 0) {
    statements.push(
      db
        .prepare(
          `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
           SELECT ${postSql}, column1, column2, column3, column4, column5, column6, column7
           FROM (VALUES ${placeholders(media.length, 7, 0)})`,
        )
        .bind(
          ...media.flatMap((row, position) => [
            position,
            row.key,
            row.thumb_key,
            row.content_type,
            row.width,
            row.height,
            row.alt,
          ]),
        ),
    )
  }
  return statements
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
): Promise<{ id: number; title: string; publish_state: PublishState; starts_at: string | null }[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, coalesce(p.title, '') AS title, p.publish_state, p.starts_at FROM posts p
       WHERE p.organization_id IN (SELECT value FROM json_each(?1)) AND p.kind = 'event'
         AND p.visibility <> 'deleted'
       ORDER BY p.id DESC LIMIT 200`,
    )
    .bind(JSON.stringify(organizationIds))
    .all<{ id: number; title: string; publish_state: PublishState; starts_at: string | null }>()
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
