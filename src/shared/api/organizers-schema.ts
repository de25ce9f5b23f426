import { z } from 'zod'
import {
  MAX_ACTIVITIES_LENGTH,
  MAX_CODE_USES,
  MAX_CODE_VALID_DAYS,
  MAX_EVENT_DAYS,
  MAX_ORGANIZATION_NAME_LENGTH,
  MAX_REJECTION_REASON_LENGTH,
  MAX_REPRESENTATIVE_LENGTH,
  MAX_SLOTS,
  MAX_WEBSITE_LENGTH,
  normalizePhone,
  PUBLISH_STATES,
} from './organizers'
import {
  MAX_ADDRESS_LENGTH,
  MAX_BODY_LENGTH,
  MAX_PHOTOS,
  MAX_PLACE_NAME_LENGTH,
  MAX_TAGS,
  MAX_TITLE_LENGTH,
  textLength,
} from './posts'
import { httpUrl, optionalLine, requiredText, rowId, textRule } from './schema-rules'

// The request bodies of the organizers API (src/shared/api/organizers.ts lists the calls), each
// declared once: the Worker validates with these schemas (worker/organizers/), the SPA sends
// `z.input` of them and the forms check with them. Every rule carries the Japanese message shown
// beside the field; contact fields are NFKC-normalized (full-width digits and letters in a phone
// number or an email are what people type on a Japanese keyboard), names are kept as typed.

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

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
    organization_id: rowId('団体の指定が正しくありません。').nullish(),
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
  name: requiredText('会場名', MAX_PLACE_NAME_LENGTH),
  address: z
    .string({ error: '会場の住所は文字列で入力してください。' })
    .superRefine(textRule('会場の住所', 'display'))
    .transform((value) => value.trim())
    .refine((value) => [...value].length <= MAX_ADDRESS_LENGTH, {
      error: `会場の住所は${MAX_ADDRESS_LENGTH}文字以内で入力してください。`,
    }),
  lat: coordinate('緯度', 90),
  lng: coordinate('経度', 180),
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

// An organizer's event as sent by /app/event-upload (multipart `data`): this checks the shape,
// worker/organizers/event-input.ts the rules across fields (days in order, slots inside the days).

const when = z
  .string({ error: '日時を入力してください。' })
  .max(40, { error: '日時の形式が正しくありません。' })

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}は文字列で入力してください。` })
    .refine((value) => textLength(value) <= max, {
      error: `${label}は${max}文字以内で入力してください。`,
    })
    .nullish()

export const eventInput = z.object({
  organization_id: rowId('主催団体の指定が正しくありません。'),
  title: requiredText('イベント名', MAX_TITLE_LENGTH),
  body: requiredText('説明', MAX_BODY_LENGTH, true),
  tags: z
    .array(z.string({ error: 'タグは文字列で入力してください。' }))
    .max(MAX_TAGS * 3, { error: `タグは${MAX_TAGS}個までです。` })
    .nullish(),
  days: z
    .array(z.object({ starts_at: when, ends_at: when }), { error: '開催日を入力してください。' })
    .min(1, { error: '開催日を1日以上入力してください。' })
    .max(MAX_EVENT_DAYS, { error: `開催日は${MAX_EVENT_DAYS}日までです。` }),
  venue_id: rowId('会場の指定が正しくありません。').nullish(),
  new_venue: z
    .object({
      name: requiredText('会場名', MAX_PLACE_NAME_LENGTH),
      address: requiredText('会場の住所', MAX_ADDRESS_LENGTH),
      lat: z.number({ error: '緯度は数値で指定してください。' }).min(-90).max(90).nullish(),
      lng: z.number({ error: '経度は数値で指定してください。' }).min(-180).max(180).nullish(),
    })
    .nullish(),
  slots: z
    .array(
      z.object({
        artist_id: rowId('出演者の指定が正しくありません。').nullish(),
        artist_name: optionalText('出演者名', 100),
        stage_name: optionalText('ステージ名', MAX_PLACE_NAME_LENGTH),
        venue_id: rowId('ステージの指定が正しくありません。').nullish(),
        starts_at: when,
        ends_at: when,
      }),
      { error: 'タイムテーブルの形式が正しくありません。' },
    )
    .max(MAX_SLOTS, { error: `タイムテーブルは${MAX_SLOTS}枠までです。` })
    .nullish(),
  ticket_price: z
    .number({ error: 'チケット料金は数値で入力してください。' })
    .int({ error: 'チケット料金は0以上の整数（円）で入力してください。' })
    .min(0, { error: 'チケット料金は0以上の整数（円）で入力してください。' })
    .max(10_000_000, { error: 'チケット料金が大きすぎます。' })
    .nullish(),
  ticket_url: optionalText('チケットのURL', 500),
  capacity: z
    .number({ error: '定員は数値で入力してください。' })
    .int({ error: '定員は1以上の整数で入力してください。' })
    .min(1, { error: '定員は1以上の整数で入力してください。' })
    .max(10_000_000, { error: '定員が大きすぎます。' })
    .nullish(),
  publish_state: z.enum(PUBLISH_STATES, {
    error: '公開状態は「下書き」「予約公開」「公開」から選んでください。',
  }),
  publish_at: z.string({ error: '公開日時の形式が正しくありません。' }).max(40).nullish(),
  keep_media: z
    .array(z.number({ error: '残す写真の指定が正しくありません。' }).int().min(0).max(100), {
      error: '残す写真の指定が正しくありません。',
    })
    .max(MAX_PHOTOS, { error: `写真は${MAX_PHOTOS}枚までです。` })
    .nullish(),
})

/** POST /api/organizers/applications, as the form sends it. */
export type ApplicationInput = z.input<typeof applicationInput>
/** The application as the Worker stores it (trimmed, the email lower-cased, the phone tidied). */
export type ApplicationFields = z.output<typeof applicationInput>
/** POST /api/organizers/codes/redeem */
export type RedeemInput = z.input<typeof redeemInput>
/** POST /api/admin/organizers/applications/:id/reject */
export type RejectInput = z.input<typeof rejectInput>
/** POST /api/admin/organizers/codes: an existing organization, or a new one by name. */
export type CodeInput = z.input<typeof codeInput>
/** PUT /api/organizers/venues/:id */
export type VenueInput = z.input<typeof venueInput>
/** PUT /api/organizers/artists/:id */
export type ArtistInput = z.input<typeof artistInput>
/** The `data` part of POST/PUT /api/organizers/events. */
export type EventInput = z.input<typeof eventInput>
export type SlotInput = NonNullable<EventInput['slots']>[number]
/** An event as the Worker reads it, before the rules across fields. */
export type EventFields = z.output<typeof eventInput>
