import genresEn from '../../src/components/i18n/en'
import genresJa from '../../src/components/i18n/ja'
import genresKo from '../../src/components/i18n/ko'
import genresZhHans from '../../src/components/i18n/zh-hans'
import genresZhHant from '../../src/components/i18n/zh-hant'
import { isRestaurantGenre, type PlaceEvent, type ScheduleSlot } from '../../src/shared/api/places'
import { pathTo } from '../../src/shared/links'
import { type OpeningHours, parseOpeningHours } from '../../src/shared/opening-hours'
import type { Lang } from '../../src/shared/sites'
import { toOneLine } from '../../src/shared/text'
import type { ArtistRow, PlaceRow } from '../places/store'
import type { SiteParts } from './site-parts'

// The schema.org pieces of the venue, restaurant and artist pages (place-meta.ts puts them
// together): a place's address and position, a restaurant's hours and cuisine, events and
// performances with the place they happen at, an artist's other pages.

const GENRE_LABELS = {
  ja: genresJa.genres,
  en: genresEn.genres,
  ko: genresKo.genres,
  'zh-hans': genresZhHans.genres,
  'zh-hant': genresZhHant.genres,
} satisfies Record<Lang, unknown>

/** schema.org day names by Weekday (0 = Sunday). */
const SCHEMA_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
].map((day) => `https://schema.org/${day}`)

export type JsonLd = Record<string, unknown>

/** Address, geo, phone and website: what every place says about itself. */
export function placeFacts(row: PlaceRow): JsonLd {
  const address = toOneLine(row.address)
  return {
    ...(address
      ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'JP' } }
      : {}),
    ...(row.lat !== null && row.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: row.lat, longitude: row.lng } }
      : {}),
    ...(row.phone ? { telephone: row.phone } : {}),
    ...(row.url ? { sameAs: [row.url] } : {}),
  }
}

export function restaurantLd(base: JsonLd, row: PlaceRow, lang: Lang): JsonLd {
  const hours = parseOpeningHours(row.opening_hours_json)
  return {
    ...base,
    '@type': 'Restaurant',
    ...(isRestaurantGenre(row.genre) ? { servesCuisine: GENRE_LABELS[lang][row.genre] } : {}),
    ...(row.price_range ? { priceRange: row.price_range } : {}),
    ...(hours ? { openingHoursSpecification: openingHoursLd(hours) } : {}),
    ...(row.reservation_url ? { acceptsReservations: row.reservation_url } : {}),
  }
}

/**
 * Weekly periods as schema.org writes them; a period past midnight keeps `closes` before
 * `opens` (the form search engines read as "the next day"), and each extra closing day is a
 * 00:00–00:00 specification valid on that date only.
 */
export function openingHoursLd(hours: OpeningHours): JsonLd[] {
  const weekly = hours.periods.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: period.days.map((day) => SCHEMA_DAYS[day]),
    opens: period.opens,
    closes: period.closes,
  }))
  const closed = (hours.closedDates ?? []).map((date) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: date,
    validThrough: date,
  }))
  return [...weekly, ...closed]
}

/** A venue's event posts and its timetable's slots (each slot a performance), by start. */
export function venueEvents(
  events: PlaceEvent[],
  slots: ScheduleSlot[],
  row: PlaceRow,
  parts: SiteParts,
): JsonLd[] {
  const location = venueLocation(row, row, parts)
  const posts: JsonLd[] = events
    .filter((event) => event.starts_at)
    .map((event) => ({
      '@type': 'Event',
      name: toOneLine(event.title),
      url: `${parts.origin}${pathTo('/app/posts/:id', { id: event.id })}`,
      startDate: event.starts_at,
      ...(event.ends_at ? { endDate: event.ends_at } : {}),
      ...SCHEDULED,
      location,
    }))
  const performances = slots.map(
    (slot): JsonLd => ({
      ...slotEvent(slot, parts),
      performer: {
        '@type': 'MusicGroup',
        name: toOneLine(slot.artist.name),
        url: `${parts.origin}${pathTo('/app/artists/:id', { id: slot.artist.id })}`,
      },
      location,
    }),
  )
  // Event times carry +09:00 and slot times are UTC: order them as instants.
  const start = (event: JsonLd) => Date.parse(String(event.startDate))
  return [...posts, ...performances].sort((a, b) => start(a) - start(b))
}

const SCHEDULED = {
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
}

/** A slot as an Event: named after its event post when it has one, else the artist. */
export function slotEvent(slot: ScheduleSlot, parts: SiteParts): JsonLd {
  const name = toOneLine(slot.event_title ?? '') || toOneLine(slot.artist.name)
  return {
    '@type': 'Event',
    name,
    url:
      slot.event_id !== null
        ? `${parts.origin}${pathTo('/app/posts/:id', { id: slot.event_id })}`
        : `${parts.origin}${pathTo('/app/artists/:id', { id: slot.artist.id })}`,
    startDate: slot.starts_at,
    endDate: slot.ends_at,
    ...SCHEDULED,
  }
}

export type VenueFacts = Pick<PlaceRow, 'address' | 'lat' | 'lng'>

/** The Place an event happens at, with the address search engines ask of events. */
export function venueLocation(
  facts: VenueFacts | undefined,
  venue: { id: number; name: string },
  parts: SiteParts,
): JsonLd {
  const address = toOneLine(facts?.address ?? '')
  return {
    '@type': 'Place',
    name: toOneLine(venue.name),
    url: `${parts.origin}${pathTo('/app/venues/:id', { id: venue.id })}`,
    ...(address
      ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'JP' } }
      : {}),
  }
}

export function sameAs(row: ArtistRow): JsonLd {
  const links = [row.url, ...linkUrls(row.links_json)].filter(
    (url): url is string => typeof url === 'string' && /^https?:\/\//.test(url),
  )
  return links.length ? { sameAs: [...new Set(links)] } : {}
}

function linkUrls(json: string): unknown[] {
  try {
    const links: unknown = JSON.parse(json)
    return Array.isArray(links)
      ? links.map((link: unknown) =>
          link && typeof link === 'object' && 'url' in link ? link.url : null,
        )
      : []
  } catch {
    return []
  }
}
