import { insertMediaRows, type MediaRow } from '../posts/media-rows'
import { deletePostStatements } from '../posts/writes'
import type { NormalizedEvent, NormalizedSlot } from './event-input'

// An organizer's event is a post of kind 'event' with its organization, days (event_days) and
// schedule slots (event_artists). Each save is one D1 batch: the venue it creates, the post, its
// days, the artists it names for the first time, its slots and its photos land together or not at
// all. Inside a batch nobody else writes and AUTOINCREMENT ids only grow, so `max(id)` is the row
// the batch just inserted.

export interface EventOwner {
  id: number
  user_id: number
  organization_id: number | null
  visibility: 'public' | 'hidden' | 'deleted'
}

export function findEventOwner(db: D1Database, id: number): Promise<EventOwner | null> {
  return db
    .prepare(
      "SELECT id, user_id, organization_id, visibility FROM posts WHERE id = ?1 AND kind = 'event'",
    )
    .bind(id)
    .first<EventOwner>()
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

const NEW_ARTISTS = (values: string) => `INSERT INTO artists (name, organization_id)
  SELECT column1, ?1 FROM (VALUES ${values}) AS n
  WHERE NOT EXISTS (SELECT 1 FROM artists a WHERE a.name = n.column1)`
// A stage is a venue of the organization's, found by name like an artist.
const NEW_STAGES = (values: string) => `INSERT INTO venues (kind, name, organization_id)
  SELECT 'venue', column1, ?1 FROM (VALUES ${values}) AS n
  WHERE NOT EXISTS (SELECT 1 FROM venues v WHERE v.kind = 'venue' AND v.name = n.column1)`

/**
 * Statements adding each distinct name (an artist, a stage) the organization's event brings,
 * 90 names a statement (D1 binds at most 100 values); `sql` gets the VALUES rows (?2 on, ?1 being
 * the organization) and adds only the names not there yet.
 */
function insertNewNames(
  db: D1Database,
  organizationId: number,
  names: string[],
  sql: (values: string) => string,
): D1PreparedStatement[] {
  const distinct = [...new Set(names)]
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i < distinct.length; i += 90) {
    const chunk = distinct.slice(i, i + 90)
    statements.push(
      db.prepare(sql(placeholders(chunk.length, 1, 1))).bind(organizationId, ...chunk),
    )
  }
  return statements
}

/** Statements saving `event` (see the top of this file); a create's first returns the id. */
export function saveEventStatements(
  db: D1Database,
  target: EventTarget,
  event: NormalizedEvent,
  media: MediaRow[],
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = []
  if (event.newVenue) {
    statements.push(insertVenueStatement(db, event.newVenue, event.organizationId))
  }
  const venueSql = event.newVenue ? LAST_VENUE : String(event.venueId)
  const postSql = target.mode === 'create' ? LAST_POST : String(target.postId)
  statements.push(...savePostStatements(db, target, event, venueSql))
  statements.push(insertDaysStatement(db, event, postSql))
  const newArtists = event.slots.flatMap((slot) =>
    slot.artistId === null && slot.artistName ? [slot.artistName] : [],
  )
  const newStages = event.slots.flatMap((slot) =>
    slot.venueId === null && slot.stageName ? [slot.stageName] : [],
  )
  statements.push(
    ...insertNewNames(db, event.organizationId, newArtists, NEW_ARTISTS),
    ...insertNewNames(db, event.organizationId, newStages, NEW_STAGES),
    ...insertSlotStatements(db, event, postSql),
  )
  const photos = insertMediaRows(db, postSql, media)
  if (photos) statements.push(photos)
  return statements
}

function insertVenueStatement(
  db: D1Database,
  v: NonNullable<NormalizedEvent['newVenue']>,
  organizationId: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO venues (kind, name, address, lat, lng, organization_id)
       VALUES ('venue', ?1, ?2, ?3, ?4, ?5)`,
    )
    .bind(v.name, v.address, v.lat, v.lng, organizationId)
}

/** The event's post row: inserted (returning its id) or updated, with what an edit replaces. */
function savePostStatements(
  db: D1Database,
  target: EventTarget,
  event: NormalizedEvent,
  venueSql: string,
): D1PreparedStatement[] {
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
  if (target.mode === 'create') {
    return [
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
    ]
  }
  return [
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
  ]
}

function insertDaysStatement(db: D1Database, event: NormalizedEvent, postSql: string) {
  const days = event.days.flatMap((day) => [day.startsAt, day.endsAt])
  return db
    .prepare(
      `INSERT INTO event_days (post_id, starts_at, ends_at)
       SELECT ${postSql}, column1, column2 FROM (VALUES ${placeholders(event.days.length, 2, 0)})`,
    )
    .bind(...days)
}

/**
 * The timetable's slots. The slot's artist: its id, or the artist of that exact name (the
 * organization's own first); its stage: its venue, the venue of that name (made above when new),
 * or the event's venue.
 */
function insertSlotStatements(db: D1Database, event: NormalizedEvent, postSql: string) {
  const SLOTS_PER_STATEMENT = 15
  const statements: D1PreparedStatement[] = []
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
  return statements
}

/**
 * Soft delete, as a resident's post (an event is a post): the row stays for reports and
 * moderation; its photos go, and its slots stop holding their stage (the stage rule ignores
 * deleted events).
 */
export const deleteEventStatements = deletePostStatements
