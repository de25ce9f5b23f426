import type {
  AdminApplication,
  ApplicationState,
  Organization,
  OrganizerApplication,
} from '../../src/shared/api/organizers'
import type { ApplicationFields } from '../../src/shared/api/organizers-schema'

// Organizer applications and organization membership in D1. Approving is one batch: the
// organization, the applicant's membership and the application's new state land together, and
// only while the application is still pending (two admins approving at once create one
// organization).

const APPLICATION_COLUMNS = `a.id, a.organization_name, a.representative, a.contact_email,
  a.contact_phone, a.website, a.activities, a.state, a.rejection_reason, a.created_at,
  a.reviewed_at`

interface ApplicationRow extends OrganizerApplication {
  user_id: number
}

interface AdminApplicationRow extends OrganizerApplication {
  applicant_id: number
  applicant_name: string
  applicant_email: string | null
}

function toAdminApplication(row: AdminApplicationRow): AdminApplication {
  const { applicant_id, applicant_name, applicant_email, ...application } = row
  return {
    ...application,
    applicant: { id: applicant_id, name: applicant_name, email: applicant_email },
  }
}

export async function listMemberships(db: D1Database, userId: number): Promise<Organization[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.name FROM organization_members m JOIN organizations o ON o.id = m.organization_id
       WHERE m.user_id = ?1 ORDER BY m.created_at, o.id`,
    )
    .bind(userId)
    .all<Organization>()
  return results
}

export function latestApplication(
  db: D1Database,
  userId: number,
): Promise<OrganizerApplication | null> {
  return db
    .prepare(
      `SELECT ${APPLICATION_COLUMNS} FROM organizer_applications a
       WHERE a.user_id = ?1 ORDER BY a.id DESC LIMIT 1`,
    )
    .bind(userId)
    .first<OrganizerApplication>()
}

/** Inserts a pending application; null when the user already has one pending. */
export async function insertApplication(
  db: D1Database,
  userId: number,
  fields: ApplicationFields,
  now: string,
): Promise<OrganizerApplication | null> {
  const row = await db
    .prepare(
      `INSERT INTO organizer_applications (user_id, organization_name, representative,
         contact_email, contact_phone, website, activities, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT DO NOTHING
       RETURNING id, organization_name, representative, contact_email, contact_phone, website,
         activities, state, rejection_reason, created_at, reviewed_at`,
    )
    .bind(
      userId,
      fields.organization_name,
      fields.representative,
      fields.contact_email,
      fields.contact_phone,
      fields.website,
      fields.activities,
      now,
    )
    .first<OrganizerApplication>()
  return row ?? null
}

export async function listApplications(
  db: D1Database,
  state: ApplicationState | null,
): Promise<AdminApplication[]> {
  const { results } = await db
    .prepare(
      `SELECT ${APPLICATION_COLUMNS}, u.id AS applicant_id, u.name AS applicant_name,
         u.email AS applicant_email
       FROM organizer_applications a JOIN users u ON u.id = a.user_id
       WHERE ?1 IS NULL OR a.state = ?1
       ORDER BY a.id DESC LIMIT 200`,
    )
    .bind(state)
    .all<AdminApplicationRow>()
  return results.map(toAdminApplication)
}

export async function findApplication(
  db: D1Database,
  id: number,
): Promise<(AdminApplication & { user_id: number }) | null> {
  const row = await db
    .prepare(
      `SELECT ${APPLICATION_COLUMNS}, a.user_id, u.id AS applicant_id, u.name AS applicant_name,
         u.email AS applicant_email
       FROM organizer_applications a JOIN users u ON u.id = a.user_id WHERE a.id = ?1`,
    )
    .bind(id)
    .first<AdminApplicationRow & ApplicationRow>()
  return row ? { ...toAdminApplication(row), user_id: row.user_id } : null
}

/**
 * Approves a pending application: creates its organization and makes the applicant a member.
 * False when it was no longer pending (nothing is written then).
 */
export async function approveApplication(
  db: D1Database,
  id: number,
  adminId: number,
  now: string,
): Promise<boolean> {
  const [claimed] = await db.batch<{ id: number }>([
    db
      .prepare(
        `UPDATE organizer_applications SET state = 'approved', reviewed_by = ?2, reviewed_at = ?3
         WHERE id = ?1 AND state = 'pending' RETURNING id`,
      )
      .bind(id, adminId, now),
    // changes() is the row count of the statement before: the organization and the membership
    // are written only when this call is the one that moved the application out of pending.
    db
      .prepare(
        `INSERT INTO organizations (name, created_at)
         SELECT organization_name, ?2 FROM organizer_applications WHERE id = ?1 AND changes() = 1`,
      )
      .bind(id, now),
    db
      .prepare(
        `UPDATE organizer_applications SET organization_id = last_insert_rowid()
         WHERE id = ?1 AND changes() = 1`,
      )
      .bind(id),
    db
      .prepare(
        `INSERT OR IGNORE INTO organization_members (organization_id, user_id, joined_via, created_at)
         SELECT organization_id, user_id, 'application', ?2 FROM organizer_applications
         WHERE id = ?1 AND changes() = 1`,
      )
      .bind(id, now),
  ])
  return (claimed?.results.length ?? 0) > 0
}

/** Rejects a pending application with its reason; false when it was no longer pending. */
export async function rejectApplication(
  db: D1Database,
  id: number,
  adminId: number,
  reason: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE organizer_applications
       SET state = 'rejected', rejection_reason = ?2, reviewed_by = ?3, reviewed_at = ?4
       WHERE id = ?1 AND state = 'pending'`,
    )
    .bind(id, reason, adminId, now)
    .run()
  return result.meta.changes > 0
}

export async function listOrganizations(db: D1Database): Promise<Organization[]> {
  const { results } = await db
    .prepare('SELECT id, name FROM organizations ORDER BY name, id LIMIT 500')
    .all<Organization>()
  return results
}
