import genresEn from '../../src/components/i18n/en'
import genresJa from '../../src/components/i18n/ja'
import genresKo from '../../src/components/i18n/ko'
import genresZhHans from '../../src/components/i18n/zh-hans'
import genresZhHant from '../../src/components/i18n/zh-hant'
import {
  isRestaurantGenre,
  type PagePlaceKind,
  type PlaceEvent,
  placePath,
  type ScheduleSlot,
} from '../../src/shared/api/places'
import { type OpeningHours, parseOpeningHours } from '../../src/shared/opening-hours'
import type { Lang } from '../../src/shared/sites'
import { excerpt, toOneLine } from '../../src/shared/text'
import {
  type ArtistRow,
  artistSlots,
  findArtist,
  findPlace,
  type PlaceRow,
  placeEvents,
  venueSlots,
} from '../places/store'
import { SITE_COPY } from './copy'
import type { PageMeta, ShareImage } from './meta'
import { mediaPath } from './share-meta'
import type { SiteParts } from './site-parts'

// Share meta and schema.org data of the venue, restaurant and artist pages, read through the
// places store (worker/places/store.ts) so a crawler sees what a visitor's page shows:
//   1. the row, or null (404 with the default meta) for an unknown id or a place of the other
//      kind, as the SPA's page says;
//   2. what is coming up there: a venue's events and slots, an artist's slots, from now on;
//   3. title, description and image for the share preview;
//   4. JSON-LD: Restaurant (address, geo, hours, cuisine, price), MusicVenue (a venue with a
//      timetable) or EventVenue with its events, MusicGroup with its upcoming Events.

const DESCRIPTION_LENGTH = 120
/** Events listed in a page's JSON-LD: enough for a search result, small enough for a head. */
const MAX_EVENTS = 20

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

type JsonLd = Record<string, unknown>

/** 1–4 for /app/venues/:id and /app/restaurants/:id. */
export async function placePageMeta(
  db: D1Database,
  kind: PagePlaceKind,
  id: number,
  parts: SiteParts,
  now: number,
): Promise<PageMeta | null> {
  const row = await findPlace(db, id)
  if (!row || row.kind !== kind) return null
  const nowIso = new Date(now).toISOString()
  const [events, slots] = await Promise.all([
    placeEvents(db, id, nowIso),
    kind === 'venue' ? venueSlots(db, id, nowIso) : Promise.resolve([]),
  ])
  const copy = SITE_COPY[parts.lang]
  const describe = kind === 'restaurant' ? copy.restaurantDescription : copy.venueDescription
  const page = pageBasics(row.name, row.description, describe, row.image_key, parts)
  const url = `${parts.origin}${placePath(kind, id)}`
  const base: JsonLd = {
    '@context': 'https://schema.org',
    name: page.title,
    description: page.description,
    url,
    image: [page.image.url],
    ...placeFacts(row),
  }
  const jsonLd =
    kind === 'restaurant'
      ? restaurantLd(base, row, parts.lang)
      : {
          ...base,
          '@type': slots.length ? 'MusicVenue' : 'EventVenue',
          event: venueEvents(events, slots, row, parts).slice(0, MAX_EVENTS),
        }
  return { ...page.meta, jsonLd }
}

/** 1–4 for /app/artists/:id. */
export async function artistPageMeta(
  db: D1Database,
  id: number,
  parts: SiteParts,
  now: number,
): Promise<PageMeta | null> {
  const row = await findArtist(db, id)
  if (!row) return null
  const slots = await artistSlots(db, id, new Date(now).toISOString())
  const venues = await venuesOf(db, slots)
  const copy = SITE_COPY[parts.lang]
  const page = pageBasics(row.name, row.bio, copy.artistDescription, row.image_key, parts)
  const url = `${parts.origin}/app/artists/${id}`
  const performer = { '@type': 'MusicGroup', name: page.title, url }
  return {
    ...page.meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: page.title,
      description: page.description,
      url,
      image: [page.image.url],
      ...(row.genre ? { genre: row.genre } : {}),
      ...sameAs(row),
      event: slots.slice(0, MAX_EVENTS).map((slot) => ({
        ...slotEvent(slot, parts),
        performer,
        location: slot.venue
          ? venueLocation(venues.get(slot.venue.id), slot.venue, parts)
          : undefined,
      })),
    },
  }
}

/** 3: title, description and share image of a place or an artist. */
function pageBasics(
  name: string,
  text: string,
  fallback: (name: string) => string,
  imageKey: string | null,
  parts: SiteParts,
): { title: string; description: string; image: ShareImage; meta: PageMeta } {
  const copy = SITE_COPY[parts.lang]
  const title = toOneLine(name) || copy.siteName
  const description = excerpt(toOneLine(text), DESCRIPTION_LENGTH) || fallback(title)
  const image: ShareImage = imageKey
    ? {
        url: `${parts.mediaOrigin}/media/${mediaPath(imageKey)}`,
        width: null,
        height: null,
        alt: title,
      }
    : parts.defaultImage
  return {
    title,
    description,
    image,
    meta: {
      documentTitle: `${title}${copy.titleSeparator}${copy.siteName}`,
      title,
      description,
      type: 'website',
      image,
      largeImage: true,
    },
  }
}

/** Address, geo, phone and website: what every place says about itself. */
function placeFacts(row: PlaceRow): JsonLd {
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

function restaurantLd(base: JsonLd, row: PlaceRow, lang: Lang): JsonLd {
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
function venueEvents(
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
      url: `${parts.origin}/app/posts/${event.id}`,
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
        url: `${parts.origin}/app/artists/${slot.artist.id}`,
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
function slotEvent(slot: ScheduleSlot, parts: SiteParts): JsonLd {
  const name = toOneLine(slot.event_title ?? '') || toOneLine(slot.artist.name)
  return {
    '@type': 'Event',
    name,
    url:
      slot.event_id !== null
        ? `${parts.origin}/app/posts/${slot.event_id}`
        : `${parts.origin}/app/artists/${slot.artist.id}`,
    startDate: slot.starts_at,
    endDate: slot.ends_at,
    ...SCHEDULED,
  }
}

type VenueFacts = Pick<PlaceRow, 'address' | 'lat' | 'lng'>

/** The Place an event happens at, with the address search engines ask of events. */
function venueLocation(
  facts: VenueFacts | undefined,
  venue: { id: number; name: string },
  parts: SiteParts,
): JsonLd {
  const address = toOneLine(facts?.address ?? '')
  return {
    '@type': 'Place',
    name: toOneLine(venue.name),
    url: `${parts.origin}/app/venues/${venue.id}`,
    ...(address
      ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'JP' } }
      : {}),
  }
}

/** Address and position of the venues an artist plays at, in one read. */
async function venuesOf(db: D1Database, slots: ScheduleSlot[]): Promise<Map<number, VenueFacts>> {
  const ids = [...new Set(slots.flatMap((slot) => (slot.venue ? [slot.venue.id] : [])))]
  if (!ids.length) return new Map()
  const { results } = await db
    .prepare(
      `SELECT id, address, lat, lng FROM venues WHERE id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<VenueFacts & { id: number }>()
  return new Map(results.map((row) => [row.id, row]))
}

function sameAs(row: ArtistRow): JsonLd {
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
