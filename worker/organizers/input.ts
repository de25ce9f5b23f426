import { z } from 'zod'
import {
  MAX_ACTIVITIES_LENGTH,
  MAX_CODE_USES,
  MAX_CODE_VALID_DAYS,
  MAX_ORGANIZATION_NAME_LENGTH,
  MAX_REJECTION_REASON_LENGTH,
  MAX_REPRESENTATIVE_LENGTH,
  MAX_WEBSITE_LENGTH,
  normalizePhone,
} from '../../src/shared/api/organizers'
import {
  MAX_ADDRESS_LENGTH as MAX_VENUE_ADDRESS_LENGTH,
  MAX_PLACE_NAME_LENGTH as MAX_VENUE_NAME_LENGTH,
} from '../../src/shared/api/posts'
import { limitBody, textRule } from '../lib/validate'

// Input rules of the organizers API. Every rule carries the Japanese message shown beside the
// field; contact fields are NFKC-normalized (full-width digits and letters in a phone number or an
// email are what people type on a Japanese keyboard), names are kept as typed; all text follows the one text rule
// (src/shared/text-input.ts): names and other single-line fields use its stricter display rule.

export const organizerBody = limitBody(16 * 1024)

const length = (value: string) => [...value].length

/** Required text of at most `max` characters. */
export function requiredText(
  label: string,
  max: number,
  multiline = false,
  /** NFKC, for what is typed full-width but means ASCII (email, phone, URL); never for names. */
  halfWidthText = false,
) {
  return z
    .string({ error: `${label}を入力してください。` })
    .superRefine(textRule(label, multiline ? 'text' : 'display'))
    .refine((value) => multiline || !/[\r\n\t]/.test(value), {
      error: `${label}に改行やタブは使えません。`,
    })
    .transform((value) =>
      (halfWidthText ? value.normalize('NFKC') : value).replace(/\r\n?/g, '\n').trim(),
    )
    .refine((value) => value.length > 0, { error: `${label}を入力してください。` })
    .refine((value) => length(value) <= max, {
      error: `${label}は${max.toLocaleString('ja-JP')}文字以内で入力してください。`,
    })
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

const httpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export const applicationInput = z.object({
  organization_name: requiredText('団体名', MAX_ORGANIZATION_NAME_LENGTH),
  representative: requiredText('代表者名', MAX_REPRESENTATIVE_LENGTH),
  contact_email: requiredText('連絡先メールアドレス', 254, false, true)
    .refine((value) => EMAIL.test(value), {
      error: '連絡先メールアドレスの形式が正しくありません。',
    })
    .transform((value) => value.toLowerCase()),
  contact_phone: requiredText('連絡先電話番号', 30, false, true).transform((value, ctx) => {
    const phone = normalizePhone(value)
    if (phone) return phone
    ctx.addIssue({
      code: 'custom',
      message: '連絡先電話番号は10〜15桁の数字で入力してください（例: 0123-45-6789）。',
    })
    return z.NEVER
  }),
  website: requiredText('ウェブサイトまたはSNS', MAX_WEBSITE_LENGTH, false, true).refine(httpUrl, {
    error: 'ウェブサイトまたはSNSは https:// から始まるURLで入力してください。',
  }),
  activities: requiredText('開催しているイベント', MAX_ACTIVITIES_LENGTH, true),
})
export type ApplicationFields = z.infer<typeof applicationInput>

export const redeemInput = z.object({
  code: z
    .string({ error: '主催者コードを入力してください。' })
    .max(100, { error: '主催者コードが正しくありません。' }),
})

export const rejectInput = z.object({
  reason: requiredText('却下の理由', MAX_REJECTION_REASON_LENGTH, true),
})

const positiveInt = (label: string, max: number) =>
  z
    .number({ error: `${label}は数値で入力してください。` })
    .int({ error: `${label}は1以上の整数で入力してください。` })
    .min(1, { error: `${label}は1以上の整数で入力してください。` })
    .max(max, { error: `${label}は${max.toLocaleString('ja-JP')}以下にしてください。` })

export const codeInput = z
  .object({
    organization_id: z
      .number({ error: '団体の指定が正しくありません。' })
      .int({ error: '団体の指定が正しくありません。' })
      .positive({ error: '団体の指定が正しくありません。' })
      .max(Number.MAX_SAFE_INTEGER, { error: '団体の指定が正しくありません。' })
      .nullish(),
    organization_name: requiredText('団体名', MAX_ORGANIZATION_NAME_LENGTH).nullish(),
    max_uses: positiveInt('利用できる回数', MAX_CODE_USES),
    valid_days: positiveInt('有効日数', MAX_CODE_VALID_DAYS),
  })
  .refine((value) => (value.organization_id ?? null) !== null || !!value.organization_name, {
    error: '団体を選ぶか、新しい団体名を入力してください。',
    path: ['organization_id'],
  })

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label}は数値で指定してください。` })
    .min(-limit, { error: `${label}の値が範囲外です。` })
    .max(limit, { error: `${label}の値が範囲外です。` })
    .nullish()

/** An organization's own venue, as its organizers edit it. */
export const venueInput = z.object({
  name: requiredText('会場名', MAX_VENUE_NAME_LENGTH),
  address: z
    .string({ error: '会場の住所は文字列で入力してください。' })
    .superRefine(textRule('会場の住所', 'display'))
    .transform((value) => value.trim())
    .refine((value) => [...value].length <= MAX_VENUE_ADDRESS_LENGTH, {
      error: `会場の住所は${MAX_VENUE_ADDRESS_LENGTH}文字以内で入力してください。`,
    }),
  lat: coordinate('緯度', 90),
  lng: coordinate('経度', 180),
})

const optionalLine = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `${label}は文字列で入力してください。` })
    .superRefine(textRule(label, multiline ? 'text' : 'display'))
    .transform((value) => value.trim())
    .refine((value) => [...value].length <= max, {
      error: `${label}は${max.toLocaleString('ja-JP')}文字以内で入力してください。`,
    })

/** An organization's own artist, as its organizers edit it. */
export const artistInput = z.object({
  name: requiredText('出演者名', 100),
  genre: optionalLine('ジャンル', 50),
  bio: optionalLine('紹介文', 2000, true),
  url: requiredText('ウェブサイト', MAX_WEBSITE_LENGTH, false, true)
    .refine(httpUrl, { error: 'ウェブサイトは https:// から始まるURLで入力してください。' })
    .nullish(),
})
