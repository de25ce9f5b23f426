import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, inject, it, vi } from 'vitest'
import type { HazardPoint } from '../../src/shared/api/hazard'
import { HAZARD_LAYERS, hazardLayer } from '../../src/shared/hazard-layers'
import { HAZARD_CLASS_WORDS, HAZARD_LAYER_WORDS } from '../../src/shared/hazard-words'
import worker from '../../worker/index'
import { RATE_LIMITS } from '../../worker/lib/rate-limit'
import {
  DEPTH_LEGEND,
  FIXTURE_ROWS,
  PALETTE_LAYER,
  RGBA_LAYER,
  tileCentre,
  X0,
  Y0,
} from './hazard-tile-fixtures'

// GET /api/hazard/point against the loopback stand-in of the portal's tiles: every rank of the
// published depth legend on two layers (one served as a palette PNG, one as RGBA), transparent pixels, tiles without
// data, a failing, overloaded, silent or unreachable upstream, bytes that are not a PNG, points
// outside Japan and hostile queries.
//
// Where a layer has no data the portal answers 404 for the tile, and readers of its tiles take
// that as "outside every zone": kakunikensuke/eki-facility-app, backend/scripts/fetchHazard.js
// (「データの無い場所は404が返る（＝その範囲に区域が無い）」), and shaitkenfront/hazardinfo-restapi,
// app/hazard_info.py (a tile it does not get reads as 「浸水想定なし」). So 404 is 外, and only a
// failure to get an answer is 取得できませんでした.

const origin = inject('hazardTileOrigin')
const hazardEnv = { ...env, HAZARD_TILE_URL: `${origin}/raster` } as Env

async function point(query: string, base = hazardEnv) {
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`http://localhost:8787/api/hazard/point?${query}`, {
      headers: { host: 'localhost:8787' },
    }),
    base,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as HazardPoint & { error?: string; message?: string },
  }
}

/** The centre of column X0 + k in the row of `layerId` (the palette layer's by default). */
async function atTile(k: number, layerId = PALETTE_LAYER) {
  const { lat, lng } = tileCentre(X0 + k, Y0 + (FIXTURE_ROWS[layerId] ?? 0))
  return point(`lat=${lat}&lng=${lng}`)
}

const lineOf = (body: HazardPoint, layer: string) => body.layers.find((l) => l.layer === layer)

/**
 * Our class of each rank of the government's published depth legend (the stand-in paints its
 * tiles in the published colours: tests/fixtures/hazard/README.md). A colour of ours that differs
 * from the published one reads as another rank, and the test names the rank.
 */
const PUBLISHED_RANK_KEYS: Record<string, string> = {
  '0.5m未満': 'depth_lt_0_5',
  '0.5m〜3m': 'depth_0_5_3',
  '3m〜5m': 'depth_3_5',
  '5m〜10m': 'depth_5_10',
  '10m〜20m': 'depth_10_20',
  '20m以上': 'depth_ge_20',
}

describe.each([PALETTE_LAYER, RGBA_LAYER])('the point reading of %s', (layerId) => {
  const layer = hazardLayer(layerId)
  if (!layer) throw new Error(`no layer ${layerId}`)
  const n = DEPTH_LEGEND.length
  const name = HAZARD_LAYER_WORDS[layerId]

  it('names every published depth rank in words from the pixel colour', async () => {
    expect(DEPTH_LEGEND.map((rank) => PUBLISHED_RANK_KEYS[rank.depth])).toEqual(
      layer.classes.map((entry) => entry.key),
    )
    for (const [k, rank] of DEPTH_LEGEND.entries()) {
      const key = PUBLISHED_RANK_KEYS[rank.depth] as string
      const { status, body } = await atTile(k, layerId)
      expect(status).toBe(200)
      expect(lineOf(body, layerId), rank.depth).toEqual({
        layer: layerId,
        status: 'inside',
        class: key,
        words: `${name}: ${HAZARD_CLASS_WORDS[key]}`,
      })
    }
  })

  it('says 外 where the tile is transparent', async () => {
    const { body } = await atTile(n, layerId)
    expect(lineOf(body, layerId)).toMatchObject({ status: 'outside', words: `${name}: 外` })
  })

  it('says 外 where the portal has no data for the tile (404), and remembers it', async () => {
    const first = await atTile(n + 1, layerId)
    expect(first.status).toBe(200)
    expect(lineOf(first.body, layerId)).toEqual({
      layer: layerId,
      status: 'outside',
      class: null,
      words: `${name}: 外`,
    })
    const again = await atTile(n + 1, layerId)
    expect(lineOf(again.body, layerId)?.status).toBe('outside')
  })

  it('says 取得できませんでした for a 500, a 503, a broken PNG, an oversized answer and a deflate bomb', async () => {
    for (const k of [n + 2, n + 7, n + 3, n + 4, n + 5]) {
      const { status, body } = await atTile(k, layerId)
      expect(status).toBe(200)
      expect(lineOf(body, layerId)).toMatchObject({
        status: 'unavailable',
        class: null,
        words: `${name}: 取得できませんでした`,
      })
      // The other layers of the same point are still answered: no data there, so 外.
      expect(body.layers.filter((l) => l.status === 'outside').length).toBe(
        HAZARD_LAYERS.length - 1,
      )
    }
  })
})

describe('a portal that does not answer', () => {
  const name = HAZARD_LAYER_WORDS[PALETTE_LAYER]
  const n = DEPTH_LEGEND.length

  it('says 取得できませんでした for a layer whose tile never comes (the 8 s limit), and 外 for the others', async () => {
    const { status, body } = await atTile(n + 6)
    expect(status).toBe(200)
    expect(lineOf(body, PALETTE_LAYER)).toEqual({
      layer: PALETTE_LAYER,
      status: 'unavailable',
      class: null,
      words: `${name}: 取得できませんでした`,
    })
    expect(body.layers.filter((l) => l.status === 'outside').length).toBe(HAZARD_LAYERS.length - 1)
  }, 30_000)

  it('says 取得できませんでした for every layer when the connection is refused, never a 500', async () => {
    const refused = { ...env, HAZARD_TILE_URL: `${inject('hazardRefusedOrigin')}/raster` } as Env
    const { lat, lng } = tileCentre(X0, Y0)
    const { status, headers, body } = await point(`lat=${lat}&lng=${lng}`, refused)
    expect(status).toBe(200)
    // Not kept by the browser: the next look may reach the portal again.
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body.covered).toBe(true)
    expect(body.layers).toHaveLength(HAZARD_LAYERS.length)
    for (const line of body.layers) {
      expect(line).toMatchObject({ status: 'unavailable', class: null })
      expect(line.words).toBe(`${HAZARD_LAYER_WORDS[line.layer]}: 取得できませんでした`)
    }
  })
})

describe('the point answer', () => {
  it('has Japanese words for every layer and every legend class', () => {
    for (const layer of HAZARD_LAYERS) {
      expect(HAZARD_LAYER_WORDS[layer.id], layer.id).toBeTruthy()
      for (const entry of layer.classes)
        expect(HAZARD_CLASS_WORDS[entry.key], entry.key).toBeTruthy()
    }
  })

  it('lists every layer once, read at the layers’ most detailed zoom', async () => {
    const { body, headers } = await atTile(0)
    expect(headers.get('cache-control')).toBe('public, max-age=3600')
    expect(body.covered).toBe(true)
    expect(body.zoom).toBe(17)
    expect(body.layers.map((l) => l.layer)).toEqual(HAZARD_LAYERS.map((l) => l.id))
    expect(lineOf(body, 'tsunami')?.words).toBe('津波: 外')
  })

  it('reuses a tile it has read instead of fetching it again', async () => {
    const count = async () =>
      ((await (await fetch(`${origin}/__count`)).json()) as { served: number }).served
    await atTile(1)
    const before = await count()
    const { body } = await atTile(1)
    expect(lineOf(body, PALETTE_LAYER)?.status).toBe('inside')
    expect(await count()).toBe(before)
  })

  it('answers plainly, without reading tiles, for a point outside Japan', async () => {
    for (const query of ['lat=51.5&lng=-0.12', 'lat=-33.9&lng=151.2', 'lat=89.9&lng=0']) {
      const { status, body } = await point(query)
      expect(status).toBe(200)
      expect(body.covered).toBe(false)
      expect(body.layers).toEqual([])
      expect(body.message).toContain('日本国内')
    }
  })

  it('refuses coordinates that are missing, out of range or not numbers with a 400 in Japanese', async () => {
    const cases = [
      '',
      'lat=35',
      'lng=139',
      'lat=91&lng=139',
      'lat=35&lng=181',
      'lat=-90.5&lng=0',
      'lat=abc&lng=139',
      'lat=35&lng=1e2',
      'lat=35&lng=139&lng=140x',
      `lat=${'9'.repeat(5000)}&lng=139`,
      'lat=%E0%A4%A&lng=139',
      'lat=35%00&lng=139',
      'lat[]=35&lng=139',
      'lat=NaN&lng=Infinity',
    ]
    for (const query of cases) {
      const { status, body } = await point(query)
      expect(status, query).toBe(400)
      expect(body.error).toBe('invalid_request')
      expect((body as unknown as { message: string }).message).toMatch(/緯度|経度/)
    }
  })

  it('limits readings per address: past the limit a point in Japan gets a 429 in Japanese', async () => {
    const limit = RATE_LIMITS.hazardPointsPerIp
    const now = Date.now()
    const windowStart = now - (now % 3_600_000) + 3_600_000
    const key = `${limit.name}:unknown`
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(windowStart + 10_000)
      await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)')
        .bind(key, Math.floor(windowStart / 1000), limit.limit)
        .run()
      const { lat, lng } = tileCentre(X0, Y0)
      const refused = await point(`lat=${lat}&lng=${lng}`)
      expect(refused.status).toBe(429)
      expect(refused.body.error).toBe('too_many_requests')
      expect(refused.body.message).toBe(
        '地点の問い合わせ回数が多すぎます。5分ほど時間をおいてから再度お試しください。',
      )
      expect(refused.headers.get('retry-after')).toBe(String(limit.windowSeconds - 10))
      // A point outside Japan reads no tile and is not counted.
      expect((await point('lat=51.5&lng=-0.12')).status).toBe(200)
    } finally {
      vi.useRealTimers()
      await env.DB.prepare('DELETE FROM rate_limits WHERE key = ?1').bind(key).run()
    }
  })
})
