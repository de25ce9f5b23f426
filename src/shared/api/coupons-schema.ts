import { z } from 'zod'
import { IDEMPOTENCY_KEY_PATTERN, MAX_VOID_REASON_LENGTH } from './coupons'
import { textLength } from './posts'
import { textRule } from './schema-rules'

// The request bodies of the coupons API (./coupons.ts lists the calls), declared once for the
// Worker (worker/coupons/routes.ts) and the shop's form (src/features/coupons).

/** POST /api/coupons/:id/uses: the key the client keeps until the use succeeded. */
export const useInput = z.strictObject(
  {
    idempotency_key: z
      .string({ error: '利用キー（idempotency_key）を文字列で指定してください。' })
      .regex(IDEMPOTENCY_KEY_PATTERN, {
        error: '利用キー（idempotency_key）は英数字・ハイフン・下線の16〜64文字にしてください。',
      }),
  },
  { error: '入力内容を確認してください。' },
)

/** POST /api/coupons/uses/:id/void: why the shop voids a use (kept in the history). */
export const voidInput = z.strictObject(
  {
    reason: z
      .string({ error: '取り消しの理由を入力してください。' })
      .superRefine(textRule('取り消しの理由'))
      .transform((value) => value.normalize('NFC').trim())
      .refine((value) => value.length > 0, { error: '取り消しの理由を入力してください。' })
      .refine((value) => textLength(value) <= MAX_VOID_REASON_LENGTH, {
        error: `取り消しの理由は${MAX_VOID_REASON_LENGTH}文字以内で入力してください。`,
      }),
  },
  { error: '入力内容を確認してください。' },
)

/** POST /api/coupons/:id/uses */
export type UseInput = z.input<typeof useInput>
/** POST /api/coupons/uses/:useId/void */
export type VoidInput = z.input<typeof voidInput>
