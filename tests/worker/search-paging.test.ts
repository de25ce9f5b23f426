import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertPost, insertUser } from './posts-helpers'
import { searchAll, searchPage } from './search-helpers'

// A page of search results is read in one statement: the title phase, then as much of the text
// phase as the page has room for, with the rows the hits show. These cases are where that could
// go wrong: a page edge on the step from title to text matches (every page size), a hidden post
// or a suspended author inside the pages (they count for paging and are never shown), and the
// same for 1–2 character words, which take the scan instead of the trigram index.

const TITLED = 4
const IN_TEXT = 5

/** Post ids newest first: `TITLED` with the word in the title, then `IN_TEXT` with it in the body. */
async function writePosts(word: string): Promise<{ titled: number[]; inText: number[] }> {
  const author = await insertUser({ name: `${word}の住民` })
  const inText: number[] = []
  const titled: number[] = []
  // Interleaved, so each phase's ids are not one contiguous run.
  for (let i = 0; i < Math.max(TITLED, IN_TEXT); i++) {
    if (i < IN_TEXT) {
      inText.push(await insertPost({ user_id: author, title: `お知らせ${i}`, body: `${word}の話` }))
    }
    if (i < TITLED) {
      titled.push(await insertPost({ user_id: author, title: `${word}${i}`, body: '詳しくは本文' }))
    }
  }
  return { titled: titled.reverse(), inText: inText.reverse() }
}

const ids = (hits: { id: number }[]) => hits.map((hit) => hit.id)

describe('search pages read in one statement', () => {
  let long: { titled: number[]; inText: number[] }
  let short: { titled: number[]; inText: number[] }

  beforeAll(async () => {
    long = await writePosts('ぺーじ送り')
    short = await writePosts('頁')
  })

  it('pages across the step from title to text matches at every page size, both index paths', async () => {
    for (const [q, posts] of [
      ['ぺーじ送り', long],
      ['頁', short],
    ] as const) {
      const whole = [...posts.titled, ...posts.inText]
      for (let limit = 1; limit <= whole.length + 1; limit++) {
        const hits = await searchAll(q, { limit: String(limit), kind: 'post' })
        expect(ids(hits), `${q}, limit ${limit}`).toEqual(whole)
      }
      const exact = await searchPage(q, { limit: String(TITLED), kind: 'post' })
      expect(ids(exact.body.items)).toEqual(posts.titled)
      expect(exact.body.nextCursor).toEqual(expect.any(String))
      const all = await searchPage(q, { limit: String(whole.length), kind: 'post' })
      expect(ids(all.body.items)).toEqual(whole)
      expect(all.body.nextCursor).toBeNull()
    }
  })

  it('leaves out a hidden post and a suspended author inside the pages, losing nothing else', async () => {
    const hidden = long.titled[TITLED - 1] ?? 0
    const byOther = await insertUser({ name: '休止中の住民' })
    const suspended = await insertPost({ user_id: byOther, title: 'x', body: 'ぺーじ送りの件' })
    await env.DB.prepare("UPDATE posts SET visibility = 'hidden' WHERE id = ?1").bind(hidden).run()
    await env.DB.prepare("UPDATE users SET status = 'hidden' WHERE id = ?1").bind(byOther).run()
    const visible = [...long.titled.slice(0, TITLED - 1), ...long.inText]
    for (let limit = 1; limit <= visible.length + 2; limit++) {
      const hits = await searchAll('ぺーじ送り', { limit: String(limit), kind: 'post' })
      expect(ids(hits), `limit ${limit}`).toEqual(visible)
      expect(ids(hits)).not.toContain(suspended)
    }
    await env.DB.prepare("UPDATE posts SET visibility = 'public' WHERE id = ?1").bind(hidden).run()
  })

  it('shows each hit with its own row: title, snippet, marks and photo', async () => {
    const author = await insertUser({ name: '写真の住民' })
    const id = await insertPost({ user_id: author, title: '写真つきの紹介', body: '港の写真です' })
    await env.DB.prepare(
      `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height)
       VALUES (?1, 1, 'k/second.webp', 'k/second-thumb.webp', 'image/webp', 10, 10),
              (?1, 0, 'k/first.webp', 'k/first-thumb.webp', 'image/webp', 10, 10)`,
    )
      .bind(id)
      .run()
    const res = await searchPage('写真つき')
    expect(res.status).toBe(200)
    expect(res.headers.get('ratelimit')).toMatch(/^"search-ip";r=\d+;t=\d+$/)
    expect(res.body.items).toEqual([
      expect.objectContaining({
        kind: 'post',
        id,
        title: '写真つきの紹介',
        title_matches: [[0, 4]],
        snippet: '港の写真です',
        image_url: '/media/k/first-thumb.webp',
        place_kind: null,
      }),
    ])
  })
})
