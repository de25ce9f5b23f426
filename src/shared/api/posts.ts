// The posts API contract (issue 7), shared by the Worker (worker/routes/posts.ts and friends) and
// the SPA (src/features/posts). The spec does not show these calls; this file is their definition.
//
// Lists are cursor-paginated, newest first: `?cursor=&limit=` → `{ items, nextCursor }`.
// Media URLs are relative (`/media/<key>`); the client prefixes them with the API base (spec §7).
//
//   GET    /api/posts?kind=&tag=&cursor=&limit=      Page<PostSummary>      timeline
//   GET    /api/posts/:id                            Post                   detail (404 if hidden)
//   POST   /api/posts                   (multipart)  Post (201)             login
//   PATCH  /api/posts/:id               (multipart)  Post                   owner only (403)
//   DELETE /api/posts/:id                            204                    owner only (403)
//   GET    /api/posts/:id/like-status                PostStatus             the spec's like-status call
//   PUT    /api/posts/:id/like  · DELETE             PostStatus             login
//   PUT    /api/posts/:id/favorite · DELETE          PostStatus             login
//   POST   /api/posts/:id/reports   {reason}         201                    login
//   GET    /api/users/:id                            PublicProfile
//   GET    /api/users/:id/posts?cursor=&limit=       Page<PostSummary>
//   PUT    /api/users/:id/follow · DELETE            FollowStatus           login
//   GET    /api/me/favorites?cursor=&limit=          Page<PostSummary>      login
//   GET    /api/feed?cursor=&limit=                  Page<PostSummary>      login: followed users + favorited places
//   PUT    /api/me/avatar               (multipart)  { avatar_url }         login
//
// Multipart create/edit: a `data` part holding PostInput as JSON, and up to 10 `photos` parts
// (JPEG, PNG, WebP or HEIC, sniffed from the bytes, <= 16 MB each) with matching `alts` parts.

export const POST_KINDS = ['post', 'event', 'coupon'] as const
export type PostKind = (typeof POST_KINDS)[number]

export const MAX_BODY_LENGTH = 2000
export const MAX_PHOTOS = 10
export const MAX_PHOTO_BYTES = 16 * 1024 * 1024

export interface Page<T> {
  items: T[]
  nextCursor: string | null
}

export interface MediaItem {
  url: string
  thumb_url: string
  width: number
  height: number
  alt: string
}

export interface PostAuthor {
  id: number
  name: string
  avatar_url: string | null
}

export interface PostPlace {
  name: string | null
  address: string | null
  lat: number | null
  lng: number | null
  venue_id: number | null
}

export interface PostEvent {
  /** ISO 8601 with the Asia/Tokyo offset, e.g. 2026-11-28T18:00:00+09:00. */
  starts_at: string
  ends_at: string
}

export interface PostCoupon {
  offer: string
  terms: string
  valid_from: string | null
  valid_until: string | null
  per_user_limit: number | null
  total_limit: number | null
}

export interface PostSummary {
  id: number
  kind: PostKind
  title: string | null
  body: string
  tags: string[]
  place: PostPlace | null
  event: PostEvent | null
  coupon: PostCoupon | null
  media: MediaItem[]
  author: PostAuthor
  like_count: number
  favorite_count: number
  created_at: string
  updated_at: string
}

export type Post = PostSummary

/** What a client sends to create or edit a post (the `data` part). */
export interface PostInput {
  kind: PostKind
  title?: string | null
  body: string
  tags?: string[]
  place?: Partial<PostPlace> | null
  event?: PostEvent | null
  coupon?: PostCoupon | null
  /** On edit: positions of the existing photos to keep, in their new order; omitted = keep all. */
  keep_media?: number[]
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
}

export interface FollowStatus {
  following: boolean
  follower_count: number
}
