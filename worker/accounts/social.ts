import { isSignInAvatarUrl } from '../../src/shared/outside-services'
import { apiError } from '../lib/errors'
import { findNgWord } from '../moderation/ng-words'
import { type FirebaseClaims, InvalidIdToken, verifyFirebaseIdToken } from './firebase-token'
import { findIdentityUserId, insertIdentity, type SocialProvider } from './identity-store'
import { cleanDisplayText } from './input'
import { findUserByEmail, findUserById, insertUser, type UserRow } from './user-store'

/**
 * Firebase's sign_in_provider for each provider we support: Google, Apple, and LINE Login as the
 * OpenID Connect provider `oidc.line` (Identity Platform, code flow).
 */
export const FIREBASE_PROVIDER_IDS: Record<SocialProvider, string> = {
  google: 'google.com',
  apple: 'apple.com',
  line: 'oidc.line',
}

type TokenEnv = Pick<
  Env,
  'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_JWKS_URL'
>

/** The claims of a Firebase ID token from `provider`, or the 401/503 the client should see. */
export async function verifiedSocialClaims(
  env: TokenEnv,
  provider: SocialProvider,
  idToken: string,
): Promise<FirebaseClaims> {
  let claims: FirebaseClaims
  try {
    claims = await verifyFirebaseIdToken(idToken, env)
  } catch (err) {
    if (err instanceof InvalidIdToken) {
      throw apiError(
        401,
        'invalid_id_token',
        'ログイン情報を確認できませんでした。もう一度ログインしてください。',
        { extra: { field: 'idToken' } },
      )
    }
    console.error('social sign-in: key endpoint unavailable', err)
    throw apiError(
      503,
      'auth_unavailable',
      'ログインサービスに接続できませんでした。時間をおいて再度お試しください。',
    )
  }
  if (claims.signInProvider !== FIREBASE_PROVIDER_IDS[provider]) {
    throw apiError(
      401,
      'provider_mismatch',
      'ログインに使ったサービスが一致しません。もう一度ログインしてください。',
      { extra: { field: 'provider' } },
    )
  }
  return claims
}

export interface SocialProfile {
  name?: string | null
  picture?: string | null
  groups?: string[] | null
  campaignCode: string | null
}

/**
 * A new account's name from its provider: the first that is displayable text without an NG word
 * (a name held for review would leave a new account nameless; the person can pick another in
 * their profile, where edits are checked as always).
 */
async function firstAcceptableName(
  db: D1Database,
  candidates: (string | null | undefined)[],
): Promise<string> {
  for (const candidate of candidates) {
    const name = cleanDisplayText(candidate, 50)
    if (name && (await findNgWord(db, [name])) === null) return name
  }
  return 'jimotoユーザー'
}

/**
 * Our user for a verified Firebase sign-in. Known identity → its user. Otherwise, when the token
 * carries a verified email, the account with that email gets this identity linked (if that
 * account's own email was never verified, its password is dropped: whoever set it never proved
 * they own the address). Otherwise a new account, without an email when the token has no verified
 * one (LINE gives an address only with the channel's permission and the person's consent, and
 * never says it is verified). The token's claims win over the client's body.
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
    const picture = isSignInAvatarUrl(claims.picture)
      ? claims.picture
      : isSignInAvatarUrl(profile.picture)
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
      const name = await firstAcceptableName(db, [
        claims.name,
        profile.name,
        verifiedEmail?.split('@')[0],
      ])
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

/**
 * Links a verified Firebase sign-in to the signed-in user (Settings). Already theirs: nothing to
 * do. Linked to someone else: 409, the identity stays where it is (that account may have no other
 * way in). The token's email is kept with the identity only; the account's own address is not
 * changed by linking.
 */
export async function linkIdentityToUser(
  db: D1Database,
  userId: number,
  provider: SocialProvider,
  claims: FirebaseClaims,
): Promise<'linked' | 'already'> {
  const owner = await findIdentityUserId(db, provider, claims.sub)
  if (owner === userId) return 'already'
  const inUse = () =>
    apiError(
      409,
      'identity_in_use',
      'このアカウントはすでに別の jimoto アカウントに連携されています。そちらでログインして連携を解除してから、もう一度お試しください。',
      { extra: { field: 'idToken' } },
    )
  if (owner !== null) throw inUse()
  const identity = { provider, firebaseUid: claims.sub, email: claims.email }
  try {
    await insertIdentity(db, identity, userId, new Date().toISOString()).run()
  } catch (err) {
    if (/UNIQUE constraint failed/.test(String(err))) throw inUse()
    throw err
  }
  return 'linked'
}
