// Input limits the API enforces (worker/posts/input.ts), so the forms can say so before sending.
// Counted in Unicode code points, as the API counts them.
export {
  MAX_BODY_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
} from '../../shared/api/posts'

export const MAX_TITLE_LENGTH = 100
export const MAX_TAGS = 10
export const MAX_TAG_LENGTH = 30
export const MAX_ALT_LENGTH = 200
export const MAX_PLACE_NAME_LENGTH = 100
export const MAX_ADDRESS_LENGTH = 200
export const MAX_COUPON_OFFER_LENGTH = 200
export const MAX_COUPON_TERMS_LENGTH = 1000
export const MAX_REPORT_REASON_LENGTH = 500

/** Code points, as the API counts: an emoji is one character. */
export const charCount = (text: string) => Array.from(text).length
