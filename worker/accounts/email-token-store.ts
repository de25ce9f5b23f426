import { sha256Hex } from '../lib/crypto'
import { randomToken, TOKEN_PATTERN } from './tokens'

export type EmailTokenPurpose = 'verify' | 'reset' | 'email_change'

/** How long a link from an email works (verification and email change 24 h, reset 1 h). */
export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 3600 * 1000,
  reset: 3600 * 1000,
  email_change: 24 * 3600 * 1000,
}

/**
 * Statements that expire the user's earlier unused links of this purpose and store a new one, so
 * only the newest link works. `{ lastInsertedUser: true }` is for a batch that inserts the user
 * right before.
 */
export async function issueEmailToken(
  db: D1Database,
  purpose: EmailTokenPurpose,
  user: { id: number } | { lastInsertedUser: true },
  /** The address an `email_change` link moves the account to. */
  newEmail: string | null = null,
): Promise<{ token: string; statements: D1PreparedStatement[] }> {
  const token = randomToken()
  const now = new Date()
  const expires = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString()
  const hash = await sha256Hex(token)
  if ('id' in user) {
    return {
      token,
      statements: [
        db
          .prepare(
            `UPDATE email_tokens SET expires_at = ?3
             WHERE user_id = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3`,
          )
          .bind(user.id, purpose, now.toISOString()),
        db
          .prepare(
            `INSERT INTO email_tokens (token_hash, purpose, user_id, created_at, expires_at, new_email)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
          )
          .bind(hash, purpose, user.id, now.toISOString(), expires, newEmail),
      ],
    }
  }
  return {
    token,
    statements: [
      db
        .prepare(
          `INSERT INTO email_tokens (token_hash, purpose, user_id, created_at, expires_at)
           VALUES (?1, ?2, last_insert_rowid(), ?3, ?4)`,
        )
        .bind(hash, purpose, now.toISOString(), expires),
    ],
  }
}

export type TokenState = 'valid' | 'used' | 'expired' | 'unknown'

/** Why a link does or does not work, for a helpful message (no secret is revealed by it). */
export async function emailTokenState(
  db: D1Database,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<TokenState> {
  if (!TOKEN_PATTERN.test(token)) return 'unknown'
  const row = await db
    .prepare('SELECT expires_at, used_at FROM email_tokens WHERE token_hash = ?1 AND purpose = ?2')
    .bind(await sha256Hex(token), purpose)
    .first<{ expires_at: string; used_at: string | null }>()
  if (!row) return 'unknown'
  if (row.used_at) return 'used'
  if (row.expires_at <= new Date().toISOString()) return 'expired'
  return 'valid'
}

/** The token's user as a subquery: its SQL uses ?1..?3, so effect statements number theirs from ?4. */
export interface TokenUserSubquery {
  sql: string
  params: [hash: string, purpose: EmailTokenPurpose, now: string]
}

/**
 * Consumes a link in one transaction: the `effects` statements find the user through `tokenUser`,
 * and the last statement marks the token used. If the token is not valid (used, expired, or raced
 * by a second click), every subquery finds nothing, nothing changes, and null is returned;
 * otherwise the user's id.
 */
export async function consumeEmailToken(
  db: D1Database,
  purpose: EmailTokenPurpose,
  token: string,
  effects: (tokenUser: TokenUserSubquery) => D1PreparedStatement[],
): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const params: TokenUserSubquery['params'] = [
    await sha256Hex(token),
    purpose,
    new Date().toISOString(),
  ]
  const tokenUser = {
    sql: `(SELECT user_id FROM email_tokens
      WHERE token_hash = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3)`,
    params,
  }
  const results = await db.batch<{ user_id: number }>([
    ...effects(tokenUser),
    db
      .prepare(
        `UPDATE email_tokens SET used_at = ?3
         WHERE token_hash = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3
         RETURNING user_id`,
      )
      .bind(...params),
  ])
  return results.at(-1)?.results[0]?.user_id ?? null
}
