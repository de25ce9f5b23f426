import type { FirebaseClaims } from './firebase-token'
import { findIdentityUserId, insertIdentity, type SocialProvider } from './identity-store'
import { cleanDisplayText, isHttpsUrl } from './input'
import { findUserByEmail, findUserById, insertUser, type UserRow } from './user-store'

/** Firebase's sign_in_provider for each provider we support (Google, Apple). */
export const FIREBASE_PROVIDER_IDS: Record<SocialProvider, string> = {
  google: 'google.com',
  apple: 'apple.com',
}

export interface SocialProfile {
  name?: string | null
  picture?: string | null
  groups?: string[] | null
  campaignCode: string | null
}

/**
 * Our user for a verified Firebase sign-in. Known identity → its user. Otherwise, when the token
 * carries a verified email, the account with that email gets this identity linked (if that
 * account's own email was never verified, its password is dropped: whoever set it never proved
 * they own the address). Otherwise a new account. The token's claims win over the client's body.
 */
export async function userForSocialSignIn(
  db: D1Database,
  provider: SocialProvider,
  claims: FirebaseClaims,
  profile: SocialProfile,
): Promise<UserRow | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const linkedId = await findIdentityUserId(db, provider, claims.sub)
    if (linkedId !== null) return findUserById(db, linkedId)
    const verifiedEmail = claims.email && claims.emailVerified ? claims.email.toLowerCase() : null
    const now = new Date().toISOString()
    const identity = { provider, firebaseUid: claims.sub, email: claims.email }
    const picture = isHttpsUrl(claims.picture)
      ? claims.picture
      : isHttpsUrl(profile.picture)
        ? profile.picture
        : null
    try {
      const existing = verifiedEmail ? await findUserByEmail(db, verifiedEmail) : null
      if (existing) {
        await db.batch([
          insertIdentity(db, identity, existing.id, now),
          db
            .prepare(
              `UPDATE users SET
                 password_hash = CASE WHEN email_verified = 1 THEN password_hash ELSE NULL END,
                 email_verified = 1,
                 avatar_url = COALESCE(avatar_url, ?2),
                 updated_at = ?3
               WHERE id = ?1`,
            )
            .bind(existing.id, picture, now),
        ])
        return findUserById(db, existing.id)
      }
      const name =
        cleanDisplayText(claims.name, 50) ??
        cleanDisplayText(profile.name, 50) ??
        cleanDisplayText(verifiedEmail?.split('@')[0], 50) ??
        'jimotoユーザー'
      const [inserted] = await db.batch<{ id: number }>([
        insertUser(
          db,
          {
            email: verifiedEmail,
            emailVerified: verifiedEmail !== null,
            passwordHash: null,
            name,
            avatarUrl: picture,
            groups: profile.groups ?? [],
            campaignCode: profile.campaignCode,
          },
          now,
        ),
        insertIdentity(db, identity, null, now),
      ])
      const id = inserted?.results[0]?.id
      return id === undefined ? null : findUserById(db, id)
    } catch (err) {
      // A concurrent first sign-in of the same person won the race: look again once.
      if (attempt === 0 && /UNIQUE constraint failed/.test(String(err))) continue
      throw err
    }
  }
  return null
}
