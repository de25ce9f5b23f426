import type { SearchHit, SearchKind } from '../../src/shared/api/search'
import { mediaUrl, PUBLIC_POST } from '../posts/queries'
import { DOC_SOURCE } from './documents'
import { findMatches, snippetOf } from './normalize'

// Turning found document ids into what the client shows: the original (not normalized) text of
// each post, place or user, with the matched ranges. Rows that stopped being public since they
// were indexed (hidden by moderation, author suspended) are dropped here.

interface PostHitRow {
  id: number
  kind: 'post' | 'event' | 'coupon'
  title: string | null
  body: string
  place_name: string | null
  coupon_offer: string | null
  created_at: string
  thumb_key: string | null
}

interface UserHitRow {
  id: number
  name: string
  bio: string
  avatar_url: string | null
  created_at: string
}

interface VenueHitRow {
  id: number
  kind: 'venue' | 'restaurant' | 'shelter'
  name: string
  description: string
  address: string
  image_key: string | null
  created_at: string
}

function placeholders(ids: number[]): string {
  return ids.map((_, i) => `?${i + 1}`).join(',')
}

/** A statement reading the rows of `ids`, or null when there are none to read. */
function rowsById(
  db: D1Database,
  sql: (inList: string) => string,
  ids: number[],
): D1PreparedStatement | null {
  return ids.length === 0 ? null : db.prepare(sql(placeholders(ids))).bind(...ids)
}

/** A post without a title is shown by the start of its body. */
const UNTITLED_LENGTH = 40

function hit(
  kind: SearchKind,
  id: number,
  title: string,
  text: string,
  terms: string[],
  extra: Pick<SearchHit, 'place_kind' | 'image_url' | 'created_at'>,
): SearchHit {
  const snippet = snippetOf(text, terms)
  return {
    kind,
    id,
    title,
    title_matches: findMatches(title, terms),
    snippet: snippet.text,
    snippet_matches: snippet.matches,
    ...extra,
  }
}

export async function toHits(db: D1Database, docIds: number[], terms: string[]) {
  const refs = (source: number) => docIds.filter((id) => id % 4 === source).map((id) => id >> 2)
  const postRead = rowsById(
    db,
    (list) => `SELECT p.id, p.kind, p.title, p.body, p.place_name, p.coupon_offer, p.created_at,
          (SELECT thumb_key FROM post_media WHERE post_id = p.id ORDER BY position LIMIT 1)
            AS thumb_key
        FROM posts p CROSS JOIN users u WHERE p.id IN (${list}) AND ${PUBLIC_POST}`,
    refs(DOC_SOURCE.post),
  )
  const userRead = rowsById(
    db,
    (list) => `SELECT id, name, bio, avatar_url, created_at FROM users
        WHERE id IN (${list}) AND status = 'active'`,
    refs(DOC_SOURCE.user),
  )
  const venueRead = rowsById(
    db,
    (list) => `SELECT id, kind, name, description, address, image_key, created_at FROM venues
        WHERE id IN (${list})`,
    refs(DOC_SOURCE.place),
  )
  // One round trip (a batch) for the three kinds of row, instead of one each.
  const statements = [postRead, userRead, venueRead].filter((read) => read !== null)
  const answers = statements.length > 0 ? await db.batch(statements) : []
  const byId = <T extends { id: number }>(read: D1PreparedStatement | null) => {
    const rows = (read ? answers[statements.indexOf(read)]?.results : undefined) ?? []
    return new Map((rows as T[]).map((row) => [row.id, row]))
  }
  const posts = byId<PostHitRow>(postRead)
  const users = byId<UserHitRow>(userRead)
  const venues = byId<VenueHitRow>(venueRead)
  const hits: SearchHit[] = []
  for (const docId of docIds) {
    const refId = docId >> 2
    const source = docId % 4
    if (source === DOC_SOURCE.post) {
      const post = posts.get(refId)
      if (!post) continue
      const title = post.title || [...post.body].slice(0, UNTITLED_LENGTH).join('')
      const text = [post.body, post.place_name, post.coupon_offer].filter(Boolean).join(' ')
      hits.push(
        hit(post.kind, post.id, title, text, terms, {
          place_kind: null,
          image_url: post.thumb_key ? mediaUrl(post.thumb_key) : null,
          created_at: post.created_at,
        }),
      )
    } else if (source === DOC_SOURCE.user) {
      const user = users.get(refId)
      if (!user) continue
      hits.push(
        hit('user', user.id, user.name, user.bio, terms, {
          place_kind: null,
          image_url: user.avatar_url,
          created_at: user.created_at,
        }),
      )
    } else if (source === DOC_SOURCE.place) {
      const venue = venues.get(refId)
      if (!venue) continue
      hits.push(
        hit('place', venue.id, venue.name, `${venue.description} ${venue.address}`, terms, {
          place_kind: venue.kind,
          image_url: venue.image_key ? mediaUrl(venue.image_key) : null,
          created_at: venue.created_at,
        }),
      )
    }
  }
  return hits
}
