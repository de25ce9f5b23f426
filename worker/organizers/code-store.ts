import type { IssuedCode, OrganizerCode } from '../../src/shared/api/organizers'
import { sha256Hex } from '../lib/crypto'

// Organizer codes in D1. The code is 16 characters of an alphabet without look-alikes (no 0/O,
// 1/I/L), shown once as XXXX-XXXX-XXXX-XXXX; only its SHA-256 is stored, with the last four
// characters as a hint for the admin's list.

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 16

export function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH * 2))
  let code = ''
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 31).
  for (const byte of bytes) {
    if (code.length === CODE_LENGTH) break
    if (byte < 248) code += ALPHABET[byte % ALPHABET.length]
  }
  while (code.length < CODE_LENGTH) code += ALPHABET[0]
  return code
}

export const formatCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code

interface CodeRow {
  id: number
  organization_id: number
  organization_name: string
  hint: string
  max_uses: number
  use_count: number
  expires_at: string
  revoked_at: string | null
  created_at: string
}

const CODE_COLUMNS = `c.id, c.organization_id, o.name AS organization_name, c.hint, c.max_uses,
  c.use_count, c.expires_at, c.revoked_at, c.created_at`

function toCode(row: CodeRow): OrganizerCode {
  return {
    id: row.id,
    organization: { id: row.organization_id, name: row.organization_name },
    hint: row.hint,
    max_uses: row.max_uses,
    use_count: row.use_count,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    created_at: row.created_at,
  }
}

export async function organizationExists(db: D1Database, id: number): Promise<boolean> {
  return (
    (await db.prepare('SELECT 1 AS ok FROM organizations WHERE id = ?1').bind(id).first()) !== null
  )
}

/** Issues a code for an existing organization, or for a new one created in the same batch. */
export async function insertCode(
  db: D1Database,
  input: {
    organizationId: number | null
    organizationName: string | null
    maxUses: number
    expiresAt: string
    adminId: number
    now: string
  },
): Promise<IssuedCode> {
  const code = newCode()
  const hash = await sha256Hex(code)
  const statements: D1PreparedStatement[] = []
  if (input.organizationId === null) {
    statements.push(
      db
        .prepare('INSERT INTO organizations (name, created_at) VALUES (?1, ?2)')
        .bind(input.organizationName, input.now),
    )
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO organizer_codes (organization_id, code_hash, hint, max_uses, expires_at,
           created_by, created_at)
         VALUES (coalesce(?1, last_insert_rowid()), ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id`,
      )
      .bind(
        input.organizationId,
        hash,
        code.slice(-4),
        input.maxUses,
        input.expiresAt,
        input.adminId,
        input.now,
      ),
  )
  const results = await db.batch<{ id: number }>(statements)
  const id = results.at(-1)?.results[0]?.id
  if (typeof id !== 'number') throw new Error('organizer code insert returned no id')
  const row = await findCode(db, id)
  if (!row) throw new Error('organizer code vanished after insert')
  return { ...row, code: formatCode(code) }
}

export async function findCode(db: D1Database, id: number): Promise<OrganizerCode | null> {
  const row = await db
    .prepare(
      `SELECT ${CODE_COLUMNS} FROM organizer_codes c JOIN organizations o ON o.id = c.organization_id
       WHERE c.id = ?1`,
    )
    .bind(id)
    .first<CodeRow>()
  return row ? toCode(row) : null
}

export async function listCodes(db: D1Database): Promise<OrganizerCode[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CODE_COLUMNS} FROM organizer_codes c JOIN organizations o ON o.id = c.organization_id
       ORDER BY c.id DESC LIMIT 200`,
    )
    .all<CodeRow>()
  return results.map(toCode)
}

export async function revokeCode(db: D1Database, id: number, now: string): Promise<void> {
  await db
    .prepare('UPDATE organizer_codes SET revoked_at = coalesce(revoked_at, ?2) WHERE id = ?1')
    .bind(id, now)
    .run()
}

export type RedeemFailure = 'unknown' | 'revoked' | 'expired' | 'used_up' | 'already_member'

/**
 * Redeems a code for a user: counts one use and adds the membership in one batch, only while the
 * code is valid and has uses left. The use is counted by a conditional UPDATE, so of two requests
 * for the last use exactly one gets it. Returns the organization joined, or why not.
 */
export async function redeemCode(
  db: D1Database,
  code: string,
  userId: number,
  now: string,
): Promise<{ organizationId: number } | { failure: RedeemFailure }> {
  const hash = await sha256Hex(code)
  const [claimed] = await db.batch<{ organization_id: number }>([
    db
      .prepare(
        `UPDATE organizer_codes SET use_count = use_count + 1
         WHERE code_hash = ?1 AND revoked_at IS NULL AND expires_at > ?3 AND use_count < max_uses
           AND NOT EXISTS (SELECT 1 FROM organization_members m
             WHERE m.organization_id = organizer_codes.organization_id AND m.user_id = ?2)
         RETURNING organization_id`,
      )
      .bind(hash, userId, now),
    db
      .prepare(
        `INSERT INTO organization_members (organization_id, user_id, joined_via, created_at)
         SELECT organization_id, ?2, 'code', ?3 FROM organizer_codes
         WHERE code_hash = ?1 AND changes() = 1`,
      )
      .bind(hash, userId, now),
  ])
  const organizationId = claimed?.results[0]?.organization_id
  if (typeof organizationId === 'number') return { organizationId }

  const row = await db
    .prepare(
      `SELECT c.revoked_at, c.expires_at, c.use_count, c.max_uses,
         EXISTS (SELECT 1 FROM organization_members m
           WHERE m.organization_id = c.organization_id AND m.user_id = ?2) AS member
       FROM organizer_codes c WHERE c.code_hash = ?1`,
    )
    .bind(hash, userId)
    .first<{
      revoked_at: string | null
      expires_at: string
      use_count: number
      max_uses: number
      member: number
    }>()
  if (!row) return { failure: 'unknown' }
  if (row.member) return { failure: 'already_member' }
  if (row.revoked_at) return { failure: 'revoked' }
  if (row.expires_at <= now) return { failure: 'expired' }
  return { failure: 'used_up' }
}
