// Data access for users (migrations/0001_initial.sql). Emails are stored lower-cased; the column is
// COLLATE NOCASE as well, so lookups never depend on how someone typed their address.
import type { SessionUser, UserRole } from '../../src/shared/api/accounts'
import { inAnyBlock } from '../lib/blocks'
import { parseStringArray } from '../lib/json-column'

export interface UserRow {
  id: number
  email: string | null
  email_verified: number
  password_hash: string | null
  name: string
  bio: string
  website: string
  avatar_url: string | null
  birth_date: string | null
  groups_json: string
  service_name: string | null
  /** Stored as user or admin; sessions report staff_roles moderators as moderator. */
  role: UserRole
  status: 'active' | 'hidden' | 'deleted'
  created_at: string
}

// The effective role: users.role keeps user | admin; a staff_roles row makes a user a moderator.
const COLUMNS = `id, email, email_verified, password_hash, name, bio, website, avatar_url, birth_date,
  groups_json, service_name,
  CASE WHEN role = 'admin' THEN 'admin'
    WHEN EXISTS (SELECT 1 FROM staff_roles r WHERE r.user_id = users.id) THEN 'moderator'
    ELSE role END AS role,
  status, created_at`

/** The user as the API shows them to themselves (never to anyone else: email, role, birth date). */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified: row.email_verified === 1,
    avatar_url: row.avatar_url,
    bio: row.bio,
    website: row.website,
    birth_date: row.birth_date,
    groups: parseStringArray(row.groups_json),
    service_name: row.service_name,
    role: row.role,
    created_at: row.created_at,
  }
}

/** The user a sign-in or /auth/me answers with: their own fields and whether they are in a block. */
export async function signedInUser(db: D1Database, row: UserRow): Promise<SessionUser> {
  return { ...toSessionUser(row), has_blocks: await inAnyBlock(db, row.id) }
}

export function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM users WHERE email = ?1`).bind(email).first<UserRow>()
}

export function findUserById(db: D1Database, id: number): Promise<UserRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?1`).bind(id).first<UserRow>()
}

export interface NewUser {
  email: string | null
  emailVerified: boolean
  passwordHash: string | null
  name: string
  bio?: string
  website?: string
  avatarUrl?: string | null
  birthDate?: string | null
  groups?: string[]
  serviceName?: string | null
  campaignCode?: string | null
}

/** INSERT … RETURNING the new row's id; meant for a batch with the rows that depend on it. */
export function insertUser(db: D1Database, user: NewUser, now: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO users (email, email_verified, password_hash, name, bio, website, avatar_url,
         birth_date, groups_json, service_name, campaign_code, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)
       RETURNING id`,
    )
    .bind(
      user.email,
      user.emailVerified ? 1 : 0,
      user.passwordHash,
      user.name,
      user.bio ?? '',
      user.website ?? '',
      user.avatarUrl ?? null,
      user.birthDate ?? null,
      JSON.stringify(user.groups ?? []),
      user.serviceName ?? null,
      user.campaignCode ?? null,
      now,
    )
}

export interface ProfileChanges {
  name?: string
  bio?: string
  website?: string
  birth_date?: string | null
}

const PROFILE_COLUMNS = ['name', 'bio', 'website', 'birth_date'] as const

export async function updateProfile(
  db: D1Database,
  id: number,
  changes: ProfileChanges,
): Promise<UserRow | null> {
  const sets: string[] = []
  const values: (string | null)[] = []
  for (const column of PROFILE_COLUMNS) {
    const value = changes[column]
    if (value === undefined) continue
    values.push(value)
    sets.push(`${column} = ?${values.length}`)
  }
  values.push(new Date().toISOString())
  sets.push(`updated_at = ?${values.length}`)
  return db
    .prepare(
      `UPDATE users SET ${sets.join(', ')} WHERE id = ?${values.length + 1} RETURNING ${COLUMNS}`,
    )
    .bind(...values, id)
    .first<UserRow>()
}

/** Sets (or clears) the avatar; returns the previous value so its file can be cleaned up. */
export async function replaceAvatar(
  db: D1Database,
  userId: number,
  avatarUrl: string | null,
): Promise<string | null> {
  const [before] = await db.batch<{ avatar_url: string | null }>([
    db.prepare('SELECT avatar_url FROM users WHERE id = ?1').bind(userId),
    db
      .prepare(
        `UPDATE users SET avatar_url = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1`,
      )
      .bind(userId, avatarUrl),
  ])
  return before?.results[0]?.avatar_url ?? null
}
