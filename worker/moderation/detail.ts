import type {
  AdUnderReview,
  HeldContent,
  ModerationAction,
  SubjectDetail,
  SubjectKind,
  Suspension,
} from '../../src/shared/api/moderation'
import { adForReview } from '../ads/review'
import {
  findSubjectRow,
  findSuspension,
  isStaffUser,
  listAudit,
  listReports,
  type SubjectRow,
} from './queue-store'
import { loadContents, missingSummary, type SubjectContent, subjectTable } from './subjects'

// One subject as a moderator opens it: content, reports, history, and the actions that apply now.

export interface SubjectState {
  kind: SubjectKind
  id: number
  row: SubjectRow | null
  content: SubjectContent | null
  suspension: Suspension | null
  ownerIsStaff: boolean
}

/** Null when the subject was never reported and has no content to act on. */
export async function loadSubjectState(
  db: D1Database,
  kind: SubjectKind,
  id: number,
): Promise<SubjectState | null> {
  const [row, contents] = await Promise.all([
    findSubjectRow(db, kind, id),
    loadContents(db, [{ kind, id }]),
  ])
  const content = contents.get(`${kind}:${id}`) ?? null
  if (!row && !content) return null
  const ownerId = content?.ownerId ?? null
  const [suspension, ownerIsStaff] =
    ownerId === null
      ? [null, false]
      : await Promise.all([findSuspension(db, ownerId), isStaffUser(db, ownerId)])
  return { kind, id, row, content, suspension, ownerIsStaff }
}

/**
 * Staff are not warned, suspended or hidden here (an admin first takes the role away), so a
 * moderator can never act against another moderator or an admin.
 */
export function availableActions(state: SubjectState): ModerationAction[] {
  const actions: ModerationAction[] = []
  // Something an NG word held is decided first (公開する / 削除する, hold-store.ts).
  if (state.row?.held === 1) return actions
  const visibility = state.content?.summary.visibility
  const table = subjectTable(state.kind)
  const owner = state.content?.ownerId ?? null
  const protectedUser = state.kind === 'user' && state.ownerIsStaff
  if (table && visibility === 'public' && !protectedUser) actions.push('hide')
  if (table && visibility === 'hidden') actions.push('restore')
  if (state.row?.state === 'open') actions.push('dismiss')
  if (owner !== null && !state.ownerIsStaff) {
    actions.push('warn')
    if (!state.suspension) actions.push('suspend')
  }
  if (owner !== null && state.suspension) actions.push('unsuspend')
  return actions
}

export async function toDetail(db: D1Database, state: SubjectState): Promise<SubjectDetail> {
  const [reports, history, ad] = await Promise.all([
    listReports(db, state.kind, state.id),
    listAudit(db, {
      actor: null,
      action: null,
      kind: state.kind,
      subject: state.id,
      after: null,
      limit: 99,
    }),
    state.kind === 'ad' ? adForReview(db, state.id) : null,
  ])
  const held = state.row?.held === 1 ? await heldContent(db, state) : null
  return {
    subject: state.content?.summary ?? missingSummary(state.kind, state.id),
    body: state.content?.body ?? '',
    state: state.row?.state ?? 'closed',
    version: state.row?.version ?? 0,
    appealed: state.row?.appealed === 1,
    suspension: state.suspension,
    reports,
    history,
    actions: availableActions(state),
    held,
    ...(state.kind === 'ad' ? { ad: ad ? toAdUnderReview(ad) : null } : {}),
  }
}

/** What a held subject waits with: the word it matched (its report's), a profile's edit. */
async function heldContent(db: D1Database, state: SubjectState): Promise<HeldContent> {
  const [report, profile] = await Promise.all([
    db
      .prepare(
        `SELECT reason FROM moderation_reports WHERE subject_kind = ?1 AND subject_id = ?2
           AND reporter_id IS NULL AND state = 'open' ORDER BY id DESC LIMIT 1`,
      )
      .bind(state.kind, state.id)
      .first<{ reason: string }>(),
    state.kind === 'user'
      ? db
          .prepare('SELECT name, bio, matched FROM profile_holds WHERE user_id = ?1')
          .bind(state.id)
          .first<{ name: string; bio: string; matched: string }>()
      : null,
  ])
  const matched = profile?.matched ?? report?.reason.match(/「(.*)」/)?.[1] ?? ''
  return { matched, profile: profile ? { name: profile.name, bio: profile.bio } : null }
}

function toAdUnderReview(ad: NonNullable<Awaited<ReturnType<typeof adForReview>>>): AdUnderReview {
  return {
    id: ad.id,
    shop_name: ad.shop_name,
    plan: ad.plan,
    weeks: ad.weeks,
    state: ad.state,
    starts_on: ad.starts_on,
    ends_on: ad.ends_on,
    headline: ad.headline,
    body: ad.body,
    link_url: ad.link_url,
    post_id: ad.post_id,
    image_url: ad.image_url,
    total: ad.total,
    reject_reason: ad.reject_reason,
    reviewable: ad.reviewable,
  }
}
