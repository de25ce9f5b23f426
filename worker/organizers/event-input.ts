import type { PublishState } from '../../src/shared/api/organizers'
import type { EventFields } from '../../src/shared/api/organizers-schema'
import { MAX_TAG_LENGTH, MAX_TAGS, normalizeTag, textLength } from '../../src/shared/api/posts'
import { formatTimeRange } from '../../src/shared/date-format/format'
import ja from '../../src/shared/date-format/i18n/ja'
import { parseTokyoDateTime } from '../../src/shared/dates'
import { invalid } from '../lib/errors'
import { limitBody } from '../lib/validate'

// An organizer's event as sent by /app/event-upload: `eventInput` (src/shared/api/
// organizers-schema.ts) checks the shape, `normalizeEvent` the rules across fields (days in order,
// slots inside the days, no two slots on one stage at once).

export const eventBody = limitBody(256 * 1024)

export interface NormalizedSlot {
  artistId: number | null
  artistName: string | null
  /** The stage: a venue, or a stage by name (made a venue of the organization when new). */
  venueId: number | null
  stageName: string | null
  startsAt: string
  endsAt: string
  start: number
  end: number
}

export interface NormalizedEvent {
  organizationId: number
  title: string
  body: string
  tags: string[]
  days: { startsAt: string; endsAt: string }[]
  venueId: number | null
  newVenue: { name: string; address: string; lat: number | null; lng: number | null } | null
  slots: NormalizedSlot[]
  ticketPrice: number | null
  ticketUrl: string | null
  capacity: number | null
  publishState: PublishState
  /** UTC `…Z`, compared with D1's clock. */
  publishAt: string | null
  keepMedia: number[] | null
}

function tokyo(value: string, field: string, label: string) {
  const time = parseTokyoDateTime(value)
  if (!time) {
    throw invalid(field, `${label}の形式が正しくありません（例: 2026-11-28T18:00:00+09:00）。`)
  }
  return time
}

/** Slots on one stage share this key; no venue and no name is the event's new venue. */
const stageKey = (slot: NormalizedSlot) =>
  slot.venueId !== null ? `v${slot.venueId}` : slot.stageName ? `n${slot.stageName}` : 'event'

type CheckedDay = { start: ReturnType<typeof tokyo>; end: ReturnType<typeof tokyo> }

/** Checks the rules across fields; throws a field-named 400 on the first broken one. */
export function normalizeEvent(input: EventFields, now: number): NormalizedEvent {
  const days = checkDays(input.days)
  if ((input.venue_id ?? null) !== null && input.new_venue) {
    throw invalid('venue_id', '会場は既存の場所を選ぶか、新しく作るかのどちらかにしてください。')
  }
  if ((input.venue_id ?? null) === null && !input.new_venue) {
    throw invalid('venue_id', '会場を選ぶか、新しい会場を入力してください。')
  }
  const tags = checkTags(input.tags ?? [])
  const slots = checkSlots(input, days)
  let publishAt: string | null = null
  if (input.publish_state === 'scheduled') {
    if (!input.publish_at) throw invalid('publish_at', '予約公開の日時を入力してください。')
    const at = tokyo(input.publish_at, 'publish_at', '公開日時')
    if (at.start <= now) throw invalid('publish_at', '予約公開の日時は今より後にしてください。')
    publishAt = new Date(at.start).toISOString()
  }
  const ticketUrl = input.ticket_url?.trim() || null
  if (ticketUrl && !/^https?:\/\/[^\s]+$/i.test(ticketUrl)) {
    throw invalid('ticket_url', 'チケットのURLは https:// から始まるURLで入力してください。')
  }
  return {
    organizationId: input.organization_id,
    title: input.title,
    body: input.body,
    tags,
    days: days.map((day) => ({ startsAt: day.start.text, endsAt: day.end.text })),
    venueId: input.venue_id ?? null,
    newVenue: input.new_venue
      ? {
          name: input.new_venue.name,
          address: input.new_venue.address,
          lat: input.new_venue.lat ?? null,
          lng: input.new_venue.lng ?? null,
        }
      : null,
    slots,
    ticketPrice: input.ticket_price ?? null,
    ticketUrl,
    capacity: input.capacity ?? null,
    publishState: input.publish_state,
    publishAt,
    keepMedia: input.keep_media ?? null,
  }
}

/** Each day ends after it starts; days in order, none overlapping. */
function checkDays(input: EventFields['days']): CheckedDay[] {
  const days = input.map((day, i) => {
    const start = tokyo(day.starts_at, `days.${i}.starts_at`, '開始日時')
    const end = tokyo(day.ends_at, `days.${i}.ends_at`, '終了日時')
    if (end.start <= start.start)
      throw invalid(`days.${i}.ends_at`, '終了日時は開始日時より後にしてください。')
    return { start, end }
  })
  days.sort((a, b) => a.start.start - b.start.start)
  for (let i = 1; i < days.length; i++) {
    if ((days[i]?.start.start ?? 0) < (days[i - 1]?.end.start ?? 0)) {
      throw invalid('days', '開催日の時間が重なっています。')
    }
  }
  return days
}

function checkTags(input: string[]): string[] {
  const tags: string[] = []
  for (const raw of input) {
    const tag = normalizeTag(raw)
    if (!tag) continue
    if (textLength(tag) > MAX_TAG_LENGTH)
      throw invalid('tags', `タグは${MAX_TAG_LENGTH}文字以内で入力してください。`)
    if (!tags.includes(tag)) tags.push(tag)
  }
  if (tags.length > MAX_TAGS) throw invalid('tags', `タグは${MAX_TAGS}個までです。`)
  return tags
}

/** Each slot inside a day, with an artist; no two on one stage at once. */
function checkSlots(input: EventFields, days: CheckedDay[]): NormalizedSlot[] {
  const slots = (input.slots ?? []).map((slot, i): NormalizedSlot => {
    const start = tokyo(slot.starts_at, `slots.${i}.starts_at`, '出演の開始時刻')
    const end = tokyo(slot.ends_at, `slots.${i}.ends_at`, '出演の終了時刻')
    if (end.start <= start.start)
      throw invalid(`slots.${i}.ends_at`, '出演の終了時刻は開始時刻より後にしてください。')
    if (!days.some((day) => start.start >= day.start.start && end.start <= day.end.start)) {
      throw invalid(
        `slots.${i}.starts_at`,
        `${i + 1}枠目の出演時間がどの開催日の時間にも収まっていません。`,
      )
    }
    const artistName = slot.artist_name?.trim() || null
    if ((slot.artist_id ?? null) === null && !artistName) {
      throw invalid(`slots.${i}.artist_name`, `${i + 1}枠目の出演者を入力してください。`)
    }
    return {
      artistId: slot.artist_id ?? null,
      artistName,
      venueId: slot.venue_id ?? (slot.stage_name?.trim() ? null : (input.venue_id ?? null)),
      stageName: slot.stage_name?.trim() || null,
      startsAt: start.text,
      endsAt: end.text,
      start: start.start,
      end: end.start,
    }
  })
  // Same stage, overlapping times: a person cannot be on one stage twice at once.
  for (let i = 0; i < slots.length; i++) {
    for (let j = i + 1; j < slots.length; j++) {
      const a = slots[i] as NormalizedSlot
      const b = slots[j] as NormalizedSlot
      if (stageKey(a) === stageKey(b) && a.start < b.end && b.start < a.end) {
        throw invalid(
          `slots.${j}.starts_at`,
          `${i + 1}枠目と${j + 1}枠目が同じステージで時間が重なっています（${formatTimeRange(a.startsAt, a.endsAt, ja)} と ${formatTimeRange(b.startsAt, b.endsAt, ja)}）。`,
        )
      }
    }
  }
  return slots
}
