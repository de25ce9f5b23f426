import type { SearchSuggestions } from '../../src/shared/api/search'
import { PUBLISHED } from '../posts/queries'

// The empty search page's suggestions. Both look at a bounded window of the newest posts, so the
// cost does not grow with the number of posts.

const RECENT_POSTS = 60
const RECENT_TAGS = 10
/** Popular = most used among the tags of this many newest posts. */
const POPULAR_WINDOW = 2000
const POPULAR_TAGS = 10

export async function recentAndPopularTags(db: D1Database): Promise<SearchSuggestions> {
  const [recent, popular] = await db.batch<{ tag: string; count: number }>([
    db
      .prepare(
        `SELECT t.tag, 0 AS count FROM (
           SELECT p.id FROM posts p WHERE p.visibility = 'public' AND ${PUBLISHED} ORDER BY p.id DESC LIMIT ?1
         ) AS r CROSS JOIN post_tags t WHERE t.post_id = r.id ORDER BY r.id DESC`,
      )
      .bind(RECENT_POSTS),
    db
      .prepare(
        `SELECT t.tag, count(*) AS count FROM (
           SELECT p.id FROM posts p WHERE p.visibility = 'public' AND ${PUBLISHED} ORDER BY p.id DESC LIMIT ?1
         ) AS r CROSS JOIN post_tags t WHERE t.post_id = r.id
         GROUP BY t.tag ORDER BY count DESC, t.tag LIMIT ?2`,
      )
      .bind(POPULAR_WINDOW, POPULAR_TAGS),
  ])
  const recentTags: string[] = []
  for (const row of recent?.results ?? []) {
    if (!recentTags.includes(row.tag)) recentTags.push(row.tag)
    if (recentTags.length === RECENT_TAGS) break
  }
  return {
    recent_tags: recentTags,
    popular_tags: (popular?.results ?? []).map((row) => ({ tag: row.tag, count: row.count })),
  }
}
