import type { Post } from '../../../shared/api/posts'
import { TOKYO_OFFSET_MS } from '../../../shared/dates'
import type { Draft } from './draft'

// Editing a post starts from the post as it is: its fields as the form holds them. The form's
// dates are Asia/Tokyo wall times, as the author typed them when posting.

/** An instant as a datetime-local value in Asia/Tokyo wall time ('' when it is not one). */
function tokyoLocal(value: string): string {
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? '' : new Date(ms + TOKYO_OFFSET_MS).toISOString().slice(0, 16)
}

/** A coupon's validity bound as the date field shows it: its Tokyo date. */
function tokyoDay(value: string | null): string {
  if (!value) return ''
  return value.length === 10 ? value : tokyoLocal(value).slice(0, 10)
}

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value))

export function draftOf(post: Post): Draft {
  const place = post.place
  const coupon = post.coupon
  return {
    kind: post.kind,
    title: post.title ?? '',
    body: post.body,
    tags: post.tags.join(' '),
    placeName: place?.name ?? '',
    address: place?.address ?? '',
    lat: numberText(place?.lat),
    lng: numberText(place?.lng),
    startsAt: post.event ? tokyoLocal(post.event.starts_at) : '',
    endsAt: post.event ? tokyoLocal(post.event.ends_at) : '',
    offer: coupon?.offer ?? '',
    terms: coupon?.terms ?? '',
    validFrom: tokyoDay(coupon?.valid_from ?? null),
    validUntil: tokyoDay(coupon?.valid_until ?? null),
    perUserLimit: numberText(coupon?.per_user_limit),
    totalLimit: numberText(coupon?.total_limit),
  }
}

/** What an edit sends: the post's new fields, and which of its photos stay (in order). */
export interface EditTarget {
  postId: number
  keepMedia: number[]
}
