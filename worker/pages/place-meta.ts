import { type PagePlaceKind, placePath, type ScheduleSlot } from '../../src/shared/api/places'
import { pathTo } from '../../src/shared/links'
import { excerpt, toOneLine } from '../../src/shared/text'
import { artistSlots, findArtist, findPlace, placeEvents, venueSlots } from '../places/store'
import { storedTexts } from '../translate/places'
import { SITE_COPY } from './copy'
import type { PageMeta, ShareImage } from './meta'
import {
  type JsonLd,
  placeFacts,
  restaurantLd,
  sameAs,
  slotEvent,
  type VenueFacts,
  venueEvents,
  venueLocation,
} from './place-json-ld'
import { photoPageMeta } from './share-meta'
import type { SiteParts } from './site-parts'

// Share meta and schema.org data of the venue, restaurant and artist pages, read through the
// places store (worker/places/store.ts) so a crawler sees what a visitor's page shows:
//   1. the row, or null (404 with the default meta) for an unknown id or a place of the other
//      kind, as the SPA's page says;
//   2. what is coming up there: a venue's events and slots, an artist's slots, from now on;
//   3. title, description and image for the share preview, in the site's language where a
//      translation is stored (a preview never waits for the translation service);
//   4. JSON-LD: Restaurant (address, geo, hours, cuisine, price), MusicVenue (a venue with a
//      timetable) or EventVenue with its events, MusicGroup with its upcoming Events.

const DESCRIPTION_LENGTH = 120
/** Events listed in a page's JSON-LD: enough for a search result, small enough for a head. */
const MAX_EVENTS = 20

/** A place's name and description as its page shows them, for the edge's first screen. */
export interface PlaceShown {
  name: string
  description: string
  /** The Japanese original on an international site without a stored translation. */
  original: boolean
}

/** 1–4 for /app/venues/:id and /app/restaurants/:id, and what the first screen shows. */
export async function placePageMeta(
  db: D1Database,
  kind: PagePlaceKind,
  id: number,
  parts: SiteParts,
  now: number,
): Promise<(PageMeta & { shown: PlaceShown }) | null> {
  const row = await findPlace(db, id)
  if (!row || row.kind !== kind) return null
  const nowIso = new Date(now).toISOString()
  const [events, slots] = await Promise.all([
    placeEvents(db, id, nowIso),
    kind === 'venue' ? venueSlots(db, id, nowIso) : Promise.resolve([]),
  ])
  const copy = SITE_COPY[parts.lang]
  const describe = kind === 'restaurant' ? copy.restaurantDescription : copy.venueDescription
  const text = await inSiteLanguage(db, parts, {
    subject: 'place',
    id,
    fields: { name: row.name, description: row.description },
  })
  const page = pageBasics(
    text.name ?? row.name,
    text.description ?? row.description,
    describe,
    row.image_key,
    parts,
  )
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
  const shown: PlaceShown = {
    name: text.name ?? row.name,
    description: text.description ?? row.description ?? '',
    original: parts.lang !== 'ja' && text.name === undefined,
  }
  return { ...page.meta, jsonLd, shown }
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
  const text = await inSiteLanguage(db, parts, {
    subject: 'artist',
    id,
    fields: { name: row.name, bio: row.bio },
  })
  const page = pageBasics(
    text.name ?? row.name,
    text.bio ?? row.bio,
    copy.artistDescription,
    row.image_key,
    parts,
  )
  const url = `${parts.origin}${pathTo('/app/artists/:id', { id })}`
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

/** Stored translations of a place's or artist's texts on an international site; none on the main one. */
function inSiteLanguage(
  db: D1Database,
  parts: SiteParts,
  item: Parameters<typeof storedTexts>[2],
): Promise<Partial<Record<string, string>>> {
  return parts.lang === 'ja' ? Promise.resolve({}) : storedTexts(db, parts.lang, item)
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
  const meta = photoPageMeta(parts, title, description, imageKey)
  return { title, description, image: meta.image, meta }
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
