import type {
  EventInput,
  OrganizerEvent,
  PublishState,
  TimetableRow,
} from '../../../shared/api/organizers'

// The event form's own state (dates and times as the inputs hold them, Asia/Tokyo) and its
// conversion to and from the API's ISO 8601 times. An end time at or before the start time is on
// the next day, as timetables write a night that runs past midnight.

export interface DayRow {
  date: string
  start: string
  end: string
}

export interface SlotRow {
  artist: string
  stage: string
  date: string
  start: string
  end: string
}

export interface EventFormState {
  organizationId: number
  title: string
  body: string
  days: DayRow[]
  /** An existing venue's id as text, or 'new'. */
  venue: string
  newVenue: { name: string; address: string; lat: string; lng: string }
  slots: SlotRow[]
  ticketPrice: string
  ticketUrl: string
  capacity: string
  tags: string
  publishState: PublishState
  /** datetime-local value, for 予約公開. */
  publishAt: string
}

export function emptyForm(organizationId: number): EventFormState {
  return {
    organizationId,
    title: '',
    body: '',
    days: [{ date: '', start: '10:00', end: '18:00' }],
    venue: '',
    newVenue: { name: '', address: '', lat: '', lng: '' },
    slots: [],
    ticketPrice: '',
    ticketUrl: '',
    capacity: '',
    tags: '',
    publishState: 'draft',
    publishAt: '',
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1, d + 1))
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

/** Start and end as ISO 8601 (+09:00); the end moves to the next day when not after the start. */
export function toRange(date: string, start: string, end: string): [string, string] {
  const endDate = end <= start ? nextDate(date) : date
  return [`${date}T${start}:00+09:00`, `${endDate}T${end}:00+09:00`]
}

const optionalNumber = (text: string): number | null => {
  const trimmed = text
    .normalize('NFKC')
    .replace(/[,¥￥円]/g, '')
    .trim()
  return trimmed === '' ? null : Number(trimmed)
}

export function toEventInput(form: EventFormState): EventInput {
  const venueId = form.venue && form.venue !== 'new' ? Number(form.venue) : null
  return {
    organization_id: form.organizationId,
    title: form.title,
    body: form.body,
    tags: form.tags
      .split(/[,、\s]+/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    days: form.days.map((day) => {
      const [starts_at, ends_at] = toRange(day.date, day.start, day.end)
      return { starts_at, ends_at }
    }),
    venue_id: venueId,
    new_venue:
      form.venue === 'new'
        ? {
            name: form.newVenue.name,
            address: form.newVenue.address,
            lat: optionalNumber(form.newVenue.lat),
            lng: optionalNumber(form.newVenue.lng),
          }
        : null,
    slots: form.slots.map((slot) => {
      const [starts_at, ends_at] = toRange(slot.date, slot.start, slot.end)
      return { artist_name: slot.artist, stage_name: slot.stage || null, starts_at, ends_at }
    }),
    ticket_price: optionalNumber(form.ticketPrice),
    ticket_url: form.ticketUrl.trim() || null,
    capacity: optionalNumber(form.capacity),
    publish_state: form.publishState,
    publish_at:
      form.publishState === 'scheduled' && form.publishAt ? `${form.publishAt}:00+09:00` : null,
  }
}

/** "2030-08-01T18:00:00+09:00" → ["2030-08-01", "18:00"] (the API writes +09:00 times). */
const split = (iso: string): [string, string] => [iso.slice(0, 10), iso.slice(11, 16)]

/** A UTC instant as the datetime-local value in Tokyo. */
function tokyoLocal(utc: string): string {
  const time = new Date(new Date(utc).getTime() + 9 * 3600_000)
  return time.toISOString().slice(0, 16)
}

export function fromEvent(event: OrganizerEvent, stageNames: Map<number, string>): EventFormState {
  return {
    organizationId: event.organization_id,
    title: event.title,
    body: event.body,
    days: event.days.map((day) => {
      const [date, start] = split(day.starts_at)
      return { date, start, end: split(day.ends_at)[1] }
    }),
    venue: event.venue ? String(event.venue.id) : '',
    newVenue: { name: '', address: '', lat: '', lng: '' },
    slots: event.slots.map((slot) => {
      const [date, start] = split(slot.starts_at)
      const stage =
        slot.venue_id !== null && slot.venue_id !== event.venue?.id
          ? (stageNames.get(slot.venue_id) ?? '')
          : ''
      return { artist: slot.artist.name, stage, date, start, end: split(slot.ends_at)[1] }
    }),
    ticketPrice: event.ticket_price === null ? '' : String(event.ticket_price),
    ticketUrl: event.ticket_url ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    tags: event.tags.join(', '),
    publishState: event.publish_state,
    publishAt: event.publish_at ? tokyoLocal(event.publish_at) : '',
  }
}

/**
 * The form with the previewed CSV rows as its slots; every date they use becomes a day (from the
 * first start to the last end of that date) unless the form has that day already.
 */
export function withTimetable(form: EventFormState, rows: TimetableRow[]): EventFormState {
  const slots = rows.map((row) => {
    // A slot past midnight (25:30) is on the next date, inside the day that began the evening.
    const [date, start] = split(row.starts_at)
    return { artist: row.artist_name, stage: row.stage, date, start, end: split(row.ends_at)[1] }
  })
  const days = form.days.filter((day) => day.date)
  const known = new Set(days.map((day) => day.date))
  for (const row of rows) {
    if (known.has(row.date)) continue
    const same = rows.filter((other) => other.date === row.date)
    const start = same.map((other) => other.starts_at).sort()[0] ?? row.starts_at
    const end =
      same
        .map((other) => other.ends_at)
        .sort()
        .at(-1) ?? row.ends_at
    days.push({ date: row.date, start: split(start)[1], end: split(end)[1] })
    known.add(row.date)
  }
  days.sort((a, b) => a.date.localeCompare(b.date))
  return { ...form, slots, days }
}
