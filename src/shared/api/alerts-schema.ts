import { z } from 'zod'
import { DRILL_STEPS, TOWN_ORDER_LIMITS } from './alerts'
import { textRule } from './schema-rules'

// The request bodies of the disaster mode endpoints (./alerts.ts), declared once for the Worker
// (worker/alerts/admin-routes.ts) and the desk's form (src/features/admin/alerts), each field with
// its Japanese message: staff read them at the desk.

export const townOrderInput = z.object({
  kind: z.enum(['evacuation_order', 'elderly_evacuation'], {
    message: '種類は「避難指示」または「高齢者等避難」を選んでください。',
  }),
  areaName: z
    .string({ message: '対象地域を入力してください。' })
    .trim()
    .min(1, '対象地域を入力してください。')
    .max(
      TOWN_ORDER_LIMITS.areaName,
      `対象地域は${TOWN_ORDER_LIMITS.areaName}文字以内で入力してください。`,
    )
    .superRefine(textRule('対象地域', 'display')),
  note: z
    .string({ message: 'お知らせ文は文字列で入力してください。' })
    .trim()
    .max(
      TOWN_ORDER_LIMITS.note,
      `お知らせ文は${TOWN_ORDER_LIMITS.note}文字以内で入力してください。`,
    )
    .superRefine(textRule('お知らせ文')),
  shelterIds: z
    .array(
      z
        .number({ message: '避難所の指定が正しくありません。' })
        .int()
        .positive()
        .max(2 ** 31),
      {
        message: '開設する避難所を選んでください。',
      },
    )
    .min(1, '開設する避難所を1か所以上選んでください。')
    .max(TOWN_ORDER_LIMITS.shelters, `開設する避難所は${TOWN_ORDER_LIMITS.shelters}か所までです。`),
})

/** POST /api/admin/alerts: the area, the note and the shelters opened (venue ids). */
export type TownOrderInput = z.input<typeof townOrderInput>

export const drillInput = z.object({
  step: z.enum(DRILL_STEPS, {
    message: '訓練の段階は advisory・warning・danger・lift のいずれかです。',
  }),
})

/** POST /api/admin/alerts/drill */
export type DrillInput = z.input<typeof drillInput>

/** An alert id in a path: the UUIDs the Worker writes. */
export const alertId = z.string().uuid()
