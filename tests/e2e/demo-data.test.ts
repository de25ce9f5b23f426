import { describe, expect, inject, it } from 'vitest'
import { seed } from '../../scripts/lib/stack.mjs'
import { queryLocalD1 } from './d1'

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

  it('is not duplicated when it is loaded again (a second npm start)', async () => {
    const before = await queryLocalD1<Record<string, number>>(COUNTS)
    await seed(inject('e2ePersistTo'))
    const after = await queryLocalD1<Record<string, number>>(COUNTS)
    expect(after).toEqual(before)
  })

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
})
