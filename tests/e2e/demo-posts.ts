import type { Page, PostSummary } from '../../src/shared/api/posts'

/**
 * The newest post on the timeline that `matches`, however many posts other test files added in
 * front of the demo data (files share one database and run in no fixed order).
 */
export async function findPost(
  origin: string,
  matches: (post: PostSummary) => boolean,
): Promise<PostSummary> {
  let cursor: string | null = null
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const res = await fetch(`${origin}/api/posts?limit=50${query}`)
    const page = (await res.json()) as Page<PostSummary>
    const found = page.items.find(matches)
    if (found) return found
    cursor = page.nextCursor
  } while (cursor)
  throw new Error('no post on the timeline matches')
}

/** A demo post with a title and a photo of the demo data (fixture posts' photos have no file). */
export const isDemoPhotoPost = (post: PostSummary) =>
  Boolean(post.title && post.media[0]?.thumb_url.startsWith('/media/demo/'))
