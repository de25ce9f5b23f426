import { SMALL_AVATAR_SUFFIX, smallAvatarKey } from '../../src/shared/avatar-sizes'
import { type PersonalTable, postPins, readCatalogue, type UserColumn } from './catalogue'

// The SQL of deleting an account (docs/product.md "Deleting an account"). First the mark: one
// batch makes the account unusable (status 'deleted', every session revoked) and records the job.
// Then, from the queue, one batch removes or anonymises every row the catalogue finds.

/** The account every detached record points at: no email, no password, never shown. */
export const DELETED_ACCOUNT_ID = 0
const DELETED_ACCOUNT_NAME = '退会したユーザー'

export interface DeletionJob {
  user_id: number
  notify_email: string | null
  notify_name: string
  firebase_uids_json: string
  /** Apple's access token to revoke (an account linked to Apple), cleared once revoked. */
  apple_access_token: string | null
  attempts: number
}

/**
 * Marks the account deleted and revokes its sessions, in one batch guarded by the job row: of two
 * requests at once exactly one inserts it, and only that one's statements change anything.
 * Returns false when a deletion was already under way.
 */
export async function markDeleted(
  db: D1Database,
  userId: number,
  now: string,
  appleAccessToken: string | null = null,
): Promise<boolean> {
  const claim = crypto.randomUUID()
  const mine = `EXISTS (SELECT 1 FROM account_deletions WHERE user_id = ?1 AND requested_at = ?2)`
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO account_deletions (user_id, notify_email, notify_name,
           firebase_uids_json, requested_at, apple_access_token)
         SELECT u.id, CASE WHEN u.email_verified = 1 THEN u.email END, u.name,
           (SELECT json_group_array(firebase_uid) FROM identities WHERE user_id = u.id), ?2, ?3
         FROM users u WHERE u.id = ?1 AND u.status <> 'deleted'`,
      )
      .bind(userId, `${now}#${claim}`, appleAccessToken),
    db
      .prepare(`UPDATE users SET status = 'deleted', updated_at = ?3 WHERE id = ?1 AND ${mine}`)
      .bind(userId, `${now}#${claim}`, now),
    db
      .prepare(
        `UPDATE sessions SET revoked_at = ?3 WHERE user_id = ?1 AND revoked_at IS NULL AND ${mine}`,
      )
      .bind(userId, `${now}#${claim}`, now),
  ])
  return (inserted?.meta.changes ?? 0) > 0
}

export function findDeletionJob(db: D1Database, userId: number): Promise<DeletionJob | null> {
  return db
    .prepare(
      `UPDATE account_deletions SET attempts = attempts + 1 WHERE user_id = ?1
       RETURNING user_id, notify_email, notify_name, firebase_uids_json, apple_access_token,
         attempts`,
    )
    .bind(userId)
    .first<DeletionJob>()
}

/** Apple confirmed the revocation: the token is not kept a moment longer than needed. */
export async function forgetAppleToken(db: D1Database, userId: number): Promise<void> {
  await db
    .prepare('UPDATE account_deletions SET apple_access_token = NULL WHERE user_id = ?1')
    .bind(userId)
    .run()
}

/** Jobs asked for before `before` and still there: their queue message was lost or gave up. */
export async function staleDeletionJobs(db: D1Database, before: string): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT user_id FROM account_deletions WHERE requested_at < ?1 LIMIT 50')
    .bind(before)
    .all<{ user_id: number }>()
  return results.map((row) => row.user_id)
}

/** The R2 keys of the account's photos, avatar and data downloads that nobody else's row uses. */
export async function ownObjectKeys(db: D1Database, userId: number): Promise<string[]> {
  const [media, avatar, exports] = await db.batch<{ key: string }>([
    db
      .prepare(
        `SELECT m.key FROM post_media m JOIN posts p ON p.id = m.post_id WHERE p.user_id = ?1
         UNION SELECT m.thumb_key FROM post_media m JOIN posts p ON p.id = m.post_id
           WHERE p.user_id = ?1
         UNION SELECT m.small_key FROM post_media m JOIN posts p ON p.id = m.post_id
           WHERE p.user_id = ?1 AND m.small_key IS NOT NULL
         UNION SELECT m.medium_key FROM post_media m JOIN posts p ON p.id = m.post_id
           WHERE p.user_id = ?1 AND m.medium_key IS NOT NULL`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT substr(avatar_url, 8) AS key FROM users WHERE id = ?1 AND avatar_url LIKE '/media/%'`,
      )
      .bind(userId),
    db
      .prepare(`SELECT 'exports/' || id || '.zip' AS key FROM data_exports WHERE user_id = ?1`)
      .bind(userId),
  ])
  const avatarKeys = (avatar?.results ?? []).flatMap((row) => [row.key, smallAvatarKey(row.key)])
  const photos = [...(media?.results ?? []).map((row) => row.key), ...avatarKeys]
  if (photos.length === 0) return (exports?.results ?? []).map((row) => row.key)
  // Photos are content-addressed: the same file posted by someone else stays theirs. One
  // statement for all of them (four files a photo, and an account may have posted hundreds).
  const { results: own } = await db
    .prepare(
      `SELECT k.value AS key FROM json_each(?1) AS k
       WHERE NOT EXISTS (SELECT 1 FROM post_media m JOIN posts p ON p.id = m.post_id
           WHERE (m.key = k.value OR m.thumb_key = k.value OR m.small_key = k.value
             OR m.medium_key = k.value) AND p.user_id <> ?2)
         AND NOT EXISTS (SELECT 1 FROM users
           WHERE avatar_url = '/media/' || replace(k.value, ?3, '.jpg') AND id <> ?2)`,
    )
    .bind(JSON.stringify(photos), userId, SMALL_AVATAR_SUFFIX)
    .all<{ key: string }>()
  return [...own.map((row) => row.key), ...(exports?.results ?? []).map((row) => row.key)]
}

/** Columns whose rows are a record others keep, handled by name below rather than by role. */
const SPECIAL = new Set([
  'posts.user_id',
  'account_deletions.user_id',
  'ad_orders.user_id',
  'coupon_uses.user_id',
  'coupon_uses.voided_by',
  'moderation_actions.target_user_id',
])

function columnStatement(db: D1Database, column: UserColumn, userId: number): D1PreparedStatement {
  const { table, column: name } = column
  if (column.role === 'owner') {
    return db.prepare(`DELETE FROM "${table}" WHERE "${name}" = ?1`).bind(userId)
  }
  const replacement = column.nullable ? 'NULL' : String(DELETED_ACCOUNT_ID)
  return db
    .prepare(`UPDATE "${table}" SET "${name}" = ${replacement} WHERE "${name}" = ?1`)
    .bind(userId)
}

/** What the ledgers keep: paid ads (invoices), coupon uses (the shop's numbering), staff actions. */
function ledgerStatements(db: D1Database, userId: number): D1PreparedStatement[] {
  const zero = DELETED_ACCOUNT_ID
  return [
    // Paid orders are the qualified invoices the operator must keep for 7 years: the invoice's
    // addressee, amounts, dates and payment references stay; the rest of the person goes.
    db
      .prepare(
        `UPDATE ad_orders SET user_id = ${zero}, billing_email = '', refund_email = NULL,
           headline = '', body = '', link_url = NULL, post_id = NULL
         WHERE user_id = ?1 AND paid_at IS NOT NULL`,
      )
      .bind(userId),
    db.prepare('DELETE FROM ad_orders WHERE user_id = ?1').bind(userId),
    db
      .prepare(
        `UPDATE coupon_uses SET user_id = ${zero}, idempotency_key = 'deleted-' || id
         WHERE user_id = ?1`,
      )
      .bind(userId),
    db.prepare(`UPDATE coupon_uses SET voided_by = ${zero} WHERE voided_by = ?1`).bind(userId),
    db
      .prepare('UPDATE moderation_actions SET target_user_id = NULL WHERE target_user_id = ?1')
      .bind(userId),
    db
      .prepare(
        `UPDATE moderation_actions SET subject_id = ${zero}
         WHERE subject_kind = 'user' AND subject_id = ?1`,
      )
      .bind(userId),
  ]
}

/**
 * The account's posts: photos always go; a post no remaining row points at is deleted (its
 * likes, favorites, tags, translations and reports with it); one that a kept row points at (a
 * coupon someone used or holds, a rally's reward) stays as the record, under 退会したユーザー.
 */
async function postStatements(db: D1Database, userId: number): Promise<D1PreparedStatement[]> {
  const pins = await postPins(db)
  const pinned = pins
    .map(({ table, column }) => `EXISTS (SELECT 1 FROM "${table}" WHERE "${column}" = posts.id)`)
    .join(' OR ')
  return [
    db
      .prepare('DELETE FROM post_media WHERE post_id IN (SELECT id FROM posts WHERE user_id = ?1)')
      .bind(userId),
    db
      .prepare(`DELETE FROM posts WHERE user_id = ?1${pinned ? ` AND NOT (${pinned})` : ''}`)
      .bind(userId),
    db.prepare(`UPDATE posts SET user_id = ${DELETED_ACCOUNT_ID} WHERE user_id = ?1`).bind(userId),
  ]
}

function subjectStatements(
  db: D1Database,
  catalogue: PersonalTable[],
  userId: number,
): D1PreparedStatement[] {
  return catalogue
    .filter((entry) => entry.userSubject && entry.table !== 'moderation_actions')
    .map((entry) =>
      db
        .prepare(`DELETE FROM "${entry.table}" WHERE subject_kind = 'user' AND subject_id = ?1`)
        .bind(userId),
    )
}

/** Every statement of the last batch, in an order the foreign keys accept. */
export async function finalStatements(
  db: D1Database,
  userId: number,
  email: string | null,
): Promise<D1PreparedStatement[]> {
  const catalogue = await readCatalogue(db)
  const columns = catalogue.flatMap((entry) => entry.columns)
  const generic = columns.filter((column) => !SPECIAL.has(`${column.table}.${column.column}`))
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO users (id, email, email_verified, name, status)
         VALUES (${DELETED_ACCOUNT_ID}, NULL, 0, ?1, 'hidden')`,
      )
      .bind(DELETED_ACCOUNT_NAME),
    // The counters of other people's posts lose this person's ♡ and ☆.
    db
      .prepare(
        `UPDATE posts SET like_count = max(like_count - 1, 0)
         WHERE id IN (SELECT post_id FROM likes WHERE user_id = ?1)`,
      )
      .bind(userId),
    db
      .prepare(
        `UPDATE posts SET favorite_count = max(favorite_count - 1, 0)
         WHERE id IN (SELECT post_id FROM favorites WHERE user_id = ?1)`,
      )
      .bind(userId),
    ...ledgerStatements(db, userId),
    ...generic.filter((c) => c.role === 'actor').map((c) => columnStatement(db, c, userId)),
    ...generic.filter((c) => c.role === 'owner').map((c) => columnStatement(db, c, userId)),
    ...subjectStatements(db, catalogue, userId),
    ...(await postStatements(db, userId)),
    // Mail already sent to the address (links, notices) and the limits counted under it.
    db.prepare('DELETE FROM mail_outbox WHERE to_address = ?1').bind(email ?? ''),
    db
      .prepare(`DELETE FROM rate_limits WHERE substr(key, instr(key, ':') + 1) IN (?1, ?2)`)
      .bind(email ?? '', String(userId)),
    db.prepare('DELETE FROM users WHERE id = ?1').bind(userId),
    db.prepare('DELETE FROM account_deletions WHERE user_id = ?1').bind(userId),
  ]
}
