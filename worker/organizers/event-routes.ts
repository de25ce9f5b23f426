import type { Context } from 'hono'
import { Hono } from 'hono'
import type { OrganizerEvent, TimetablePreview } from '../../src/shared/api/organizers'
import { eventInput } from '../../src/shared/api/organizers-schema'
import { MAX_PHOTOS } from '../../src/shared/api/posts'
import { formatTimeRange } from '../../src/shared/date-format/format'
import ja from '../../src/shared/date-format/i18n/ja'
import { decodeTimetable, parseTimetable } from '../../src/shared/timetable-csv'
import { purgeEdgeCache } from '../lib/edge-cache'
import type { AppEnv } from '../lib/env'
import { apiError, invalid } from '../lib/errors'
import { parseId } from '../lib/ids'
import { jsonPart, limitUpload, photoParts, readMultipart } from '../lib/multipart'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, parseInput } from '../lib/validate'
import { type ProcessedPhoto, processPostPhoto, storedCopies } from '../media/pipeline'
import { deleteIfUnreferenced, putNewObjects, rollbackObjects } from '../media/store'
import { findNgWord, holdPost } from '../moderation/ng-words'
import { listMediaRows, type MediaRow, mediaRowKeys, toMediaRow } from '../posts/media-rows'
import { indexPost } from '../search/documents'
import { enqueueTranslation } from '../translate/queue'
import { type Organizer, requireOrganizer } from './access'
import { type NormalizedEvent, normalizeEvent } from './event-input'
import { listEvents, listVenueChoices, loadEvent, missingIds, venueIdsByName } from './event-reads'
import {
  deleteEventStatements,
  type EventTarget,
  findEventOwner,
  findStageClash,
  saveEventStatements,
} from './event-store'

/** An organizer's events (create, edit, list), venues to pick, and the timetable CSV preview. */
export const organizerEvents = new Hono<AppEnv>()

const EVENT_NOT_FOUND = 'イベントが見つかりません。'

organizerEvents.get('/events', async (c) => {
  const organizer = await requireOrganizer(c)
  return reply(c, 'GET /api/organizers/events', {
    items: await listEvents(c.env.DB, organizer.organizationIds),
  })
})

organizerEvents.get('/venues', async (c) => {
  const organizer = await requireOrganizer(c)
  return reply(c, 'GET /api/organizers/venues', {
    items: await listVenueChoices(c.env.DB, organizer.organizationIds),
  })
})

/** The event if this organizer's organizations own it: 404 when unknown, 403 when another's. */
async function ownEvent(c: Context<AppEnv>, rawId: string | undefined, organizer: Organizer) {
  const event = await findEventOwner(c.env.DB, parseId(rawId, EVENT_NOT_FOUND))
  if (!event || event.visibility === 'deleted' || event.organization_id === null) {
    throw apiError(404, 'not_found', EVENT_NOT_FOUND)
  }
  if (!organizer.organizationIds.includes(event.organization_id)) {
    throw apiError(403, 'other_organization', '他の主催団体のイベントや会場は変更できません。')
  }
  return event
}

organizerEvents.get('/events/:id{[^/]+}', async (c) => {
  const organizer = await requireOrganizer(c)
  const owned = await ownEvent(c, c.req.param('id'), organizer)
  const event = await loadEvent(c.env.DB, owned.id)
  if (!event) throw apiError(404, 'not_found', EVENT_NOT_FOUND)
  return reply(c, 'GET /api/organizers/events/:id', event)
})

/** Every id the event names exists, stages named like a venue are that venue, no stage clash. */
async function checkReferences(db: D1Database, event: NormalizedEvent, postId: number | null) {
  const venueIds = [
    ...(event.venueId !== null ? [event.venueId] : []),
    ...event.slots.flatMap((slot) => (slot.venueId !== null ? [slot.venueId] : [])),
  ]
  if ((await missingIds(db, 'venues', venueIds)).length > 0) {
    throw invalid('venue_id', '指定された会場が見つかりません。')
  }
  const artistIds = event.slots.flatMap((slot) => (slot.artistId !== null ? [slot.artistId] : []))
  if ((await missingIds(db, 'artists', artistIds)).length > 0) {
    throw invalid('slots', '指定された出演者が見つかりません。')
  }
  const named = event.slots.flatMap((slot) =>
    slot.venueId === null && slot.stageName ? [slot.stageName] : [],
  )
  const byName = await venueIdsByName(db, named, event.organizationId)
  for (const slot of event.slots) {
    if (slot.venueId === null && slot.stageName) slot.venueId = byName.get(slot.stageName) ?? null
  }
  const clash = await findStageClash(db, event.slots, event.venueId, postId)
  if (clash) {
    const slot = event.slots[clash.slotIndex]
    throw apiError(
      409,
      'stage_overlap',
      `${clash.slotIndex + 1}枠目（${formatTimeRange(slot?.startsAt ?? '', slot?.endsAt ?? '', ja)}）は、同じステージの「${clash.title ?? '別の予定'}」（${formatTimeRange(clash.startsAt, clash.endsAt, ja)}）と時間が重なっています。`,
      { extra: { field: `slots.${clash.slotIndex}.starts_at` } },
    )
  }
}

/**
 * Create and edit: validate everything (fields, ownership, references, clashes, photo count)
 * before any side effect, then photos to R2, then one D1 batch; a failed batch removes the
 * objects this request created.
 */
async function saveEvent(
  c: Context<AppEnv>,
  organizer: Organizer,
  target: EventTarget,
  existing: MediaRow[],
) {
  await enforceRateLimits(c, [
    { limit: RATE_LIMITS.organizerEventsPerUser, subject: organizer.userId },
  ])
  const form = await readMultipart(c)
  const event = normalizeEvent(parseInput(eventInput, await jsonPart(form)), Date.now())
  await requireOrganizer(c, event.organizationId)
  const photos = await photoParts(form)
  const kept = (event.keepMedia ?? existing.map((_, i) => i)).map((position) => {
    const row = existing[position]
    if (!row) throw invalid('keep_media', '残す写真の指定が正しくありません。')
    return row
  })
  if (kept.length + photos.length > MAX_PHOTOS) {
    throw invalid('photos', `写真は${MAX_PHOTOS}枚までです。`)
  }
  const db = c.env.DB
  await checkReferences(db, event, target.mode === 'edit' ? target.postId : null)
  const processed: ProcessedPhoto[] = []
  for (const photo of photos) {
    processed.push(await processPostPhoto(c.env.IMAGES, photo.bytes, photo.field))
  }
  const created = await putNewObjects(c.env.MEDIA, processed.flatMap(storedCopies))
  const media = [...kept, ...processed.map((photo, i) => toMediaRow(photo, photos[i]?.alt ?? ''))]
  let postId: number
  try {
    const results = await db.batch<{ id: number }>(saveEventStatements(db, target, event, media))
    if (target.mode === 'create') {
      const id = results.find((result) => typeof result.results[0]?.id === 'number')?.results[0]?.id
      if (typeof id !== 'number') throw new Error('INSERT … RETURNING id returned no id')
      postId = id
    } else postId = target.postId
  } catch (err) {
    await rollbackObjects(db, c.env.MEDIA, created)
    if (String(err).includes('stage_overlap')) {
      throw apiError(
        409,
        'stage_overlap',
        '同じステージで時間が重なる出演枠が、たった今ほかのイベントに登録されました。タイムテーブルを確認してください。',
      )
    }
    console.error('organizers: event save failed, removing this upload from R2', err)
    throw apiError(
      503,
      'save_failed',
      'イベントを保存できませんでした。時間をおいてもう一度お試しください。',
    )
  }
  const keptKeys = new Set(kept.flatMap(mediaRowKeys))
  await deleteIfUnreferenced(
    db,
    c.env.MEDIA,
    existing.flatMap(mediaRowKeys).filter((key) => !keptKeys.has(key)),
  )
  // An event is a post: one with an NG word is held for review (not indexed nor translated
  // until staff publish it), as worker/posts/routes.ts holds a resident's post.
  const word = await findNgWord(db, [
    event.title,
    event.body,
    ...event.tags,
    ...event.slots.flatMap((slot) => [slot.artistName ?? '', slot.stageName ?? '']),
    event.newVenue?.name ?? '',
  ])
  if (word !== null) await holdPost(db, { id: postId, kind: 'event' }, word)
  else {
    await indexPost(db, postId)
    await enqueueTranslation(c.env, postId)
  }
  const saved = await loadEvent(db, postId)
  if (!saved) throw apiError(404, 'not_found', EVENT_NOT_FOUND)
  return saved
}

organizerEvents.post('/events', limitUpload(), async (c) => {
  const organizer = await requireOrganizer(c)
  const saved: OrganizerEvent = await saveEvent(
    c,
    organizer,
    { mode: 'create', userId: organizer.userId },
    [],
  )
  await purgeEdgeCache(c, { post: { id: saved.id, authorId: organizer.userId, kind: 'event' } })
  return reply(c, 'POST /api/organizers/events', saved, 201)
})

organizerEvents.put('/events/:id{[^/]+}', limitUpload(), async (c) => {
  const organizer = await requireOrganizer(c)
  const owned = await ownEvent(c, c.req.param('id'), organizer)
  if (owned.visibility === 'hidden') {
    throw apiError(
      409,
      'post_hidden',
      'このイベントは運営により非公開になっているため編集できません。',
    )
  }
  const existing = await listMediaRows(c.env.DB, owned.id)
  const saved = await saveEvent(c, organizer, { mode: 'edit', postId: owned.id }, existing)
  await purgeEdgeCache(c, { post: { id: owned.id, authorId: owned.user_id, kind: 'event' } })
  return reply(c, 'PUT /api/organizers/events/:id', saved)
})

organizerEvents.delete('/events/:id{[^/]+}', async (c) => {
  const organizer = await requireOrganizer(c)
  const owned = await ownEvent(c, c.req.param('id'), organizer)
  const media = await listMediaRows(c.env.DB, owned.id)
  await c.env.DB.batch(deleteEventStatements(c.env.DB, owned.id))
  await purgeEdgeCache(c, { post: { id: owned.id, authorId: owned.user_id, kind: 'event' } })
  await deleteIfUnreferenced(c.env.DB, c.env.MEDIA, media.flatMap(mediaRowKeys))
  return c.body(null, 204)
})

/** A timetable CSV (UTF-8 or Shift_JIS) read back as slots and line-numbered errors; saves nothing. */
organizerEvents.post(
  '/timetable/preview',
  limitBody(512 * 1024, 'CSVファイルが大きすぎます（512KBまで）。'),
  async (c) => {
    const organizer = await requireOrganizer(c)
    await enforceRateLimits(c, [
      { limit: RATE_LIMITS.organizerEventsPerUser, subject: organizer.userId },
    ])
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    if (bytes.length === 0) throw invalid('body', 'CSVファイルが空です。')
    const { text, encoding } = decodeTimetable(bytes)
    const parsed = parseTimetable(text)
    const stages = await venueIdsByName(
      c.env.DB,
      parsed.rows.flatMap((row) => (row.stage ? [row.stage] : [])),
      organizer.organizationIds[0] ?? 0,
    )
    const preview: TimetablePreview = {
      encoding,
      rows: parsed.rows.map((row) => ({
        ...row,
        venue_id: row.stage ? (stages.get(row.stage) ?? null) : null,
      })),
      errors: parsed.errors,
    }
    return reply(c, 'POST /api/organizers/timetable/preview', preview)
  },
)
