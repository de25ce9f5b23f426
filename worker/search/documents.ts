import { normalizeText } from './normalize'

// Writing normalized search documents (migrations/0006_search.sql explains the scheme). Triggers
// keep search_docs in step with every write and mark the row pending with raw text; this module
// recomputes pending documents from their source rows with full normalization.

/** Document ids: a fixed slot per source, so re-indexing keeps the id. */
export const DOC_SOURCE = { post: 0, user: 1, place: 2 } as const

export function postDocId(postId: number): number {
  return postId * 4 + DOC_SOURCE.post
}

/** How many pending documents one search request normalizes before it runs. */
export const PENDING_BATCH = 200

export interface PendingDoc {
  id: number
  ref_id: number
  kind: string
}

interface PostSource {
  id: number
  title: string | null
  body: string
  place_name: string | null
  address: string | null
  coupon_offer: string | null
  coupon_terms: string | null
  tags_json: string
}

interface UserSource {
  id: number
  name: string
  bio: string
}

interface VenueSource {
  id: number
  name: string
  description: string
  address: string
  tags_json: string
}

function tagsText(json: string): string {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((tag) => typeof tag === 'string').join(' ') : ''
  } catch {
    return ''
  }
}

const lines = (...parts: (string | null)[]) => parts.filter((part) => part).join('\n')

export function postDocText(post: PostSource): { title: string; body: string } {
  return {
    title: normalizeText(post.title ?? ''),
    body: normalizeText(
      lines(
        post.body,
        post.place_name,
        post.address,
        post.coupon_offer,
        post.coupon_terms,
        tagsText(post.tags_json),
      ),
    ),
  }
}

/** The statement listing up to PENDING_BATCH documents that wait for normalization. */
export function pendingDocs(db: D1Database): D1PreparedStatement {
  return db
    .prepare('SELECT id, ref_id, kind FROM search_docs WHERE pending = 1 ORDER BY id LIMIT ?1')
    .bind(PENDING_BATCH)
}

/**
 * Normalizes `pending` (an answer of pendingDocs) in a few statements. Writes are guarded by
 * `pending = 1` and the source text is read in the same call, so a concurrent edit (which sets
 * pending again) is never overwritten by older text for long: the next batch picks it up.
 */
export async function normalizePending(db: D1Database, pending: PendingDoc[]): Promise<void> {
  if (pending.length === 0) return
  const idsOf = (source: number) =>
    pending.filter((doc) => doc.id % 4 === source).map((doc) => doc.ref_id)
  const [posts, users, venues] = await Promise.all([
    selectByIds<PostSource>(
      db,
      `SELECT id, title, body, place_name, address, coupon_offer, coupon_terms, tags_json
       FROM posts WHERE id IN`,
      idsOf(DOC_SOURCE.post),
    ),
    selectByIds<UserSource>(
      db,
      'SELECT id, name, bio FROM users WHERE id IN',
      idsOf(DOC_SOURCE.user),
    ),
    selectByIds<VenueSource>(
      db,
      'SELECT id, name, description, address, tags_json FROM venues WHERE id IN',
      idsOf(DOC_SOURCE.place),
    ),
  ])
  // One statement for all of them (a statement each would pass D1's 50 per invocation).
  const texts: [number, string, string][] = []
  for (const post of posts) {
    const text = postDocText(post)
    texts.push([post.id * 4, text.title, text.body])
  }
  for (const user of users) {
    texts.push([user.id * 4 + 1, normalizeText(user.name), normalizeText(user.bio)])
  }
  for (const venue of venues) {
    const body = lines(venue.description, venue.address, tagsText(venue.tags_json))
    texts.push([venue.id * 4 + 2, normalizeText(venue.name), normalizeText(body)])
  }
  const statements: D1PreparedStatement[] = []
  if (texts.length > 0) {
    statements.push(
      db
        .prepare(
          `UPDATE search_docs SET title = json_extract(d.value, '$[1]'),
             body = json_extract(d.value, '$[2]'), pending = 0
           FROM json_each(?1) d
           WHERE search_docs.id = json_extract(d.value, '$[0]') AND search_docs.pending = 1`,
        )
        .bind(JSON.stringify(texts)),
    )
  }
  // A document whose source row vanished (hard delete without a trigger) is dropped.
  const found = new Set(posts.map((post) => postDocId(post.id)))
  for (const user of users) found.add(user.id * 4 + 1)
  for (const venue of venues) found.add(venue.id * 4 + 2)
  const orphans = pending.filter((doc) => !found.has(doc.id)).map((doc) => doc.id)
  if (orphans.length > 0) {
    // One parameter for any number of them: D1 allows 100 per statement, and a batch holds 200.
    statements.push(
      db
        .prepare('DELETE FROM search_docs WHERE id IN (SELECT value FROM json_each(?1))')
        .bind(JSON.stringify(orphans)),
    )
  }
  if (statements.length > 0) await db.batch(statements)
}

/** D1 allows 100 bound parameters per statement. */
const IDS_PER_STATEMENT = 90

async function selectByIds<T>(db: D1Database, sqlPrefix: string, ids: number[]): Promise<T[]> {
  const rows: T[] = []
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const chunk = ids.slice(i, i + IDS_PER_STATEMENT)
    const { results } = await db
      .prepare(`${sqlPrefix} (${chunk.map(() => '?').join(',')})`)
      .bind(...chunk)
      .all<T>()
    rows.push(...results)
  }
  return rows
}

/**
 * Normalizes one post's document right after the API wrote it (the trigger has just marked it
 * pending), so the author's own search finds it with full folding at once.
 */
export async function indexPost(db: D1Database, postId: number): Promise<void> {
  const post = await db
    .prepare(
      `SELECT id, title, body, place_name, address, coupon_offer, coupon_terms, tags_json
       FROM posts WHERE id = ?1 AND visibility = 'public'`,
    )
    .bind(postId)
    .first<PostSource>()
  if (!post) return
  const text = postDocText(post)
  await db
    .prepare('UPDATE search_docs SET title = ?2, body = ?3, pending = 0 WHERE id = ?1')
    .bind(postDocId(post.id), text.title, text.body)
    .run()
}
