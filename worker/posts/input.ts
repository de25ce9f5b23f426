import type { z } from 'zod'
import {
  MAX_TAG_LENGTH,
  MAX_TAGS,
  normalizeTag,
  type PostKind,
  textLength,
} from '../../src/shared/api/posts'
import { postInputSchema } from '../../src/shared/api/posts-schema'
import { parseTokyoDateOrDateTime, parseTokyoDateTime } from '../../src/shared/dates'
import { displayTextProblem, halfWidth, textProblemMessage } from '../../src/shared/text-input'
import { invalid } from '../lib/errors'
import { parseInput } from '../lib/validate'

// The `data` part of a post upload: `postInputSchema` (src/shared/api/posts-schema.ts) checks the
// shape at the edge, then `normalizePost` applies
// the rules that span fields. Every failure is a 400 naming the field, with a Japanese sentence a
// person can act on.

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
