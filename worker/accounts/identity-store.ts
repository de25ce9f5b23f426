import type { SocialProvider } from '../../src/shared/api/accounts-schema'

export type { SocialProvider }

export async function findIdentityUserId(
  db: D1Database,
  provider: SocialProvider,
  firebaseUid: string,
): Promise<number | null> {
  const row = await db
    .prepare('SELECT user_id FROM identities WHERE provider = ?1 AND firebase_uid = ?2')
    .bind(provider, firebaseUid)
    .first<{ user_id: number }>()
  return row?.user_id ?? null
}

/** Links a Firebase user to one of ours; `userId` null means the user inserted just before. */
export function insertIdentity(
  db: D1Database,
  identity: { provider: SocialProvider; firebaseUid: string; email: string | null },
  userId: number | null,
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO identities (provider, firebase_uid, user_id, email, created_at)
       VALUES (?1, ?2, COALESCE(?3, last_insert_rowid()), ?4, ?5)`,
    )
    .bind(identity.provider, identity.firebaseUid, userId, identity.email, now)
}

export interface IdentityRow {
  provider: SocialProvider
  email: string | null
  created_at: string
}

/** The social sign-ins linked to a user, oldest first. */
export async function listIdentities(db: D1Database, userId: number): Promise<IdentityRow[]> {
  const { results } = await db
    .prepare(
      `SELECT provider, email, created_at FROM identities WHERE user_id = ?1
       ORDER BY created_at, provider`,
    )
    .bind(userId)
    .all<IdentityRow>()
  return results
}

/**
 * Unlinks a provider from a user unless it is their last way in: the statement deletes only while
 * the user keeps an email address (a password or a reset link gets them in) or another identity.
 * One statement, so two unlinks racing each other cannot both leave the account without a way in.
 * Returns how many rows went.
 */
export async function deleteIdentityKeepingAWayIn(
  db: D1Database,
  userId: number,
  provider: SocialProvider,
): Promise<number> {
  const result = await db
    .prepare(
      `DELETE FROM identities WHERE user_id = ?1 AND provider = ?2
         AND (EXISTS (SELECT 1 FROM users WHERE id = ?1 AND email IS NOT NULL)
           OR EXISTS (SELECT 1 FROM identities other WHERE other.user_id = ?1
                        AND other.provider <> ?2))`,
    )
    .bind(userId, provider)
    .run()
  return result.meta.changes ?? 0
}
