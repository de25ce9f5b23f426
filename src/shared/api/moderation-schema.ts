import { z } from 'zod'
import {
  MAX_APPEAL_LENGTH,
  MAX_MODERATION_REASON_LENGTH,
  MAX_NG_WORD_LENGTH,
  MAX_SUSPENSION_DAYS,
  MODERATION_ACTIONS,
  SUBJECT_KINDS,
} from './moderation'
import { MAX_REPORT_REASON_LENGTH, textLength } from './posts'
import { textRule } from './schema-rules'

// Bodies of the desk's and the users' moderation calls (./moderation.ts lists them), declared once
// for the Worker (worker/moderation/) and the SPA. Every reason is required: a person reads
// it (the audit log, the user's notice and email), so blank text is refused like missing text.

const reasonText = (label: string, max: number) =>
  z
    .string({ error: `${label}は文字列で入力してください。` })
    .refine((value) => value.trim().length > 0, { error: `${label}を入力してください。` })
    .refine((value) => textLength(value) <= max, {
      error: `${label}は${max.toLocaleString('ja-JP')}文字以内で入力してください。`,
    })
    .superRefine(textRule(label))
    .transform((value) => value.trim())

export const actionBody = z.strictObject({
  action: z.enum(MODERATION_ACTIONS, { error: '操作（action）の指定が正しくありません。' }),
  reason: reasonText('理由', MAX_MODERATION_REASON_LENGTH),
  version: z
    .number({ error: '版（version）は整数で指定してください。' })
    .int({ error: '版（version）は整数で指定してください。' })
    .min(0, { error: '版（version）は0以上の整数で指定してください。' })
    .max(Number.MAX_SAFE_INTEGER, { error: '版（version）が大きすぎます。' }),
  days: z
    .number({ error: '停止日数は整数で指定してください。' })
    .int({ error: '停止日数は整数で指定してください。' })
    .min(1, { error: `停止日数は1〜${MAX_SUSPENSION_DAYS}日で指定してください。` })
    .max(MAX_SUSPENSION_DAYS, {
      error: `停止日数は1〜${MAX_SUSPENSION_DAYS}日で指定してください。`,
    })
    .optional(),
})

export const adReviewBody = z.strictObject({
  decision: z.enum(['approve', 'reject'], {
    error: '審査の結果（decision）は approve か reject で指定してください。',
  }),
  // The shop reads a rejection's reason in its email: the same 500 characters as the ads review.
  reason: reasonText('理由', 500).optional(),
  version: actionBody.shape.version,
})

export const roleBody = z.strictObject({
  reason: reasonText('理由', MAX_MODERATION_REASON_LENGTH),
})

export const reportBody = z.strictObject({
  subject_kind: z.enum(SUBJECT_KINDS, { error: '通報する対象の種類が正しくありません。' }),
  subject_id: z
    .number({ error: '通報する対象（subject_id）は整数で指定してください。' })
    .int({ error: '通報する対象（subject_id）は整数で指定してください。' })
    .min(1, { error: '通報する対象（subject_id）が正しくありません。' })
    .max(Number.MAX_SAFE_INTEGER, { error: '通報する対象（subject_id）が正しくありません。' }),
  reason: reasonText('通報の理由', MAX_REPORT_REASON_LENGTH),
})

export const appealBody = z.strictObject({
  text: reasonText('異議の内容', MAX_APPEAL_LENGTH),
})

export const ngWordBody = z.strictObject({
  word: z
    .string({ error: 'NGワードを文字列で入力してください。' })
    .superRefine(textRule('NGワード', 'display'))
    .refine((value) => !/[\r\n\t]/.test(value), { error: 'NGワードに改行やタブは使えません。' })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, {
      error: 'NGワードを入力してください（空白だけは登録できません）。',
    })
    .refine((value) => [...value].length <= MAX_NG_WORD_LENGTH, {
      error: `NGワードは${MAX_NG_WORD_LENGTH}文字以内で入力してください。`,
    }),
})

export const holdBody = z.strictObject({
  decision: z.enum(['publish', 'remove'], {
    error: '判断（decision）は publish か remove で指定してください。',
  }),
  version: actionBody.shape.version,
})

/** POST /api/admin/moderation/ng-words */
export type NgWordInput = z.input<typeof ngWordBody>
/** POST /api/admin/moderation/holds/:kind/:id (publish: make it public; remove: keep it hidden) */
export type HoldInput = z.input<typeof holdBody>
/** POST /api/admin/moderation/subjects/:kind/:id/actions (days: suspend only; none = indefinite). */
export type ActionInput = z.input<typeof actionBody>
/** POST /api/admin/moderation/subjects/ad/:id/review (a reason is required to reject). */
export type AdReviewInput = z.input<typeof adReviewBody>
/** PUT and DELETE /api/admin/moderation/moderators/:userId */
export type RoleInput = z.input<typeof roleBody>
/** POST /api/moderation/reports */
export type ReportInput = z.input<typeof reportBody>
/** POST /api/moderation/notices/:id/appeal */
export type AppealInput = z.input<typeof appealBody>
