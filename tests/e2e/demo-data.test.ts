import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freshDemoState } from '../../scripts/lib/demo-state.mjs'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { root, seed, startWorker, wranglerEnv } from '../../scripts/lib/stack.mjs'
import type { Page, PostSummary } from '../../src/shared/api/posts'
import { jpegSize } from '../../worker/media/sniff'
import { queryLocalD1 } from './d1'
import { runOnLocalD1 } from './local-d1'

const base = () => `http://127.0.0.1:${inject('e2ePort')}`

async function fetchJpeg(origin: string, path: string) {
  const res = await fetch(`${origin}${path}`)
  const bytes = new Uint8Array(await res.arrayBuffer())
  return { status: res.status, type: res.headers.get('content-type'), bytes, size: jpegSize(bytes) }
}

/** Removes an object from the local R2 under `persistTo`, the way a developer would (wrangler). */
async function deleteLocalR2(persistTo: string, key: string): Promise<void> {
  const args = ['r2', 'object', 'delete', `jimoto-media/${key}`, '--local']
  await promisify(execFile)(
    join(root, 'node_modules/.bin/wrangler'),
    [...args, '--persist-to', persistTo, '-c', 'wrangler.toml'],
    { cwd: root, env: { ...process.env, ...wranglerEnv } },
  )
}

const COUNTS = `SELECT
  (SELECT count(*) FROM users) AS users,
  (SELECT count(*) FROM posts) AS posts,
  (SELECT count(*) FROM posts WHERE kind = 'event') AS events,
  (SELECT count(*) FROM posts WHERE kind = 'coupon') AS coupons,
  (SELECT count(*) FROM post_media) AS media,
  (SELECT count(*) FROM venues WHERE kind = 'venue') AS venues,
  (SELECT count(*) FROM venues WHERE kind = 'restaurant') AS restaurants,
  (SELECT count(*) FROM artists) AS artists,
  (SELECT count(*) FROM stamp_rallies) AS rallies,
  (SELECT count(*) FROM likes) AS likes`

// A test here runs wrangler for an R2 delete and runs the seed (wrangler again), each a Node
// process that takes seconds of CPU: on a machine with more work than cores that is more than
// the e2e project's cap; one took over three minutes with a busy loop on each core beside the
// whole suite.
const WRANGLER_STEPS_TIMEOUT = 420_000

/**
 * A local state of its own, as `npm start` leaves one (migrated, then seeded), for the tests of
 * what the next `npm start` does to it. npm start seeds before its Worker starts, so these seed
 * with no Worker on the state, as it does.
 */
let ownState = ''
const rowsOf = <Row>(sql: string) => runOnLocalD1(ownState, [sql])[0] as Row[]

beforeAll(async () => {
  ownState = await mkdtemp(join(tmpdir(), 'jimoto-e2e-demo-'))
  await freshDemoState(ownState)
}, WRANGLER_STEPS_TIMEOUT)

afterAll(async () => {
  if (ownState) await rm(ownState, { recursive: true, force: true })
})

/** Runs `use` against a Worker serving the own state, as npm start does after its seed. */
async function withWorkerOnOwnState(use: (origin: string) => Promise<void>): Promise<void> {
  const port = await freePort()
  const worker = await startWorker({
    port,
    persistTo: ownState,
    servedDir: join(ownState, 'served'),
  })
  try {
    await use(`http://127.0.0.1:${port}`)
  } finally {
    await stopProcess(worker)
  }
}

describe('demo data that npm start loads', () => {
  it('gives every kind of page something real to show', async () => {
    const [counts] = await queryLocalD1<Record<string, number>>(COUNTS)
    expect(counts?.users).toBeGreaterThanOrEqual(5)
    expect(counts?.posts).toBeGreaterThanOrEqual(30)
    expect(counts?.events).toBeGreaterThanOrEqual(5)
    expect(counts?.coupons).toBeGreaterThanOrEqual(5)
    expect(counts?.media).toBeGreaterThanOrEqual(10)
    expect(counts?.venues).toBeGreaterThanOrEqual(3)
    expect(counts?.restaurants).toBeGreaterThanOrEqual(3)
    expect(counts?.artists).toBeGreaterThanOrEqual(3)
    expect(counts?.rallies).toBeGreaterThanOrEqual(1)
  })

  it(
    'is not duplicated when it is loaded again (a second npm start)',
    async () => {
      const before = rowsOf<Record<string, number>>(COUNTS)
      expect(before[0]?.posts).toBeGreaterThanOrEqual(30)
      await seed(ownState)
      expect(rowsOf<Record<string, number>>(COUNTS)).toEqual(before)
    },
    WRANGLER_STEPS_TIMEOUT,
  )

  it('serves the demo photos from R2 as real JPEGs with immutable caching', async () => {
    const [row] = await queryLocalD1<{ key: string }>(
      'SELECT key FROM post_media ORDER BY id LIMIT 1',
    )
    expect(row?.key).toBeTruthy()
    const res = await fetch(`http://127.0.0.1:${inject('e2ePort')}/media/${row?.key}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await res.arrayBuffer())
    // JPEG SOI marker, and a real photo-sized file.
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
    expect(bytes.byteLength).toBeGreaterThan(10_000)
  })

  it('shows 480 px thumbnails on the timeline, a fraction of the photo it opens', async () => {
    const res = await fetch(`${base()}/api/posts?limit=50`)
    const timeline = (await res.json()) as Page<PostSummary>
    const demoMedia = timeline.items
      .flatMap((post) => post.media)
      .filter((m) => m.url.startsWith('/media/demo/'))
    const photos = new Map(demoMedia.map((m) => [m.url, m.thumb_url]))
    // Every demo post photo, each with its own thumbnail.
    expect(photos.size).toBeGreaterThanOrEqual(10)
    expect(new Set(photos.values()).size).toBe(photos.size)
    for (const [url, thumbUrl] of photos) {
      const [photo, thumb] = await Promise.all([
        fetchJpeg(base(), url),
        fetchJpeg(base(), thumbUrl),
      ])
      expect([photo.status, photo.type, thumb.status, thumb.type]).toEqual([
        200,
        'image/jpeg',
        200,
        'image/jpeg',
      ])
      // The upload pipeline's rule: the longest side is 480 (never upscaled), same proportions.
      const { width, height } = thumb.size ?? { width: 0, height: 0 }
      expect(Math.max(width, height)).toBe(480)
      expect(width / height).toBeCloseTo((photo.size?.width ?? 0) / (photo.size?.height ?? 1), 2)
      expect(thumb.bytes.byteLength).toBeLessThan(photo.bytes.byteLength / 2)
    }
  })

  it('has a 128 px copy of every demo avatar beside it, as an upload would have it', async () => {
    const avatars = rowsOf<{ avatar_url: string }>(
      "SELECT DISTINCT avatar_url FROM users WHERE avatar_url LIKE '/media/demo/%'",
    )
    expect(avatars.length).toBeGreaterThanOrEqual(4)
    for (const { avatar_url } of avatars) {
      const copy = await fetchJpeg(base(), avatar_url.replace(/\.jpg$/, '.128.jpg'))
      expect([copy.status, copy.size]).toEqual([200, { width: 128, height: 128 }])
    }
  })

  it('offers a phone the 800 px copy of a post page’s photo, as an upload would have it', async () => {
    const res = await fetch(`${base()}/api/posts?limit=50`)
    const timeline = (await res.json()) as Page<PostSummary>
    const withPhoto = timeline.items.filter((post) =>
      post.media.some((m) => m.url.startsWith('/media/demo/')),
    )
    expect(withPhoto.length).toBeGreaterThanOrEqual(10)
    for (const { id } of withPhoto) {
      const post = (await (await fetch(`${base()}/api/posts/${id}`)).json()) as PostSummary
      for (const m of post.media) {
        // The demo photos are 1,200 px: a small copy, and no medium one (the display is smaller).
        expect(m.medium_url).toBeNull()
        const [photo, small] = await Promise.all([
          fetchJpeg(base(), m.url),
          fetchJpeg(base(), m.small_url ?? ''),
        ])
        expect([small.status, small.type]).toEqual([200, 'image/jpeg'])
        const { width, height } = small.size ?? { width: 0, height: 0 }
        expect(Math.max(width, height)).toBe(800)
        expect(width / height).toBeCloseTo((photo.size?.width ?? 0) / (photo.size?.height ?? 1), 2)
        expect(small.bytes.byteLength).toBeLessThan(photo.bytes.byteLength * 0.75)
      }
    }
  })

  it(
    'gives a demo database seeded before the thumbnails and small copies existed both on the next start',
    async () => {
      // What an older `npm start` left behind: thumb_key = key and no thumbnail objects in R2.
      rowsOf("UPDATE post_media SET thumb_key = key, small_key = NULL WHERE key LIKE 'demo/%'")
      await deleteLocalR2(ownState, 'demo/thumbs/bakery.jpg')
      await deleteLocalR2(ownState, 'demo/small/bakery.jpg')
      await withWorkerOnOwnState(async (origin) => {
        expect((await fetchJpeg(origin, '/media/demo/thumbs/bakery.jpg')).status).toBe(404)
        expect((await fetchJpeg(origin, '/media/demo/small/bakery.jpg')).status).toBe(404)
      })

      await seed(ownState)
      const stale = rowsOf<{ n: number }>(
        "SELECT count(*) AS n FROM post_media WHERE key LIKE 'demo/%' AND thumb_key = key",
      )
      expect(stale).toEqual([{ n: 0 }])
      const [bakery] = rowsOf<{ thumb_key: string; small_key: string }>(
        "SELECT DISTINCT thumb_key, small_key FROM post_media WHERE key = 'demo/bakery.jpg'",
      )
      expect(bakery).toEqual({
        thumb_key: 'demo/thumbs/bakery.jpg',
        small_key: 'demo/small/bakery.jpg',
      })
      await withWorkerOnOwnState(async (origin) => {
        const thumb = await fetchJpeg(origin, '/media/demo/thumbs/bakery.jpg')
        expect([thumb.status, thumb.size]).toEqual([200, { width: 480, height: 320 }])
        const small = await fetchJpeg(origin, '/media/demo/small/bakery.jpg')
        expect([small.status, small.size]).toEqual([200, { width: 800, height: 533 }])
      })
    },
    WRANGLER_STEPS_TIMEOUT,
  )
})
