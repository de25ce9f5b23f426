import { sha256Hex } from '../lib/crypto'
import { randomToken, TOKEN_PATTERN } from './tokens'
import type { UserRow } from './user-store'

/** Sessions last 30 days from login; logout or a password reset revokes them earlier. */
export const SESSION_DAYS = 30

export async function createSession(
  db: D1Database,
  userId: number,
  userAgent: string | undefined,
): Promise<string> {
  const token = randomToken()
  const now = new Date()
  const expires = new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000)
  await db
    .prepare(
      `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, user_agent)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    )
    .bind(
      await sha256Hex(token),
      userId,
      now.toISOString(),
      expires.toISOString(),
      userAgent?.slice(0, 256) ?? null,
    )
    .run()
  return token
}

/**
 * A signed-in user as sessions see them: the effective role (a staff_roles row makes a user a
 * moderator) and the reason of a suspension in force, if any.
 */
export interface SessionUserRow extends UserRow {
  suspension_reason: string | null
  suspension_until: string | null
}

/** The active user behind a bearer token, or null (unknown, expired, revoked, deleted user). */
export async function findSessionUser(
  db: D1Database,
  token: string,
): Promise<SessionUserRow | null> {
  const lookup = await sessionLookup(token)
  return lookup ? sessionUserStatement(db, lookup).first<SessionUserRow>() : null
}

/** What a session is looked up by: the token's hash, and the moment expiry is judged at. */
export interface SessionLookup {
  tokenHash: string
  now: string
}

/** The lookup of a bearer token; null when it cannot be one of ours. */
export async function sessionLookup(token: string): Promise<SessionLookup | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  return { tokenHash: await sha256Hex(token), now: new Date().toISOString() }
}

/** findSessionUser's statement, to send in a batch with the statements that depend on it. */
export function sessionUserStatement(db: D1Database, lookup: SessionLookup): D1PreparedStatement {
  return db
    .prepare(
      `SELECT u.id, u.email, u.email_verified, u.password_hash, u.name, u.bio, u.website,
         u.avatar_url, u.birth_date, u.groups_json, u.service_name,
         CASE WHEN u.role = 'admin' THEN 'admin'
           WHEN EXISTS (SELECT 1 FROM staff_roles r WHERE r.user_id = u.id) THEN 'moderator'
           ELSE u.role END AS role,
         u.status, u.created_at, su.reason AS suspension_reason, su.ends_at AS suspension_until
       FROM sessions s JOIN users u ON u.id = s.user_id
       LEFT JOIN user_suspensions su ON su.id = (
         SELECT x.id FROM user_suspensions x
         WHERE x.user_id = u.id AND x.lifted_at IS NULL AND (x.ends_at IS NULL OR x.ends_at > ?2)
         ORDER BY x.id DESC LIMIT 1)
       WHERE s.token_hash = ?1 AND s.revoked_at IS NULL AND s.expires_at > ?2
         AND u.status <> 'deleted'`,
    )
    .bind(lookup.tokenHash, lookup.now)
}

/**
 * SQL for the id of the session's user when they may write (active, no suspension in force:
 * what requireActive lets through), else NULL; `token` and `now` are the slots (e.g. `?4`) the
 * statement binds the lookup's tokenHash and now to. For a write sent in the same batch as
 * sessionUserStatement, which cannot wait for its answer.
 */
export function writerIdSql(token: string, now: string): string {
  return `(SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ${token} AND s.revoked_at IS NULL AND s.expires_at > ${now}
      AND u.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM user_suspensions x WHERE x.user_id = u.id
        AND x.lifted_at IS NULL AND (x.ends_at IS NULL OR x.ends_at > ${now})))`
}

export async function revokeSession(db: D1Database, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return
  await db
    .prepare('UPDATE sessions SET revoked_at = ?2 WHERE token_hash = ?1 AND revoked_at IS NULL')
    .bind(await sha256Hex(token), new Date().toISOString())
    .run()
}
