import { z } from 'zod'
import { halfWidth } from '../text-input'
import { AD_LIMITS, findAdPlan } from './ads'
import { textRule } from './schema-rules'

// The request bodies of the ads endpoints (./ads.ts), declared once for the Worker (worker/ads/)
// and the shop's order form. The price is never an input: the plan id decides it on the server.

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

const httpsUrl = z
  .string()
  .trim()
  .max(AD_LIMITS.url, { error: `リンク先URLは${AD_LIMITS.url}文字以内で入力してください。` })
  .refine(
    (value) => {
      try {
        return new URL(value).protocol === 'https:'
      } catch {
        return false
      }
    },
    { error: 'リンク先は https:// で始まるURLを入力してください。' },
  )

export const adOrderInput = z
  .object({
    plan: z
      .string({ error: 'プランを選んでください。' })
      .refine((id) => findAdPlan(id) !== undefined, { error: 'プランを選んでください。' }),
    starts_on: z
      .string({ error: '掲載開始日を選んでください。' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '掲載開始日を選んでください。' }),
    headline: z
      .string({ error: '見出しを入力してください。' })
      .trim()
      .min(1, { error: '見出しを入力してください。' })
      .max(AD_LIMITS.headline, {
        error: `見出しは${AD_LIMITS.headline}文字以内で入力してください。`,
      })
      .superRefine(textRule('見出し', 'display')),
    body: z
      .string({ error: '本文を入力してください。' })
      .trim()
      .min(1, { error: '本文を入力してください。' })
      .max(AD_LIMITS.body, { error: `本文は${AD_LIMITS.body}文字以内で入力してください。` })
      .superRefine(textRule('本文')),
    link_url: httpsUrl.nullish(),
    post_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
    billing_name: z
      .string({ error: '請求先の名前を入力してください。' })
      .trim()
      .min(1, { error: '請求先の名前を入力してください。' })
      .max(AD_LIMITS.billingName, {
        error: `請求先の名前は${AD_LIMITS.billingName}文字以内で入力してください。`,
      })
      .superRefine(textRule('請求先の名前', 'display')),
    billing_email: z
      .string({ error: 'メールアドレスを入力してください。' })
      .overwrite(halfWidth)
      .max(254, { error: 'メールアドレスが長すぎます。' })
      .regex(EMAIL, { error: 'メールアドレスの形式が正しくありません。' })
      .transform((value) => value.toLowerCase()),
  })
  .refine((input) => Boolean(input.link_url) !== Boolean(input.post_id), {
    error: 'リンク先URLか、宣伝する自分の投稿のどちらか一つを指定してください。',
    path: ['link_url'],
  })

export const adRejectInput = z.object({
  reason: z
    .string({ error: '不承認の理由を入力してください。' })
    .trim()
    .min(1, { error: '不承認の理由を入力してください。' })
    .max(500, { error: '理由は500文字以内で入力してください。' })
    .superRefine(textRule('理由')),
})

/** What a shop fills in: POST /api/ads/orders (`link_url` or one of its own posts, `post_id`). */
export type AdOrderInput = z.input<typeof adOrderInput>
/** POST /api/ads/review/:id/reject */
export type AdRejectInput = z.input<typeof adRejectInput>
