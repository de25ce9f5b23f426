// The posts API contract, shared by the Worker (worker/posts/routes.ts and friends) and
// the SPA (src/features/posts). docs/product.md lists the calls; this file is their definition.
//
// Lists are cursor-paginated, newest first: `?cursor=&limit=` → `{ items, nextCursor }`.
// Media URLs are relative (`/media/<key>`); the client prefixes them with the API base.
//
//   GET    /api/posts?kind=&tag=&cursor=&limit=      Page<PostCardItem>     timeline (cards' lines)
//   GET    /api/posts/:id                            Post                   detail (404 if hidden)
//   POST   /api/posts                   (multipart)  Post (201)             login
//   PATCH  /api/posts/:id               (multipart)  Post                   owner only (403)
//   DELETE /api/posts/:id                            204                    owner only (403)
//   GET    /api/posts/:id/like-status                PostStatus             like-status (no campaign header)
//   PUT    /api/posts/:id/like  · DELETE             PostStatus             login
//   PUT    /api/posts/:id/favorite · DELETE          PostStatus             login
//   POST   /api/posts/:id/reports   {reason}         201                    login
//   GET    /api/users/:id                            PublicProfile
//   GET    /api/users/:id/posts?cursor=&limit=       Page<PostCardItem>
//   PUT    /api/users/:id/follow · DELETE            FollowStatus           login
//   GET    /api/me/favorites?cursor=&limit=          Page<PostCardItem>     login
//   GET    /api/me/reactions?ids=1,2,3               MyReactions            login (≤ 50 ids)
//   GET    /api/feed?cursor=&limit=                  Page<PostCardItem>     login: followed users + favorited places
//   PUT    /api/me/avatar               (multipart)  { avatar_url }         login
//
// Multipart create/edit: a `data` part holding PostInput as JSON, and up to 10 `photos` parts
// (JPEG, PNG, WebP or HEIC, sniffed from the bytes, <= 16 MB each) with matching `alts` parts.
//
// Also (added by the Worker side, same conventions):
//   DELETE /api/me/avatar                             { avatar_url: null }   login
//
// Pages: `limit` is an integer, default 20; values above 50 are clamped to 50; 0, negatives and
// non-numbers are 400. `cursor` is opaque (pass back `nextCursor` as is); a malformed one is 400.
// Paging is stable under concurrent inserts: new posts never shift later pages.
//
// Errors are always JSON `{ error, message }` with a Japanese `message` for people; validation
// errors add `field` (e.g. "body", "event.ends_at", "photos.3"). Media: photos are re-encoded as
// JPEG without any EXIF/GPS/XMP (orientation applied), display size <= 2048 px on the longest
// side (never upscaled), thumbnail <= 480 px on the longest side (same aspect ratio); a post's
// own answer (not a list's) adds `small_url` (800 px) and `medium_url` (1,280 px), null when the
// photo is no larger (src/shared/photo-sizes.ts). An avatar's 128 px copy is `<avatar>.128.jpg`.
// Deleting a post is a soft delete: it disappears everywhere (404) and its photos are removed.

import type { PhotoUrls } from '../photo-sizes'
import type { InternationalLang } from '../sites'

export const POST_KINDS = ['post', 'event', 'coupon'] as const
export type PostKind = (typeof POST_KINDS)[number]

export function isPostKind(value: unknown): value is PostKind {
  return typeof value === 'string' && (POST_KINDS as readonly string[]).includes(value)
}

/**
 * The length the text limits below count: Unicode code points, so an emoji is one character. The
 * upload form counts with it too, so it never accepts what the API refuses.
 */
export function textLength(text: string): number {
  return Array.from(text).length
}

/**
 * A tag as it is stored and filtered by: NFC (so one word typed two ways is one tag), without
 * surrounding spaces or leading '#'/'＃' (people type them, they are not part of the tag). May be
 * '' (no tag) or longer than MAX_TAG_LENGTH (refused).
 */
export function normalizeTag(raw: string): string {
  return raw
    .normalize('NFC')
    .trim()
    .replace(/^[#＃]+/, '')
    .trim()
}

export const MAX_BODY_LENGTH = 2000
export const MAX_TITLE_LENGTH = 100
export const MAX_TAGS = 10
export const MAX_TAG_LENGTH = 30
export const MAX_ALT_LENGTH = 200
export const MAX_PLACE_NAME_LENGTH = 100
export const MAX_ADDRESS_LENGTH = 200
export const MAX_COUPON_OFFER_LENGTH = 200
export const MAX_COUPON_TERMS_LENGTH = 1000
export const MAX_REPORT_REASON_LENGTH = 500
export const MAX_PHOTOS = 10
export const MAX_PHOTO_BYTES = 16 * 1024 * 1024
/** Width × height read from the file header; larger photos are refused before decoding (422). */
export const MAX_PHOTO_PIXELS = 50_000_000
/** A whole multipart request (413 above it): resize on the client before uploading many photos. */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024
export const DEFAULT_PAGE_LIMIT = 20
export const MAX_PAGE_LIMIT = 50

export interface Page<T> {
  items: T[]
  nextCursor: string | null
}

/** The query of a cursor-paginated list (see "Pages" above). */
export interface PageQuery {
  cursor?: string
  limit?: string | number
}

/** The query of GET /api/posts: a page, filtered by kind and tag. */
export interface TimelineQuery extends PageQuery {
  kind?: string
  tag?: string
}

export interface MediaItem extends PhotoUrls {
  alt: string
}

interface PostAuthor {
  id: number
  name: string
  avatar_url: string | null
}

interface PostPlace {
  name: string | null
  address: string | null
  lat: number | null
  lng: number | null
  venue_id: number | null
}

interface PostEvent {
  /** ISO 8601 with the Asia/Tokyo offset, e.g. 2026-11-28T18:00:00+09:00. */
  starts_at: string
  ends_at: string
}

/** What an organization published with its event (docs/product.md, Event organizers). */
export interface EventByOrganizer {
  organization_id: number
  /** The organization's name; on an international site its translation where there is one. */
  organizer: string
  /** On an international site, when `organizer` is a translation: the name as registered. */
  organizer_original?: string
  /** Each day of the event in order; starts_at / ends_at above span the first to the last. */
  days: PostEvent[]
  /** Yen, tax included; 0 = free; null = not stated. */
  ticket_price: number | null
  ticket_url: string | null
  capacity: number | null
}

/** An event as shown: organizers' events also carry `by_organizer`. */
export interface PostEventShown extends PostEvent {
  by_organizer?: EventByOrganizer
}

/**
 * valid_from / valid_until: a date (2026-12-01, the whole day in Asia/Tokyo) or a date-time with
 * the +09:00 offset; valid_until must not be before valid_from. Limits are positive integers.
 */
interface PostCoupon {
  offer: string
  terms: string
  valid_from: string | null
  valid_until: string | null
  per_user_limit: number | null
  total_limit: number | null
  /** Uses recorded and not voided (src/shared/api/coupons.ts); total_limit - used_count are left. */
  used_count: number
  /**
   * The stamp rally whose reward this coupon is: only those who complete it receive the coupon,
   * so every card of it says so. Null for any other coupon.
   */
  reward_of_rally: number | null
}

export interface PostSummary {
  id: number
  kind: PostKind
  title: string | null
  body: string
  tags: string[]
  place: PostPlace | null
  event: PostEventShown | null
  coupon: PostCoupon | null
  media: MediaItem[]
  author: PostAuthor
  like_count: number
  favorite_count: number
  created_at: string
  updated_at: string
  /**
   * Only when the request asks for a language (X-Translate-Lang / target_scope).
   * `translated`: title, body, place name and coupon offer and terms above are machine
   * translations into `lang`, and `original` holds the Japanese text; false: they are the
   * originals (no provider, not yet translated, or the provider failed).
   */
  translation?: PostTranslation
  /**
   * Only when the request asks for a language: the tags' labels in it, by tag, for the tags that
   * have a stored translation. `tags` stay the Japanese words (the filter keys).
   */
  tag_labels?: Record<string, string>
  /** Only in answers to the author: held by an NG word, shown to nobody else (確認中). */
  held?: true
}

/**
 * A post in a list of cards (GET /api/posts, /api/users/:id/posts, /api/me/favorites, /api/feed):
 * as PostSummary, but where the text is longer than a card shows, `body` (and
 * `translation.original.body`) is the start of its one-line form (cardBodyStart in
 * src/shared/text.ts) and `body_cut` is true. The post's page reads the whole.
 */
export interface PostCardItem extends PostSummary {
  body_cut?: true
}

interface PostTranslation {
  translated: boolean
  source_lang: 'ja'
  lang: InternationalLang
  original?: {
    title: string | null
    body: string
    /** Present when the post has a place name or is a coupon. */
    place_name?: string | null
    coupon_offer?: string | null
    coupon_terms?: string | null
  }
}

/** The most posts one `GET /api/me/reactions` asks about (a list page's cards). */
export const MAX_REACTION_LOOKUP = 50

/** Of the posts asked about, those the signed-in person liked and saved. */
export interface MyReactions {
  liked: number[]
  favorited: number[]
}

/** A post with its whole text (never a list's card, whose body may be cut). */
export interface Post extends PostSummary {
  body_cut?: never
}

/**
 * What a client sends to create or edit a post (the `data` part). An edit replaces every field.
 * Only the section of the post's kind is stored (`event` for events, `coupon` for coupons; the
 * other one is ignored). A post needs a body or at least one photo. Tags: a leading '#' and
 * surrounding spaces are dropped, duplicates removed.
 */
// The request bodies are the schemas of ./posts-schema.ts.
export type { PostInput, ReportInput } from './posts-schema'

/** The answer to a report of a post (201). */
export interface ReportReceipt {
  reported: true
}

export interface PostStatus {
  liked: boolean
  like_count: number
  favorited: boolean
  favorite_count: number
}

export interface PublicProfile {
  id: number
  name: string
  bio: string
  website: string
  avatar_url: string | null
  created_at: string
  post_count: number
  follower_count: number
  following_count: number
  /** Whether the caller follows this user (false for visitors). */
  following: boolean
  /** Whether the caller blocked this user (false or absent for visitors). */
  blocking?: boolean
}

/** One person the signed-in user blocked (GET /api/me/blocks, newest first). */
export interface BlockedUser {
  id: number
  name: string
  avatar_url: string | null
  blocked_at: string
}

export interface BlockStatus {
  blocking: boolean
}

export interface FollowStatus {
  following: boolean
  follower_count: number
}

export interface AvatarResponse {
  avatar_url: string | null
}
