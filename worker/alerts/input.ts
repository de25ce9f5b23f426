import { z } from 'zod'
import { textRule } from '../lib/validate'

// Input of the disaster mode endpoints (src/shared/api/alerts.ts), each field with its Japanese
// message: staff read them at the desk.

export const townOrderInput = z.object({
  kind: z.enum(['evacuation_order', 'elderly_evacuation'], {
    message: '種類は「避難指示」または「高齢者等避難」を選んでください。',
  }),
  areaName: z
    .string({ message: '対象地域を入力してください。' })
    .trim()
    .min(1, '対象地域を入力してください。')
    .max(100, '対象地域は100文字以内で入力してください。')
    .superRefine(textRule('対象地域', 'display')),
  note: z
    .string({ message: 'お知らせ文は文字列で入力してください。' })
    .trim()
    .max(500, 'お知らせ文は500文字以内で入力してください。')
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
    .max(50, '開設する避難所は50か所までです。'),
})

export const drillInput = z.object({
  step: z.enum(['advisory', 'warning', 'danger', 'lift'], {
    message: '訓練の段階は advisory・warning・danger・lift のいずれかです。',
  }),
})

/** An alert id in a path: the UUIDs the Worker writes. */
export const alertId = z.string().uuid()
