// The requests of the traffic model (model.mjs) as bench/traffic sends them: a seeded sequence
// drawn in the proportions of a town's day, over the seeded data (Zipf over the public posts,
// map views over the 0.15° town, the bench users' sessions for signed-in requests and writes).

import { idCursor } from '../api/scenarios.mjs'
import { SEARCH_QUERIES } from '../api/text.mjs'
import { nextVisitor } from '../lib/visitors.mjs'
import { MODEL, mapView, requestsPerDay, seeded, zipf } from './model.mjs'

/** Kinds the replay cannot send on this stand (no R2 in bench workerd, no rally to stamp):
 *  billed at the floor's CPU and no D1 (files), or at a like's (a stamp: one row and a count). */
export const MODELLED = { media: 'floor', asset: 'floor', 'write:stamp': 'write:like' }

const PAGES = {
  timeline: '/app/timeline',
  map: '/app/map',
  hazard: '/app/hazardmap',
  rally: '/app/stamprally',
  search: '/app/search',
}

/** The request builder of each kind the replay sends. */
function builders({ publicIds, pins, tokens }, random) {
  // Popular posts are spread over the whole history: a seeded shuffle gives each id its rank.
  const byRank = [...publicIds]
  for (let i = byRank.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[byRank[i], byRank[j]] = [byRank[j], byRank[i]]
  }
  const rank = zipf(byRank.length, MODEL.zipf, random)
  const popular = () => byRank[rank()]
  const newest = publicIds.at(-1) ?? 1
  const pick = (list) => list[Math.floor(random() * list.length)]
  const auth = () => ({ authorization: `Bearer ${pick(tokens)}` })
  const reader = () => (random() < MODEL.signedIn && tokens.length > 0 ? auth() : {})
  const page = (path) => () => ({ path })
  return {
    'page:timeline': page(PAGES.timeline),
    'page:map': page(PAGES.map),
    'page:hazard': page(PAGES.hazard),
    'page:rally': page(PAGES.rally),
    'page:search': page(PAGES.search),
    'page:post': () => ({ path: `/app/posts/${popular()}` }),
    'api:timeline': () => ({ path: '/api/posts?limit=20', headers: reader() }),
    'api:timeline-more': () => {
      const depth = 1 + Math.floor(random() ** 2 * 5)
      const cursor = idCursor(Math.max(1, newest - depth * 20))
      return { path: `/api/posts?limit=20&cursor=${cursor}`, headers: reader() }
    },
    'api:post': () => ({ path: `/api/posts/${popular()}`, headers: reader() }),
    'api:map': () => mapRequest(random),
    'api:map-items': () => mapItemsRequest(pins, random, reader()),
    'api:hazard': () => ({ path: `/api/hazard/shelters?bbox=${mapView(0.03, random)}` }),
    'api:rally': () => ({ path: '/api/stamprallies', headers: reader() }),
    'api:search': () => ({
      path: `/api/search?q=${encodeURIComponent(pick(SEARCH_QUERIES))}`,
      headers: { 'cf-connecting-ip': nextVisitor(), ...reader() },
    }),
    'write:like': () => ({ method: 'PUT', path: `/api/posts/${popular()}/like`, headers: auth() }),
    'write:post': () => ({
      method: 'POST',
      path: '/api/posts',
      headers: auth(),
      form: newPost(random),
    }),
  }
}

/** A map view as the app asks for it: the town at zoom 14 (counts), a street at 17, events. */
function mapRequest(random) {
  const roll = random()
  if (roll < 0.4) return { label: 'town', path: `/api/map?bbox=${mapView(0.02, random)}&zoom=14` }
  if (roll < 0.8)
    return { label: 'street', path: `/api/map?bbox=${mapView(0.004, random)}&zoom=17` }
  const from = new Date(Date.now() - 86_400_000 * 30).toISOString().slice(0, 10)
  const to = new Date(Date.now() + 86_400_000 * 30).toISOString().slice(0, 10)
  return {
    label: 'events',
    path: `/api/map?bbox=${mapView(0.02, random)}&zoom=14&kinds=event&from=${from}&to=${to}`,
  }
}

/** Pins a list shows at first (MAP_LIST_PAGE in src/features/map/components/MapList.tsx). */
const LIST_PAGE = 30

/** The items of a list's first page (30 pins near a view's centre) or of one tapped pin. */
function mapItemsRequest(pins, random, headers) {
  const lists = MODEL.mapViewsPerMapPage * MODEL.mapListItemsPerMapView
  const list = random() < lists / (lists + MODEL.mapTapsPerMapPage)
  const start = Math.floor(random() * Math.max(1, pins.length - LIST_PAGE))
  const ids = list ? pins.slice(start, start + LIST_PAGE) : [pins[start]]
  return { label: list ? 'list' : 'tap', path: `/api/map/items?ids=${ids.join(',')}`, headers }
}

/** The multipart body of a plain post without photos (uploads need R2, not in bench workerd). */
function newPost(random) {
  const body = `ベンチの投稿です。商店街のお知らせ ${Math.floor(random() * 1e6)}`
  return { data: JSON.stringify({ kind: 'post', body }) }
}

/** The kind whose share of the day's cumulative requests holds `at`. */
function drawKind(daily, at) {
  let left = at
  for (const [kind, n] of daily) {
    left -= n
    if (left < 0) return kind
  }
  return daily[0][0]
}

/** Each kind the replay sends comes at least this often, however rare in a day (a post). */
const MIN_PER_KIND = 5

/**
 * `count` requests in the proportions of a town's day (the same for any town size), each
 * labelled with its kind, then the rare kinds up to MIN_PER_KIND (the bill weighs each kind by
 * its daily count, so only the sample grows); kinds the replay cannot send are left out
 * (MODELLED).
 * @returns {{ kind: string, label?: string, method?: string, path: string,
 *   headers?: Record<string, string>, form?: Record<string, string> }[]}
 */
export function replaySequence(data, count, seed = 46) {
  const random = seeded(seed)
  const build = builders(data, random)
  const daily = Object.entries(requestsPerDay(10_000)).filter(([kind]) => build[kind])
  const total = daily.reduce((sum, [, n]) => sum + n, 0)
  const kinds = []
  for (let i = 0; i < count; i++) kinds.push(drawKind(daily, random() * total))
  for (const [kind] of daily) {
    for (let n = kinds.filter((k) => k === kind).length; n < MIN_PER_KIND; n++) kinds.push(kind)
  }
  return kinds.map((kind) => {
    const request = build[kind]()
    return { kind, ...request, headers: { host: 'localhost', ...request.headers } }
  })
}
