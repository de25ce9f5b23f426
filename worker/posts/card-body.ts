import type { Context } from 'hono'
import type { PostCardItem, PostSummary } from '../../src/shared/api/posts'
import { cardBodyStart } from '../../src/shared/text'
import type { AppEnv } from '../lib/env'
import { requestedLang } from '../translate/lang'

// A list's card shows one line of a post's text, cut at 140 characters (src/shared/text.ts), so
// a list sends that line's start instead of the whole body (up to 2,000 characters, most of a
// timeline page's bytes): what D1 reads, the Worker parses and the phone downloads. The post's
// page still gets the whole body.

/**
 * Code points of a body a list reads (SQLite's substr counts them): enough for the card's line
 * unless the start is mostly spaces, line breaks or emoji, which then costs one more statement.
 */
export const CARD_BODY_READ = 200

/**
 * Whether a list request may read only the starts of bodies (a query's `cardBodies`): when no
 * translation is asked for. A translation is looked up by the whole text it translates.
 */
export const readsCardStarts = (c: Context<AppEnv>): boolean => requestedLang(c) === null

/** Whether `text` has more than `count` code points. */
function longerThan(text: string, count: number): boolean {
  if (text.length <= count) return false
  let seen = 0
  for (const _ of text) if (++seen > count) return true
  return false
}

/**
 * A post as its card shows it, `start` its body's (cardBodyStart). The card is the post itself,
 * changed in place: the summaries are the list's own, made for this answer, and copying each
 * (twice, with spreads) cost more than cutting its text. `body` keeps its place among the keys and
 * `body_cut` comes last, as the answer's JSON has always had them.
 */
function toCard(post: PostSummary, start = cardBodyStart(post.body)): PostCardItem {
  const card: PostCardItem = post
  const original = post.translation?.original
  if (post.translation && original) {
    card.translation = {
      ...post.translation,
      original: { ...original, body: cardBodyStart(original.body) },
    }
  }
  if (start !== post.body) {
    card.body = start
    card.body_cut = true
  }
  return card
}

/**
 * The cards of a list page. `fromStarts`: the posts' bodies were read as their first
 * CARD_BODY_READ + 1 code points (listTimeline's `cardBodies`); where that start is too short to
 * make the card's line, the whole bodies are read in one more statement. The posts become the
 * cards (toCard changes them in place): the caller answers with the cards, not the posts.
 */
export async function toCards(
  db: D1Database,
  posts: PostSummary[],
  fromStarts: boolean,
): Promise<PostCardItem[]> {
  const starts = posts.map((post) => cardBodyStart(post.body))
  const short = fromStarts
    ? posts.filter((post, i) => starts[i] === post.body && longerThan(post.body, CARD_BODY_READ))
    : []
  if (short.length === 0) return posts.map((post, i) => toCard(post, starts[i]))
  const { results } = await db
    .prepare(`SELECT id, body FROM posts WHERE id IN (${short.map(() => '?').join(', ')})`)
    .bind(...short.map((post) => post.id))
    .all<{ id: number; body: string }>()
  const bodies = new Map(results.map((row) => [row.id, row.body]))
  return posts.map((post, i) => {
    const body = bodies.get(post.id)
    return body === undefined ? toCard(post, starts[i]) : toCard({ ...post, body })
  })
}
