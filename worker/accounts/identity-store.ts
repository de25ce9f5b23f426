export type SocialProvider = 'google' | 'apple'

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
