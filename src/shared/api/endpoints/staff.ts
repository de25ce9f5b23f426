// Reports and moderation, ads and their payments (Stripe), staff exports.

import type {
  AdCheckout,
  AdCounted,
  AdOrder,
  AdOrderDetail,
  AdOrderInput,
  AdPlansResponse,
  AdReceipt,
  AdRefundStarted,
  AdRejectInput,
  AdRejection,
  AdReviewItem,
  ServedAds,
  StripeWebhookReceipt,
} from '../ads'
import { endpoint, type NoContent, type NotJson } from '../contract'
import type {
  ActionInput,
  ActionResult,
  AdReviewInput,
  AppealInput,
  AuditAction,
  AuditEntry,
  HoldInput,
  NgWord,
  NgWordInput,
  NgWordList,
  Notice,
  NoticesResponse,
  QueueItem,
  ReportInput,
  ReportReceipt,
  RoleInput,
  RoleResult,
  SubjectDetail,
  SubjectKind,
} from '../moderation'
import type { Page } from '../posts'

/** A list's page: `cursor` is the previous page's nextCursor; `limit` ≥ 1 (default 20, at most 50). */
interface PageQuery {
  cursor?: string
  limit?: string | number
}

/** The desk's filters: a filter left out means any (the queue's state: open). */
type QueueQuery = PageQuery & { state?: 'open' | 'closed'; kind?: SubjectKind }
type AuditQuery = PageQuery & {
  actor?: string | number
  action?: AuditAction
  kind?: SubjectKind
  subject?: string | number
}

/** The timeline's length in posts, and the ad this viewer saw last (not shown first again). */
interface ServeQuery {
  posts: number | string
  last?: number | string
}

export const staffEndpoints = {
  'GET /api/admin/export/:dataset': endpoint<NotJson, undefined, { from: string; to: string }>(),
  'POST /api/moderation/reports': endpoint<ReportReceipt, ReportInput>(),
  'GET /api/moderation/notices': endpoint<NoticesResponse>(),
  'POST /api/moderation/notices/:id/appeal': endpoint<Notice, AppealInput>(),
  'GET /api/admin/moderation/ng-words': endpoint<NgWordList>(),
  'POST /api/admin/moderation/ng-words': endpoint<NgWord, NgWordInput>(),
  'DELETE /api/admin/moderation/ng-words/:id': endpoint<NoContent>(),
  'POST /api/admin/moderation/holds/:kind/:id': endpoint<ActionResult, HoldInput>(),
  'GET /api/admin/moderation/queue': endpoint<Page<QueueItem>, undefined, QueueQuery>(),
  'GET /api/admin/moderation/subjects/:kind/:id': endpoint<SubjectDetail>(),
  'POST /api/admin/moderation/subjects/:kind/:id/actions': endpoint<ActionResult, ActionInput>(),
  'POST /api/admin/moderation/subjects/ad/:id/review': endpoint<ActionResult, AdReviewInput>(),
  'GET /api/admin/moderation/audit': endpoint<Page<AuditEntry>, undefined, AuditQuery>(),
  'PUT /api/admin/moderation/moderators/:userId': endpoint<RoleResult, RoleInput>(),
  'DELETE /api/admin/moderation/moderators/:userId': endpoint<RoleResult, RoleInput>(),
  'GET /api/ads/review': endpoint<{ items: AdReviewItem[] }>(),
  'GET /api/ads/review/:id': endpoint<AdOrder>(),
  'POST /api/ads/review/:id/approve': endpoint<AdOrder>(),
  'POST /api/ads/review/:id/reject': endpoint<AdRejection, AdRejectInput>(),
  'POST /api/ads/review/:id/refund': endpoint<AdRefundStarted>(),
  'GET /api/ads/plans': endpoint<AdPlansResponse>(),
  'POST /api/ads/orders': endpoint<AdCheckout, AdOrderInput>(),
  'GET /api/ads/orders': endpoint<{ items: AdOrder[] }>(),
  'GET /api/ads/orders/:id': endpoint<AdOrderDetail>(),
  'POST /api/ads/orders/:id/checkout': endpoint<AdCheckout>(),
  'POST /api/ads/orders/:id/cancel': endpoint<AdOrder>(),
  'GET /api/ads/orders/:id/receipt': endpoint<AdReceipt>(),
  'GET /api/ads/serve': endpoint<ServedAds, undefined, ServeQuery>(),
  'POST /api/ads/:id/impressions': endpoint<AdCounted>(),
  'POST /api/ads/:id/taps': endpoint<AdCounted>(),
  // Called by Stripe, never by the SPA: the body is the raw text of its signed event.
  'POST /api/stripe/webhook': endpoint<StripeWebhookReceipt, string>(),
} as const
