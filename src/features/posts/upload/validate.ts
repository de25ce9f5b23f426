import { formatCount } from '../../../components/post/time'
import { textError } from '../../../components/textError'
import {
  MAX_ADDRESS_LENGTH,
  MAX_ALT_LENGTH,
  MAX_BODY_LENGTH,
  MAX_COUPON_OFFER_LENGTH,
  MAX_COUPON_TERMS_LENGTH,
  MAX_PLACE_NAME_LENGTH,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  MAX_TITLE_LENGTH,
  normalizeTag,
  type PostInput,
  textLength,
} from '../../../shared/api/posts'
import { halfWidth } from '../../../shared/text-input'
import m from '../i18n/current'
import type { Draft } from './draft'

// The upload form's rules, the same as the API's (src/shared/api/posts-schema.ts, whose limits
// are the MAX_* constants used here, and worker/posts/input.ts), checked before sending so that a
// person learns what to fix next to the field, in their language.

export type FieldName = Exclude<keyof Draft, 'kind'> | 'photos'
export type FieldErrors = Partial<Record<FieldName, string>> & { alts?: Record<number, string> }

/** "#夏祭り 屋台、花火" → ["夏祭り", "屋台", "花火"] (no duplicates, each as the API stores it). */
function parseTags(text: string): string[] {
  const tags: string[] = []
  for (const part of text.split(/[\s,、，]+/)) {
    const tag = normalizeTag(part)
    if (tag && !tags.includes(tag)) tags.push(tag)
  }
  return tags
}

// Numbers typed on a Japanese keyboard are often full-width (５, ３５．６): they mean the same.
const isInteger = (text: string) => /^\d+$/.test(halfWidth(text))
const numberOf = (text: string) => Number(halfWidth(text))

/** Length, then the text rule the API applies (src/shared/text-input.ts); `display`: a title. */
function checkLength(
  errors: FieldErrors,
  field: FieldName,
  value: string,
  label: string,
  max: number,
  kind: 'text' | 'display' = 'text',
) {
  const problem = textError(value, label, kind)
  if (problem) errors[field] = problem
  else if (textLength(value.trim()) > max)
    errors[field] = m.upload.errors.tooLong(label, formatCount(max))
}

function checkPlace(draft: Draft, errors: FieldErrors) {
  checkLength(
    errors,
    'placeName',
    draft.placeName,
    m.upload.place.name,
    MAX_PLACE_NAME_LENGTH,
    'display',
  )
  checkLength(errors, 'address', draft.address, m.upload.place.address, MAX_ADDRESS_LENGTH)
  const lat = draft.lat.trim()
  const lng = draft.lng.trim()
  if (!lat && !lng) return
  if (!lat || !lng) {
    errors[lat ? 'lng' : 'lat'] = m.upload.errors.latLngPair
    return
  }
  const latValue = numberOf(lat)
  const lngValue = numberOf(lng)
  if (!Number.isFinite(latValue) || Math.abs(latValue) > 90) errors.lat = m.upload.errors.latRange
  if (!Number.isFinite(lngValue) || Math.abs(lngValue) > 180) errors.lng = m.upload.errors.lngRange
}

function checkEvent(draft: Draft, errors: FieldErrors) {
  if (!draft.startsAt) errors.startsAt = m.upload.errors.startRequired
  if (!draft.endsAt) errors.endsAt = m.upload.errors.endRequired
  // datetime-local values of one time zone compare as text.
  if (draft.startsAt && draft.endsAt && draft.endsAt <= draft.startsAt) {
    errors.endsAt = m.upload.errors.endBeforeStart
  }
}

function checkCoupon(draft: Draft, errors: FieldErrors) {
  if (!draft.offer.trim()) errors.offer = m.upload.errors.offerRequired
  checkLength(
    errors,
    'offer',
    draft.offer,
    m.upload.coupon.offer,
    MAX_COUPON_OFFER_LENGTH,
    'display',
  )
  checkLength(errors, 'terms', draft.terms, m.upload.coupon.terms, MAX_COUPON_TERMS_LENGTH)
  if (draft.validFrom && draft.validUntil && draft.validUntil < draft.validFrom) {
    errors.validUntil = m.upload.errors.untilBeforeFrom
  }
  const limits = [
    ['perUserLimit', draft.perUserLimit],
    ['totalLimit', draft.totalLimit],
  ] as const
  for (const [field, value] of limits) {
    if (value.trim() && (!isInteger(value) || numberOf(value) < 1)) {
      errors[field] = m.upload.errors.limitPositive
    }
  }
  if (
    !errors.perUserLimit &&
    !errors.totalLimit &&
    draft.perUserLimit.trim() &&
    draft.totalLimit.trim() &&
    numberOf(draft.perUserLimit) > numberOf(draft.totalLimit)
  ) {
    errors.perUserLimit = m.upload.errors.perUserOverTotal
  }
}

/** Every problem of the form, by field (empty when it can be sent). */
/** `keptPhotos`: when editing, the post's own photos that stay (they count as photos too). */
export function validateDraft(
  draft: Draft,
  photos: { alt: string }[],
  keptPhotos = 0,
): FieldErrors {
  const errors: FieldErrors = {}
  if (!draft.body.trim() && photos.length + keptPhotos === 0) {
    errors.body = m.upload.errors.bodyOrPhoto
  }
  checkLength(errors, 'title', draft.title, m.upload.fields.title, MAX_TITLE_LENGTH, 'display')
  checkLength(errors, 'body', draft.body, m.upload.fields.body, MAX_BODY_LENGTH)
  const tags = parseTags(draft.tags)
  if (tags.length > MAX_TAGS) errors.tags = m.upload.errors.tooManyTags(MAX_TAGS)
  else if (tags.some((tag) => textLength(tag) > MAX_TAG_LENGTH)) {
    errors.tags = m.upload.errors.tagTooLong(MAX_TAG_LENGTH)
  } else {
    const problem = tags.map((tag) => textError(tag, m.upload.fields.tags, 'display')).find(Boolean)
    if (problem) errors.tags = problem
  }
  checkPlace(draft, errors)
  if (draft.kind === 'event') checkEvent(draft, errors)
  if (draft.kind === 'coupon') checkCoupon(draft, errors)
  photos.forEach((photo, index) => {
    const label = m.upload.photos.alt(index + 1)
    const problem =
      textError(photo.alt, label) ??
      (textLength(photo.alt.trim()) > MAX_ALT_LENGTH
        ? m.upload.errors.tooLong(label, formatCount(MAX_ALT_LENGTH))
        : null)
    if (problem) {
      errors.alts ??= {}
      errors.alts[index] = problem
    }
  })
  return errors
}

export const hasErrors = (errors: FieldErrors) =>
  Object.keys(errors).some((key) => key !== 'alts') || Object.keys(errors.alts ?? {}).length > 0

/** A datetime-local value (Asia/Tokyo wall time) as the API wants it: with +09:00. */
function tokyoDateTime(value: string): string {
  const withSeconds = value.length === 16 ? `${value}:00` : value
  return `${withSeconds}+09:00`
}

/** The form as the `data` part of the upload. */
export function toPostInput(draft: Draft): PostInput {
  const lat = draft.lat.trim()
  const lng = draft.lng.trim()
  const place = {
    name: draft.placeName.trim() || null,
    address: draft.address.trim() || null,
    lat: lat ? numberOf(lat) : null,
    lng: lng ? numberOf(lng) : null,
  }
  const hasPlace = Object.values(place).some((value) => value !== null)
  const limit = (value: string) => (value.trim() ? numberOf(value) : null)
  return {
    kind: draft.kind,
    title: draft.title.trim() || null,
    body: draft.body.trim(),
    tags: parseTags(draft.tags),
    place: hasPlace ? place : null,
    event:
      draft.kind === 'event'
        ? { starts_at: tokyoDateTime(draft.startsAt), ends_at: tokyoDateTime(draft.endsAt) }
        : null,
    coupon:
      draft.kind === 'coupon'
        ? {
            offer: draft.offer.trim(),
            terms: draft.terms.trim(),
            valid_from: draft.validFrom || null,
            valid_until: draft.validUntil || null,
            per_user_limit: limit(draft.perUserLimit),
            total_limit: limit(draft.totalLimit),
          }
        : null,
  }
}

/** The form field a server error names ("event.ends_at" → endsAt). */
export function fieldOfServerError(field: string | null): FieldName | null {
  if (!field) return null
  const map: Record<string, FieldName> = {
    title: 'title',
    body: 'body',
    tags: 'tags',
    place: 'lat',
    'place.lat': 'lat',
    'place.lng': 'lng',
    'place.name': 'placeName',
    'place.address': 'address',
    event: 'startsAt',
    'event.starts_at': 'startsAt',
    'event.ends_at': 'endsAt',
    coupon: 'offer',
    'coupon.offer': 'offer',
    'coupon.terms': 'terms',
    'coupon.valid_from': 'validFrom',
    'coupon.valid_until': 'validUntil',
    'coupon.per_user_limit': 'perUserLimit',
    'coupon.total_limit': 'totalLimit',
  }
  if (field === 'photos' || field.startsWith('photos.') || field.startsWith('alts')) return 'photos'
  return map[field] ?? null
}
