import { type Context, Hono } from 'hono'
import type { HazardPoint, HazardPointLayer } from '../../src/shared/api/hazard'
import { HAZARD_LAYERS, inJapan } from '../../src/shared/hazard-layers'
import { HAZARD_CLASS_WORDS, HAZARD_LAYER_WORDS } from '../../src/shared/hazard-words'
import { requireActiveUser, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { clientIp, enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { requestedLang } from '../translate/lang'
import { translateShelters } from '../translate/shelters'
import { parsePointQuery } from './input'
import { parseShelterView } from './shelter-input'
import { listShelters, MY_SHELTER_LIMIT, mySheltersOf, setMyShelter } from './shelter-store'
import { readLayerPixel } from './tiles'

/**
 * The hazard map's API (contract: src/shared/api/hazard.ts).
 *
 * GET /point reads, per layer, the overlay tile's pixel at the point and answers the legend class
 * in words. A layer that cannot be read says so on its own line; the answer is never a 500.
 */
export const hazard = new Hono<AppEnv>()

export const UNAVAILABLE_WORDS = '取得できませんでした'
export const OUTSIDE_WORDS = '外'
const OUTSIDE_JAPAN =
  'この地点はハザードマップの対象範囲（日本国内）の外です。重ねて表示できる情報はありません。'

hazard.get('/point', async (c) => {
  const { lat, lng } = parsePointQuery(c.req.queries())
  const zoom = Math.max(...HAZARD_LAYERS.map((layer) => layer.maxZoom))
  if (!inJapan(lat, lng)) {
    const body: HazardPoint = { lat, lng, covered: false, zoom, message: OUTSIDE_JAPAN, layers: [] }
    return reply(c, 'GET /api/hazard/point', body)
  }
  // Only a point in Japan reaches the portal, so only those count against the address's limit.
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.hazardPointsPerIp, subject: clientIp(c) }])
  const base = c.env.HAZARD_TILE_URL
  const layers = await Promise.all(
    HAZARD_LAYERS.map(async (layer): Promise<HazardPointLayer> => {
      const reading = await readLayerPixel(base, layer, lat, lng)
      const name = HAZARD_LAYER_WORDS[layer.id] ?? layer.id
      if (reading.status === 'inside') {
        return {
          layer: layer.id,
          status: 'inside',
          class: reading.key,
          words: `${name}: ${HAZARD_CLASS_WORDS[reading.key] ?? reading.key}`,
        }
      }
      if (reading.status === 'outside') {
        return {
          layer: layer.id,
          status: 'outside',
          class: null,
          words: `${name}: ${OUTSIDE_WORDS}`,
        }
      }
      return {
        layer: layer.id,
        status: 'unavailable',
        class: null,
        words: `${name}: ${UNAVAILABLE_WORDS}`,
      }
    }),
  )
  const body: HazardPoint = { lat, lng, covered: true, zoom, message: null, layers }
  // The layers change a few times a year; a point's answer may be reused for an hour. One with a
  // layer that could not be read is not kept: the next look may get the portal back.
  const complete = layers.every((line) => line.status !== 'unavailable')
  return reply(c, 'GET /api/hazard/point', body, 200, {
    'cache-control': complete ? 'public, max-age=3600' : 'no-store',
  })
})

hazard.get('/shelters', async (c) => {
  const view = parseShelterView(c.req.queries(), c.env)
  const list = await listShelters(c.env.DB, view)
  const lang = requestedLang(c)
  const body = lang ? { ...list, items: await translateShelters(c.env, lang, list.items) } : list
  return reply(c, 'GET /api/hazard/shelters', body, 200, { 'cache-control': 'no-cache' })
})

// 「マイ避難所」 on the account (visitors keep theirs in the browser). Answers the saved ids.
const SHELTER_NOT_FOUND = '避難所が見つかりません。'

hazard.get('/my-shelters', async (c) => {
  const user = await requireUser(c)
  const ids = await mySheltersOf(c.env.DB, user.id)
  return reply(c, 'GET /api/hazard/my-shelters', { ids }, 200, {
    'cache-control': 'private, no-store',
  })
})

async function saveShelter(
  c: Context<AppEnv>,
  key: 'PUT /api/hazard/my-shelters/:id' | 'DELETE /api/hazard/my-shelters/:id',
) {
  const on = key.startsWith('PUT')
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.reactionsPerUser, subject: viewer.id }])
  const id = parseId(c.req.param('id'), SHELTER_NOT_FOUND)
  const outcome = await setMyShelter(c.env.DB, viewer.id, id, on)
  if (outcome === 'not_found') throw apiError(404, 'not_found', SHELTER_NOT_FOUND)
  if (outcome === 'full') {
    throw apiError(409, 'too_many', `マイ避難所に登録できるのは${MY_SHELTER_LIMIT}か所までです。`)
  }
  return reply(c, key, { ids: await mySheltersOf(c.env.DB, viewer.id) })
}

hazard.put('/my-shelters/:id{[^/]+}', (c) => saveShelter(c, 'PUT /api/hazard/my-shelters/:id'))
hazard.delete('/my-shelters/:id{[^/]+}', (c) =>
  saveShelter(c, 'DELETE /api/hazard/my-shelters/:id'),
)
