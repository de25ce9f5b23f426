import type { SubjectKind, SubjectSummary } from '../../src/shared/api/moderation'
import { pathTo } from '../../src/shared/links'

// What each kind of subject is, for the desk: how to read it (one query for a whole page of the
// queue) and the guarded statements that hide and restore it. post, event and coupon are rows of
// posts (the kind must match, so an id cannot be moderated under another kind's name); user is a
// row of users. An ad (a shop's paid order) has content but no hide/restore: it is approved or
// rejected by the ads review (the desk's review call), and its shop is moderated as a user.

export interface SubjectContent {
  summary: SubjectSummary
  body: string
  /** Whose content it is (the user, for a user): warnings and suspensions go to them. */
  ownerId: number | null
  ownerEmail: string | null
}

/**
 * Every statement of an action's batch but the first runs only while the subject's action_token
 * is this action's own (?1 kind, ?2 id, ?3 token): a concurrent action that lost the version race
 * changes nothing.
 */
export const OWN_ACTION = `EXISTS (SELECT 1 FROM moderation_subjects WHERE subject_kind = ?1
  AND subject_id = ?2 AND action_token = ?3)`

interface SubjectTable {
  /** Contents of the ids asked for, by id (missing ids are absent). */
  load(db: D1Database, kind: SubjectKind, ids: number[]): Promise<Map<number, SubjectContent>>
  hide(db: D1Database, kind: SubjectKind, id: number, token: string): D1PreparedStatement
  restore(db: D1Database, kind: SubjectKind, id: number, token: string): D1PreparedStatement
}

/**
 * The guarded statement that moves a subject's row from one state to another (hide: shown →
 * hidden; restore: back), only from that state and only while this action owns the subject.
 */
function switchState(
  table: 'posts' | 'users',
  column: 'visibility' | 'status',
  from: string,
  to: string,
): SubjectTable['hide'] {
  return (db, kind, id, token) =>
    db
      .prepare(
        `UPDATE ${table} SET ${column} = '${to}', updated_at = ?5
         WHERE id = ?4 AND ${column} = '${from}' AND ${OWN_ACTION}`,
      )
      .bind(kind, id, token, id, new Date().toISOString())
}

const EXCERPT_LENGTH = 120

function excerpt(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim())
  return chars.length > EXCERPT_LENGTH
    ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…`
    : chars.join('')
}

interface PostContentRow {
  id: number
  kind: SubjectKind
  title: string | null
  body: string
  visibility: 'public' | 'hidden' | 'deleted'
  user_id: number
  author_name: string
  author_email: string | null
}

const posts: SubjectTable = {
  async load(db, kind, ids) {
    const { results } = await db
      .prepare(
        `SELECT p.id, p.kind, p.title, p.body, p.visibility, p.user_id, u.name AS author_name,
           u.email AS author_email
         FROM posts p JOIN users u ON u.id = p.user_id
         WHERE p.id IN (SELECT value FROM json_each(?1)) AND p.kind = ?2`,
      )
      .bind(JSON.stringify(ids), kind)
      .all<PostContentRow>()
    return new Map(
      results.map((row) => [
        row.id,
        {
          summary: {
            kind,
            id: row.id,
            title: row.title ?? (excerpt(row.body).slice(0, 30) || null),
            excerpt: excerpt(row.body),
            visibility: row.visibility,
            author: { id: row.user_id, name: row.author_name },
            url: row.visibility === 'public' ? pathTo('/app/posts/:id', { id: row.id }) : null,
          },
          body: row.body,
          ownerId: row.user_id,
          ownerEmail: row.author_email,
        },
      ]),
    )
  },
  hide: switchState('posts', 'visibility', 'public', 'hidden'),
  restore: switchState('posts', 'visibility', 'hidden', 'public'),
}

interface UserContentRow {
  id: number
  name: string
  bio: string
  email: string | null
  status: 'active' | 'hidden' | 'deleted'
}

const users: SubjectTable = {
  async load(db, _kind, ids) {
    const { results } = await db
      .prepare(
        `SELECT id, name, bio, email, status FROM users
         WHERE id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(ids))
      .all<UserContentRow>()
    return new Map(
      results.map((row) => [
        row.id,
        {
          summary: {
            kind: 'user',
            id: row.id,
            title: row.name,
            excerpt: excerpt(row.bio),
            visibility:
              row.status === 'active' ? 'public' : row.status === 'hidden' ? 'hidden' : 'deleted',
            author: { id: row.id, name: row.name },
            url: row.status === 'active' ? pathTo('/app/profile/:id', { id: row.id }) : null,
          },
          body: row.bio,
          ownerId: row.id,
          ownerEmail: row.email,
        },
      ]),
    )
  },
  // A hidden account's profile and every post of it disappear (the public reads require an
  // active author); it can still sign in, read and appeal.
  hide: switchState('users', 'status', 'active', 'hidden'),
  restore: switchState('users', 'status', 'hidden', 'active'),
}

const TABLES: Partial<Record<SubjectKind, SubjectTable>> = {
  post: posts,
  event: posts,
  coupon: posts,
  user: users,
}

export function subjectTable(kind: SubjectKind): SubjectTable | null {
  return TABLES[kind] ?? null
}

interface AdContentRow {
  id: number
  headline: string
  body: string
  user_id: number
  shop_name: string
}

async function loadAds(db: D1Database, ids: number[]): Promise<Map<number, SubjectContent>> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.headline, o.body, o.user_id, u.name AS shop_name
       FROM ad_orders o JOIN users u ON u.id = o.user_id
       WHERE o.id IN (SELECT value FROM json_each(?1)) AND o.paid_at IS NOT NULL`,
    )
    .bind(JSON.stringify(ids))
    .all<AdContentRow>()
  return new Map(
    results.map((row) => [
      row.id,
      {
        summary: {
          kind: 'ad',
          id: row.id,
          title: row.headline,
          excerpt: excerpt(row.body),
          visibility: 'public',
          author: { id: row.user_id, name: row.shop_name },
          url: null,
        },
        body: row.body,
        // No owner: warnings and suspensions of the shop go through its user subject.
        ownerId: null,
        ownerEmail: null,
      },
    ]),
  )
}

/** A subject whose content cannot be read (gone, or a kind without a table yet). */
export function missingSummary(kind: SubjectKind, id: number): SubjectSummary {
  return { kind, id, title: null, excerpt: '', visibility: 'missing', author: null, url: null }
}

/** Contents of a page of subjects: one query per kind present. */
export async function loadContents(
  db: D1Database,
  keys: { kind: SubjectKind; id: number }[],
): Promise<Map<string, SubjectContent>> {
  const byKind = new Map<SubjectKind, number[]>()
  for (const key of keys) byKind.set(key.kind, [...(byKind.get(key.kind) ?? []), key.id])
  const contents = new Map<string, SubjectContent>()
  for (const [kind, ids] of byKind) {
    const table = subjectTable(kind)
    const loaded = kind === 'ad' ? await loadAds(db, ids) : await table?.load(db, kind, ids)
    if (!loaded) continue
    for (const [id, content] of loaded) contents.set(`${kind}:${id}`, content)
  }
  return contents
}
