import type {
  ArtistSummary,
  MapItem,
  PlaceCoupon,
  PlaceEvent,
  PlaceSummary,
  ScheduleSlot,
} from '../../src/shared/api/places'
import type { InternationalLang } from '../../src/shared/sites'
import { postTitle } from '../../src/shared/text'
import { romanizedAddresses } from './addresses'
import {
  type SubjectText,
  type TranslatedFields,
  translatedFields,
  withTranslatedFields,
} from './apply'
import { readTranslations, sourceHash, sourceTextsOf, translationKey } from './store'

// Places, artists and what their pages list (schedule slots, events, coupons) in the reader's
// language, through the same stored translations and provider as posts (apply.ts): a name or
// text with no translation stays the Japanese original, marked so, never an error.

/**
 * Venues and restaurants; `access` and the shop's own note of its hours (`hours_note`) are
 * translated where the answer carries them (the detail).
 */
export async function translatePlaces<
  P extends PlaceSummary & { access?: string; hours_note?: string | null },
>(env: Env, lang: InternationalLang, places: P[]): Promise<P[]> {
  const [texts, addresses] = await Promise.all([
    translatedFields(
      env,
      lang,
      places.map((place) => ({
        subject: 'place',
        id: place.id,
        fields: {
          name: place.name,
          description: place.description,
          access: place.access,
          hours: place.hours_note,
        },
      })),
    ),
    romanizedAddresses(
      env.DB,
      places.map((place) => place.address),
    ),
  ])
  return places.map((place, i) => {
    const roman = addresses.get(place.address)
    const shown = roman ? { ...place, address: roman, address_original: place.address } : place
    const text = texts[i]
    if (!text) return { ...shown, translation: { translated: false, source_lang: 'ja', lang } }
    return {
      ...shown,
      name: text.name ?? place.name,
      description: text.description ?? place.description,
      ...(place.access === undefined ? {} : { access: text.access ?? place.access }),
      ...(place.hours_note === undefined ? {} : { hours_note: text.hours ?? place.hours_note }),
      translation: {
        translated: true,
        source_lang: 'ja',
        lang,
        original: {
          name: place.name,
          description: place.description,
          ...(place.access === undefined ? {} : { access: place.access }),
          ...(place.hours_note === undefined ? {} : { hours_note: place.hours_note }),
        },
      },
    }
  })
}

export function translateArtists<A extends ArtistSummary>(
  env: Env,
  lang: InternationalLang,
  artists: A[],
): Promise<A[]> {
  return withTranslatedFields(env, lang, 'artist', ['name', 'genre', 'bio'], artists)
}

/** Looks up many subjects at once; the answer maps "subject:id" to its translated fields. */
async function lookUp(
  env: Env,
  lang: InternationalLang,
  items: SubjectText[],
): Promise<Map<string, TranslatedFields>> {
  const unique = [...new Map(items.map((item) => [`${item.subject}:${item.id}`, item])).values()]
  const texts = await translatedFields(env, lang, unique)
  return new Map(unique.map((item, i) => [`${item.subject}:${item.id}`, texts[i] ?? null]))
}

/**
 * Timetable slots: the artist's name and genre, the venue's name and the event's title, each
 * where it has a translation; `original` keeps the Japanese for the page's "show original".
 */
export async function translateSlots(
  env: Env,
  lang: InternationalLang,
  slots: ScheduleSlot[],
): Promise<ScheduleSlot[]> {
  if (slots.length === 0) return slots
  const found = await lookUp(env, lang, [
    ...slots.map((slot) => ({
      subject: 'artist' as const,
      id: slot.artist.id,
      fields: { name: slot.artist.name, genre: slot.artist.genre },
    })),
    ...slots.flatMap((slot) =>
      slot.venue
        ? [{ subject: 'place' as const, id: slot.venue.id, fields: { name: slot.venue.name } }]
        : [],
    ),
    ...slots.flatMap((slot) =>
      slot.event_id !== null && slot.event_title
        ? [{ subject: 'post' as const, id: slot.event_id, fields: { title: slot.event_title } }]
        : [],
    ),
  ])
  return slots.map((slot) => {
    const artist = found.get(`artist:${slot.artist.id}`)
    const venue = slot.venue ? found.get(`place:${slot.venue.id}`) : null
    const event = slot.event_id !== null ? found.get(`post:${slot.event_id}`) : null
    if (!artist && !venue && !event) return slot
    return {
      ...slot,
      artist: {
        ...slot.artist,
        name: artist?.name ?? slot.artist.name,
        genre: artist?.genre ?? slot.artist.genre,
      },
      venue: slot.venue && { ...slot.venue, name: venue?.name ?? slot.venue.name },
      event_title: event?.title ?? slot.event_title,
      original: {
        artist_name: slot.artist.name,
        venue_name: slot.venue?.name ?? null,
        event_title: slot.event_title,
      },
    }
  })
}

interface PostTextRow {
  id: number
  title: string | null
  body: string
  coupon_offer: string | null
}

/** The events and coupons a place page lists: titles (and offers) where translated. */
export async function translatePlacePosts<T extends PlaceEvent | PlaceCoupon>(
  env: Env,
  lang: InternationalLang,
  items: T[],
): Promise<T[]> {
  if (items.length === 0) return items
  const { results } = await env.DB.prepare(
    `SELECT id, title, body, coupon_offer FROM posts
     WHERE id IN (${items.map((_, i) => `?${i + 1}`).join(',')})`,
  )
    .bind(...items.map((item) => item.id))
    .all<PostTextRow>()
  const rows = new Map(results.map((row) => [row.id, row]))
  // A title the page made from the start of the body is translated from the body.
  const found = await lookUp(
    env,
    lang,
    results.map((row) => ({
      subject: 'post',
      id: row.id,
      fields: row.title?.trim()
        ? { title: row.title, coupon_offer: row.coupon_offer }
        : { body: row.body, coupon_offer: row.coupon_offer },
    })),
  )
  return items.map((item) => {
    const row = rows.get(item.id)
    const text = found.get(`post:${item.id}`)
    if (!row || !text) return item
    const title = postTitle({ title: text.title ?? row.title, body: text.body ?? row.body })
    if ('coupon_offer' in item) {
      return {
        ...item,
        title,
        coupon_offer: text.coupon_offer ?? item.coupon_offer,
        original: { title: item.title, coupon_offer: item.coupon_offer },
      }
    }
    return { ...item, title, original: { title: item.title } }
  })
}

/**
 * The stored, current translations of one subject's fields (never asking the provider): for the
 * share preview of a page, which must not wait for a translation service.
 */
export async function storedTexts(
  db: D1Database,
  lang: InternationalLang,
  item: SubjectText,
): Promise<Partial<Record<string, string>>> {
  const sources = await sourceTextsOf(item.subject, item.id, item.fields)
  const stored = await readTranslations(db, sources, lang)
  return Object.fromEntries(
    sources.flatMap((source) => {
      const text = stored.get(translationKey(source))
      return text === undefined ? [] : [[source.field, text]]
    }),
  )
}

/**
 * Map pins' cards and list rows: a place's name, a post's title. An untitled post is named by the
 * start of its text: in another language by the start of its stored translation
 * (storedBodyTitles).
 */
export async function translateMapItems(
  env: Env,
  lang: InternationalLang,
  mapItems: MapItem[],
  /** The posts' own titles, as written (the pin shows them cut to one line). */
  titles: Map<number, string>,
): Promise<MapItem[]> {
  const isPlace = (p: MapItem) => p.kind === 'venue' || p.kind === 'restaurant'
  const items = mapItems.flatMap((p): SubjectText[] => {
    if (isPlace(p)) return [{ subject: 'place' as const, id: p.id, fields: { name: p.title } }]
    const title = titles.get(p.id)
    return title ? [{ subject: 'post', id: p.id, fields: { title } }] : []
  })
  const untitled = mapItems.flatMap((p) => (!isPlace(p) && !titles.has(p.id) ? [p.id] : []))
  const [found, bodies] = await Promise.all([
    lookUp(env, lang, items),
    storedBodyTitles(env.DB, lang, untitled),
  ])
  return mapItems.map((p) => {
    const subject = isPlace(p) ? 'place' : 'post'
    const text = found.get(`${subject}:${p.id}`)
    const title =
      subject === 'place'
        ? text?.name
        : text?.title
          ? postTitle({ title: text.title, body: '' })
          : bodies.get(p.id)
    return { ...p, title: title ?? p.title, translated: title !== undefined }
  })
}

/**
 * Untitled posts' pins named as the timeline's cards are, from the stored translation of the
 * whole body (the map's query reads only its start). Stored only, and only a translation of the
 * current text (its hash): a map view never asks the provider to translate whole bodies.
 */
async function storedBodyTitles(
  db: D1Database,
  lang: InternationalLang,
  ids: number[],
): Promise<Map<number, string>> {
  const titles = new Map<number, string>()
  if (ids.length === 0) return titles
  const { results } = await db
    .prepare(
      `SELECT p.id, p.body, t.source_hash, t.text FROM posts p
       JOIN translations t ON t.subject = 'post' AND t.subject_id = p.id AND t.field = 'body'
         AND t.target_lang = ?1
       WHERE p.id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(lang, JSON.stringify(ids))
    .all<{ id: number; body: string; source_hash: string; text: string }>()
  for (const row of results) {
    if ((await sourceHash(row.body)) === row.source_hash) {
      titles.set(row.id, postTitle({ title: null, body: row.text }))
    }
  }
  return titles
}
