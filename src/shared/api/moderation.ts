// The moderation desk's API contract, shared by the Worker (worker/moderation/) and the SPA
// (src/features/admin/moderation, the notices in src/features/moderation-notices).
//
// Staff (admin or moderator; anyone else 403, visitors 401), every list newest first:
//   GET  /api/admin/moderation/queue?state=open|closed&kind=&cursor=&limit=  Page<QueueItem>
//   GET  /api/admin/moderation/subjects/:kind/:id                            SubjectDetail
//   POST /api/admin/moderation/subjects/:kind/:id/actions  ActionInput       ActionResult
//   POST /api/admin/moderation/subjects/ad/:id/review  AdReviewInput       ActionResult
//   GET  /api/admin/moderation/audit?actor=&action=&kind=&subject=&cursor=   Page<AuditEntry>
//   PUT  /api/admin/moderation/moderators/:userId {reason}  · DELETE (admin)  RoleResult
//   GET  /api/admin/moderation/ng-words                                      { items: NgWord[] }
//   POST /api/admin/moderation/ng-words {word}  201 NgWord · DELETE …/ng-words/:id  204
//   POST /api/admin/moderation/holds/:kind/:id {decision: publish|remove, version}  ActionResult
// Signed-in users:
//   POST /api/moderation/reports {subject_kind, subject_id, reason}   201 (active accounts)
//   GET  /api/moderation/notices                                       { items: Notice[], suspension }
//   POST /api/moderation/notices/:id/appeal {text}                     Notice (once per notice)

/** What can be reported and acted on: post, event and coupon are posts by kind; ad is a shop's ad. */
export const SUBJECT_KINDS = ['post', 'event', 'coupon', 'user', 'ad'] as const
export type SubjectKind = (typeof SUBJECT_KINDS)[number]

export const MODERATION_ACTIONS = [
  'hide',
  'restore',
  'dismiss',
  'warn',
  'suspend',
  'unsuspend',
] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** Every entry of the audit log: staff actions, appeals and role changes. */
export type AuditAction = ModerationAction | 'appeal' | 'grant_moderator' | 'revoke_moderator'

export type StaffRole = 'admin' | 'moderator'

export const MAX_MODERATION_REASON_LENGTH = 1000
export const MAX_APPEAL_LENGTH = 2000
/** A suspension for a period lasts 1 to 365 days; without days it lasts until lifted. */
export const MAX_SUSPENSION_DAYS = 365

/** The NG word list: at most this many words, each at most this many characters. */
export const MAX_NG_WORDS = 2000
export const MAX_NG_WORD_LENGTH = 50

export interface NgWord {
  id: number
  word: string
  created_at: string
}

/** What a held subject waits with: the NG word it matched; for a profile, the edit itself. */
export interface HeldContent {
  matched: string
  /** A held profile edit (kind 'user'); null for a post, whose text is the subject's own. */
  profile: { name: string; bio: string } | null
}

export function isSubjectKind(value: unknown): value is SubjectKind {
  return typeof value === 'string' && (SUBJECT_KINDS as readonly string[]).includes(value)
}

export interface ReasonCount {
  reason: string
  count: number
}

/** What the subject is, as the desk shows it in a row and at the top of its page. */
export interface SubjectSummary {
  kind: SubjectKind
  id: number
  /** A post's title (or its text's start), a user's name; null when the subject is gone. */
  title: string | null
  excerpt: string
  /** public | hidden | deleted | missing (content), active | hidden (users). */
  visibility: 'public' | 'hidden' | 'deleted' | 'missing'
  author: { id: number; name: string } | null
  /** A page where the public sees the subject (null while hidden or for kinds without one). */
  url: string | null
}

export interface QueueItem {
  subject: SubjectSummary
  state: 'open' | 'closed'
  open_reports: number
  total_reports: number
  /** Reasons of the open reports, most frequent first (at most 5). */
  reasons: ReasonCount[]
  appealed: boolean
  last_activity_at: string
  version: number
  /** Held by an NG word: listed first, decided with 公開する / 削除する. */
  held?: boolean
}

export interface ReportEntry {
  id: number
  reason: string
  state: 'open' | 'actioned' | 'dismissed'
  reporter: { id: number; name: string } | null
  created_at: string
}

export interface AuditEntry {
  id: number
  action: AuditAction
  actor: { id: number; name: string }
  subject_kind: SubjectKind
  subject_id: number
  target_user_id: number | null
  reason: string
  until: string | null
  created_at: string
}

export interface Suspension {
  reason: string
  /** null: until lifted. */
  until: string | null
  starts_at: string
}

export interface SubjectDetail {
  subject: SubjectSummary
  /** Full text of the content (a user's bio). */
  body: string
  state: 'open' | 'closed'
  version: number
  appealed: boolean
  /** The author's (or the user's) current suspension, if any. */
  suspension: Suspension | null
  reports: ReportEntry[]
  history: AuditEntry[]
  /** The actions that apply to this subject now (none while held: the hold is decided first). */
  actions: ModerationAction[]
  /** Held by an NG word, waiting for 公開する / 削除する. */
  held?: HeldContent | null
  /** An ad's creative and order (kind 'ad' only); reviewable: 承認 / 却下 apply now. */
  ad?: AdUnderReview | null
}

/** A paid ad as the desk shows it for review. */
export interface AdUnderReview {
  id: number
  shop_name: string
  plan: string
  weeks: number
  state: string
  starts_on: string
  ends_on: string
  headline: string
  body: string
  link_url: string | null
  post_id: number | null
  image_url: string | null
  total: number
  reject_reason: string | null
  reviewable: boolean
}

// Review of a paid ad from the desk: approve (it is scheduled), or reject with a reason (refunded
// in full, the shop told by email). The audit log records an approval as 'dismiss' and a
// rejection as 'hide', with the reason. The bodies are the schemas of ./moderation-schema.ts.
export type {
  ActionInput,
  AdReviewInput,
  AppealInput,
  HoldInput,
  NgWordInput,
  ReportInput,
  RoleInput,
} from './moderation-schema'

export interface ActionResult {
  audit: AuditEntry
  detail: SubjectDetail
}

export interface Notice {
  id: number
  action: 'hide' | 'warn' | 'suspend'
  subject_kind: SubjectKind
  subject_id: number
  reason: string
  until: string | null
  created_at: string
  appeal: { text: string; at: string } | null
}

/** POST /api/moderation/reports (201): the report is with staff (a repeated one changes nothing). */
export interface ReportReceipt {
  reported: true
}

/** GET /api/admin/moderation/ng-words: the whole list, newest first. */
export interface NgWordList {
  items: NgWord[]
}

export interface NoticesResponse {
  items: Notice[]
  suspension: Suspension | null
}

export interface RoleResult {
  user_id: number
  role: 'user' | 'moderator'
  /** False when the user already had (or already lacked) the role: nothing was written. */
  changed: boolean
}
