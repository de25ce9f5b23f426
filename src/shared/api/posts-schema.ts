import { z } from 'zod'
import {
  MAX_ADDRESS_LENGTH,
  MAX_BODY_LENGTH,
  MAX_COUPON_OFFER_LENGTH,
  MAX_COUPON_TERMS_LENGTH,
  MAX_PHOTOS,
  MAX_PLACE_NAME_LENGTH,
  MAX_REPORT_REASON_LENGTH,
  MAX_TAGS,
  MAX_TITLE_LENGTH,
  POST_KINDS,
  textLength,
} from './posts'
import { textRule } from './schema-rules'

// The request bodies of the posts API (./posts.ts), declared once: the Worker validates the upload's
// `data` part with `postInputSchema` and then applies the rules that span fields
// (worker/posts/input.ts); the SPA sends `z.input` of it.

// `display`: a title or a name, which also refuses bidi controls and invisible characters.
const text = (label: string, max: number, kind: 'text' | 'display' = 'text') =>
  z
    .string({ error: `${label}は文字列で入力してください。` })
    .refine((value) => textLength(value) <= max, {
      error: `${label}は${max.toLocaleString('ja-JP')}文字以内で入力してください。`,
    })
    .superRefine(textRule(label, kind))

const optionalText = (label: string, max: number, kind: 'text' | 'display' = 'text') =>
  text(label, max, kind).nullish()

const positiveLimit = (label: string) =>
  z
    .number({ error: `${label}は数値で入力してください。` })
    .int({ error: `${label}は1以上の整数で入力してください。` })
    .min(1, { error: `${label}は1以上の整数で入力してください。` })
    .max(1_000_000, { error: `${label}が大きすぎます。` })
    .nullish()

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label}は数値で指定してください。` })
    .min(-limit, { error: `${label}が範囲外です。` })
    .max(limit, { error: `${label}が範囲外です。` })
    .nullish()

export const postInputSchema = z.object({
  kind: z.enum(POST_KINDS, { error: '種類は「投稿」「イベント」「クーポン」から選んでください。' }),
  title: optionalText('タイトル', MAX_TITLE_LENGTH, 'display'),
  body: text('本文', MAX_BODY_LENGTH).default(''),
  tags: z
    .array(z.string({ error: 'タグは文字列で入力してください。' }), {
      error: 'タグの形式が正しくありません。',
    })
    .max(MAX_TAGS * 3, { error: `タグは${MAX_TAGS}個までです。` })
    .nullish(),
  place: z
    .object({
      name: optionalText('場所の名前', MAX_PLACE_NAME_LENGTH, 'display'),
      address: optionalText('住所', MAX_ADDRESS_LENGTH),
      lat: coordinate('緯度', 90),
      lng: coordinate('経度', 180),
      venue_id: z
        .number({ error: '会場の指定が正しくありません。' })
        .int({ error: '会場の指定が正しくありません。' })
        .positive({ error: '会場の指定が正しくありません。' })
        .max(Number.MAX_SAFE_INTEGER, { error: '会場の指定が正しくありません。' })
        .nullish(),
    })
    .nullish(),
  event: z
    .object({
      starts_at: z.string({ error: '開始日時を入力してください。' }),
      ends_at: z.string({ error: '終了日時を入力してください。' }),
    })
    .nullish(),
  coupon: z
    .object({
      offer: text('クーポンの内容', MAX_COUPON_OFFER_LENGTH, 'display'),
      terms: text('利用条件', MAX_COUPON_TERMS_LENGTH).nullish(),
      valid_from: z.string({ error: '有効期間の開始日を入力してください。' }).nullish(),
      valid_until: z.string({ error: '有効期間の終了日を入力してください。' }).nullish(),
      per_user_limit: positiveLimit('1人あたりの利用回数'),
      total_limit: positiveLimit('先着枚数'),
    })
    .nullish(),
  keep_media: z
    .array(
      z
        .number({ error: '残す写真の指定が正しくありません。' })
        .int({ error: '残す写真の指定が正しくありません。' })
        .min(0, { error: '残す写真の指定が正しくありません。' })
        .max(MAX_PHOTOS - 1, { error: '残す写真の指定が正しくありません。' }),
    )
    .max(MAX_PHOTOS, { error: `写真は${MAX_PHOTOS}枚までです。` })
    .nullish(),
})

export const reportSchema = z.object({
  reason: text('通報の理由', MAX_REPORT_REASON_LENGTH).refine((value) => value.trim().length > 0, {
    error: '通報の理由を入力してください。',
  }),
})

/** The `data` part of POST /api/posts and PUT /api/posts/:id (`keep_media`: on edit, the
 * positions of the existing photos to keep, in their new order; omitted = keep all). */
export type PostInput = z.input<typeof postInputSchema>
/** POST /api/posts/:id/reports. A second report of the same post by the same user is a no-op. */
export type ReportInput = z.input<typeof reportSchema>
