// Every content type's own page, by a sample of the demo data (scripts/demo/): what crawlers and
// shared links open. Kept apart from the feature pages' list in index.mjs (which may come from the
// route table): these are the subjects of a page, not routes. The samples are the first public
// item of each kind without a photo, the pages whose share image is a generated card
// (worker/share-cards/); the photo post, the photo coupon and the rally are in index.mjs's lists.

/** Demo rows by table (a table may appear more than once in the data's list). */
async function demoRows() {
  const { tables } = await import('../../scripts/demo/data.mjs')
  const rows = {}
  for (const [table, list] of tables) rows[table] = [...(rows[table] ?? []), ...list]
  return rows
}

/**
 * @returns {Promise<{ kind: string, path: string }[]>} a post, an event, a coupon and a stamp
 *   rally's page, a venue and a restaurant
 */
export async function contentPages() {
  const rows = await demoRows()
  const withMedia = new Set(rows.post_media.map((m) => m.post_id))
  const firstPost = (kind) => {
    const post = rows.posts
      .filter((p) => p.kind === kind && p.visibility === 'public' && !withMedia.has(p.id))
      .filter((p) => !p.publish_state || p.publish_state === 'published')
      .sort((a, b) => a.id - b.id)[0]
    if (!post) throw new Error(`the demo data has no public ${kind} without a photo`)
    return post.id
  }
  const firstPlace = (kind) => {
    const place = rows.venues
      .filter((v) => v.kind === kind && !v.image_key)
      .sort((a, b) => a.id - b.id)[0]
    if (!place) throw new Error(`the demo data has no ${kind} without a photo`)
    return place.id
  }
  const rally = [...rows.stamp_rallies].sort((a, b) => a.id - b.id)[0]
  if (!rally) throw new Error('the demo data has no stamp rally')
  return [
    { kind: 'post', path: `/app/posts/${firstPost('post')}` },
    { kind: 'event', path: `/app/posts/${firstPost('event')}` },
    { kind: 'coupon', path: `/app/posts/${firstPost('coupon')}` },
    { kind: 'rally', path: `/app/stamprally/${rally.id}` },
    { kind: 'venue', path: `/app/venues/${firstPlace('venue')}` },
    { kind: 'restaurant', path: `/app/restaurants/${firstPlace('restaurant')}` },
  ]
}
