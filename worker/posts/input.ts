import { z } from 'zod'
import {
  MAX_ADDRESS_LENGTH,
  MAX_BODY_LENGTH,
  MAX_COUPON_OFFER_LENGTH,
  MAX_COUPON_TERMS_LENGTH,
  MAX_PHOTOS,
  MAX_PLACE_NAME_LENGTH,
  MAX_REPORT_REASON_LENGTH,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  MAX_TITLE_LENGTH,
  normalizeTag,
  POST_KINDS,
  type PostKind,
  textLength,
} from '../../src/shared/api/posts'
import { parseTokyoDateOrDateTime, parseTokyoDateTime } from '../../src/shared/dates'
import { displayTextProblem, halfWidth, textProblemMessage } from '../../src/shared/text-input'
import { invalid } from '../lib/errors'
import { parseInput, textRule } from '../lib/validate'

// The `data` part of a post upload: zod checks the shape at the edge, then `normalizePost` applies
// the rules that span fields. Every failure is a 400 naming the field, with a Japanese sentence a
// person can act on.

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

const postInputSchema = z.object({
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

/** A post as it is stored, after every rule held. */
export interface NormalizedPost {
  kind: PostKind
  title: string | null
  body: string
  tags: string[]
  placeName: string | null
  address: string | null
  lat: number | null
  lng: number | null
  venueId: number | null
  startsAt: string | null
  endsAt: string | null
  couponOffer: string | null
  couponTerms: string | null
  validFrom: string | null
  validUntil: string | null
  perUserLimit: number | null
  totalLimit: number | null
  keepMedia: number[] | null
}

/** Blank optional text is absent text. */
const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

function normalizeTags(raw: string[] | null | undefined): string[] {
  const tags: string[] = []
  for (const value of raw ?? []) {
    const tag = normalizeTag(value)
    if (!tag) continue
    if (textLength(tag) > MAX_TAG_LENGTH) {
      throw invalid('tags', `タグは${MAX_TAG_LENGTH}文字以内で入力してください。`)
    }
    const problem = displayTextProblem(tag)
    if (problem) throw invalid('tags', textProblemMessage(problem, 'タグ'))
    if (!tags.includes(tag)) tags.push(tag)
  }
  if (tags.length > MAX_TAGS) throw invalid('tags', `タグは${MAX_TAGS}個までです。`)
  return tags
}

/** Parses and checks the `data` part (already JSON-decoded). */
export function normalizePost(data: unknown): NormalizedPost {
  const input = parseInput(postInputSchema, data, 'data')
  const place = input.place ?? {}
  const lat = place.lat ?? null
  const lng = place.lng ?? null
  if ((lat === null) !== (lng === null)) {
    throw invalid('place', '位置は緯度と経度の両方を指定してください。')
  }
  const post: NormalizedPost = {
    kind: input.kind,
    title: blankToNull(input.title),
    body: input.body.trim(),
    tags: normalizeTags(input.tags),
    placeName: blankToNull(place.name),
    address: blankToNull(place.address),
    lat,
    lng,
    venueId: place.venue_id ?? null,
    startsAt: null,
    endsAt: null,
    couponOffer: null,
    couponTerms: null,
    validFrom: null,
    validUntil: null,
    perUserLimit: null,
    totalLimit: null,
    keepMedia: input.keep_media ?? null,
  }
  if (post.keepMedia && new Set(post.keepMedia).size !== post.keepMedia.length) {
    throw invalid('keep_media', '残す写真の指定が重複しています。')
  }
  if (input.kind === 'event') applyEvent(post, input.event)
  if (input.kind === 'coupon') applyCoupon(post, input.coupon)
  return post
}

function applyEvent(
  post: NormalizedPost,
  event: { starts_at: string; ends_at: string } | null | undefined,
) {
  if (!event) throw invalid('event', 'イベントの開始日時と終了日時を入力してください。')
  const starts = parseTokyoDateTime(halfWidth(event.starts_at))
  if (!starts) {
    throw invalid(
      'event.starts_at',
      '開始日時の形式が正しくありません（例: 2026-11-28T18:00:00+09:00）。',
    )
  }
  const ends = parseTokyoDateTime(halfWidth(event.ends_at))
  if (!ends) {
    throw invalid(
      'event.ends_at',
      '終了日時の形式が正しくありません（例: 2026-11-28T21:00:00+09:00）。',
    )
  }
  if (ends.start <= starts.start) {
    throw invalid('event.ends_at', '終了日時は開始日時より後にしてください。')
  }
  post.startsAt = starts.text
  post.endsAt = ends.text
}

type CouponInput = z.infer<typeof postInputSchema>['coupon']

function applyCoupon(post: NormalizedPost, coupon: CouponInput) {
  const offer = coupon?.offer.trim()
  if (!coupon || !offer) throw invalid('coupon.offer', 'クーポンの内容を入力してください。')
  const from = coupon.valid_from ? parseTokyoDateOrDateTime(halfWidth(coupon.valid_from)) : null
  if (coupon.valid_from && !from) {
    throw invalid(
      'coupon.valid_from',
      '有効期間の開始日の形式が正しくありません（例: 2026-12-01）。',
    )
  }
  const until = coupon.valid_until ? parseTokyoDateOrDateTime(halfWidth(coupon.valid_until)) : null
  if (coupon.valid_until && !until) {
    throw invalid(
      'coupon.valid_until',
      '有効期間の終了日の形式が正しくありません（例: 2026-12-31）。',
    )
  }
  if (from && until && until.end < from.start) {
    throw invalid('coupon.valid_until', '有効期間の終了日は開始日以降にしてください。')
  }
  const perUser = coupon.per_user_limit ?? null
  const total = coupon.total_limit ?? null
  if (perUser !== null && total !== null && perUser > total) {
    throw invalid('coupon.per_user_limit', '1人あたりの利用回数は先着枚数以下にしてください。')
  }
  post.couponOffer = offer
  post.couponTerms = coupon.terms?.trim() ?? ''
  post.validFrom = from?.text ?? null
  post.validUntil = until?.text ?? null
  post.perUserLimit = perUser
  post.totalLimit = total
}

export const reportSchema = z.object({
  reason: text('通報の理由', MAX_REPORT_REASON_LENGTH).refine((value) => value.trim().length > 0, {
    error: '通報の理由を入力してください。',
  }),
})
