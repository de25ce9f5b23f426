import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
  type ArtistDetail,
  PAGE_PLACE_KINDS,
  type PlaceDetail,
  RESTAURANT_GENRES,
} from '../../src/shared/api/places'
import { TOKYO_OFFSET_MS } from '../../src/shared/dates'
import { isOpenAt, parseOpeningHours } from '../../src/shared/opening-hours'
import { requireActiveUser, requireUser, viewerId } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { decodeIdCursor, encodeIdCursor, readPage, toPage } from '../lib/pagination'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { parseInput } from '../lib/validate'
import { requestedLang } from '../translate/lang'
import {
  translateArtists,
  translatePlacePosts,
  translatePlaces,
  translateSlots,
} from '../translate/places'
import {
  type FavoriteTarget,
  isPlaceFavorite,
  listPlaceFavorites,
  setPlaceFavorite,
} from './favorite-store'
import {
  artistSlots,
  findArtist,
  findPlace,
  listArtists,
  listPlaces,
  placeCoupons,
  placeEvents,
  toArtistSummary,
  toPlaceSummary,
  venueSlots,
} from './store'

/** Venues and restaurants (the contract is src/shared/api/places.ts). */
export const places = new Hono<AppEnv>()
/** Artists and their slots across venues. */
export const artists = new Hono<AppEnv>()
/** The viewer's saved places and artists (mounted under /api/me). */
export const placeFavorites = new Hono<AppEnv>()

const PLACE_NOT_FOUND = '場所が見つかりません。'
const ARTIST_NOT_FOUND = 'アーティストが見つかりません。'
/** Restaurants a town has: "open now" filters them all in one read. */
const OPEN_NOW_SCAN = 1000

const placeQuery = z.object({
  kind: z.enum(PAGE_PLACE_KINDS, {
    error: '種類（kind）は venue・restaurant のいずれかを指定してください。',
  }),
  genre: z
    .enum(RESTAURANT_GENRES, { error: 'ジャンル（genre）の指定が正しくありません。' })
    .optional(),
  open_now: z.enum(['1', '0'], { error: '営業中（open_now）は 1 か 0 で指定してください。' }),
})

places.get('/', async (c) => {
  const query = c.req.query()
  const filter = parseInput(placeQuery, {
    kind: query.kind || 'venue',
    genre: query.genre || undefined,
    open_now: query.open_now || '0',
  })
  const page = readPage(query, decodeIdCursor)
  const now = Date.now()
  const openNow = filter.open_now === '1'
  const rows = await listPlaces(c.env.DB, {
    kind: filter.kind,
    genre: filter.genre ?? null,
    afterId: page.after,
    limit: openNow ? OPEN_NOW_SCAN : page.limit + 1,
  })
  const kept = openNow
    ? rows.filter((row) => isOpenAt(parseOpeningHours(row.opening_hours_json), now))
    : rows
  const result = toPage(
    kept.slice(0, page.limit + 1),
    page.limit,
    (row) => toPlaceSummary(row, now),
    (row) => encodeIdCursor(row.id),
  )
  const lang = requestedLang(c)
  if (!lang) return reply(c, 'GET /api/places', result)
  return reply(c, 'GET /api/places', {
    ...result,
    items: await translatePlaces(c.env, lang, result.items),
  })
})

/** Midnight of today in Tokyo, as an ISO instant: a timetable starts with today's slots. */
function startOfTokyoDay(now: number): string {
  const wall = now + TOKYO_OFFSET_MS
  return new Date(wall - (wall % 86_400_000) - TOKYO_OFFSET_MS).toISOString()
}

places.get('/:id{[^/]+}', async (c) => {
  const id = parseId(c.req.param('id'), PLACE_NOT_FOUND)
  const row = await findPlace(c.env.DB, id)
  if (!row) throw apiError(404, 'not_found', PLACE_NOT_FOUND)
  const now = Date.now()
  const nowIso = new Date(now).toISOString()
  const viewer = await viewerId(c)
  const [slots, events, coupons, favorited] = await Promise.all([
    row.kind === 'venue' ? venueSlots(c.env.DB, id, startOfTokyoDay(now)) : [],
    placeEvents(c.env.DB, id, nowIso, viewer),
    row.kind === 'restaurant' ? placeCoupons(c.env.DB, id, nowIso, viewer) : [],
    isPlaceFavorite(c.env.DB, viewer, 'place', id),
  ])
  const detail: PlaceDetail = {
    ...toPlaceSummary(row, now),
    access: row.access,
    phone: row.phone,
    url: row.url,
    reservation_url: row.reservation_url,
    hours_note: row.hours,
    slots,
    events,
    coupons,
    favorited,
  }
  return reply(c, 'GET /api/places/:id', await placeInLanguage(c, detail), 200, {
    'cache-control': 'private, no-store',
  })
})

/** A place page in the language the request asks for (unchanged without one). */
async function placeInLanguage(c: Context<AppEnv>, detail: PlaceDetail): Promise<PlaceDetail> {
  const lang = requestedLang(c)
  if (!lang) return detail
  const [[place = detail], slots, events, coupons] = await Promise.all([
    translatePlaces(c.env, lang, [detail]),
    translateSlots(c.env, lang, detail.slots),
    translatePlacePosts(c.env, lang, detail.events),
    translatePlacePosts(c.env, lang, detail.coupons),
  ])
  return { ...place, slots, events, coupons }
}

artists.get('/', async (c) => {
  const page = readPage(c.req.query(), decodeIdCursor)
  const rows = await listArtists(c.env.DB, page.after, page.limit + 1)
  const result = toPage(rows, page.limit, toArtistSummary, (row) => encodeIdCursor(row.id))
  const lang = requestedLang(c)
  if (!lang) return reply(c, 'GET /api/artists', result)
  return reply(c, 'GET /api/artists', {
    ...result,
    items: await translateArtists(c.env, lang, result.items),
  })
})

artists.get('/:id{[^/]+}', async (c) => {
  const id = parseId(c.req.param('id'), ARTIST_NOT_FOUND)
  const row = await findArtist(c.env.DB, id)
  if (!row) throw apiError(404, 'not_found', ARTIST_NOT_FOUND)
  const [slots, favorited] = await Promise.all([
    artistSlots(c.env.DB, id, new Date().toISOString()),
    isPlaceFavorite(c.env.DB, await viewerId(c), 'artist', id),
  ])
  const detail: ArtistDetail = {
    ...toArtistSummary(row),
    url: row.url,
    links: JSON.parse(row.links_json) as ArtistDetail['links'],
    slots,
    favorited,
  }
  const lang = requestedLang(c)
  if (!lang) {
    return reply(c, 'GET /api/artists/:id', detail, 200, { 'cache-control': 'private, no-store' })
  }
  const [[artist = detail], translatedSlots] = await Promise.all([
    translateArtists(c.env, lang, [detail]),
    translateSlots(c.env, lang, slots),
  ])
  return reply(c, 'GET /api/artists/:id', { ...artist, slots: translatedSlots }, 200, {
    'cache-control': 'private, no-store',
  })
})

type FavoriteKey =
  | 'PUT /api/places/:id/favorite'
  | 'DELETE /api/places/:id/favorite'
  | 'PUT /api/artists/:id/favorite'
  | 'DELETE /api/artists/:id/favorite'

/** Saves or unsaves (idempotent) and answers the state after the write. */
async function favorite(c: Context<AppEnv>, key: FavoriteKey, target: FavoriteTarget, on: boolean) {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.reactionsPerUser, subject: viewer.id }])
  const notFound = target === 'place' ? PLACE_NOT_FOUND : ARTIST_NOT_FOUND
  const id = parseId(c.req.param('id'), notFound)
  const exists = target === 'place' ? await findPlace(c.env.DB, id) : await findArtist(c.env.DB, id)
  if (!exists) throw apiError(404, 'not_found', notFound)
  await setPlaceFavorite(c.env.DB, viewer.id, target, id, on)
  return reply(c, key, { favorited: on })
}

places.put('/:id{[^/]+}/favorite', (c) =>
  favorite(c, 'PUT /api/places/:id/favorite', 'place', true),
)
places.delete('/:id{[^/]+}/favorite', (c) =>
  favorite(c, 'DELETE /api/places/:id/favorite', 'place', false),
)
artists.put('/:id{[^/]+}/favorite', (c) =>
  favorite(c, 'PUT /api/artists/:id/favorite', 'artist', true),
)
artists.delete('/:id{[^/]+}/favorite', (c) =>
  favorite(c, 'DELETE /api/artists/:id/favorite', 'artist', false),
)

placeFavorites.get('/', async (c) => {
  const user = await requireUser(c)
  const saved = await listPlaceFavorites(c.env.DB, user.id)
  const now = Date.now()
  const lang = requestedLang(c)
  const savedPlaces = saved.places.map((row) => toPlaceSummary(row, now))
  const savedArtists = saved.artists.map(toArtistSummary)
  return reply(
    c,
    'GET /api/me/place-favorites',
    lang
      ? {
          places: await translatePlaces(c.env, lang, savedPlaces),
          artists: await translateArtists(c.env, lang, savedArtists),
        }
      : { places: savedPlaces, artists: savedArtists },
    200,
    { 'cache-control': 'private, no-store' },
  )
})
