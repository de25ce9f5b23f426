import type { Lang } from '../../src/shared/sites'

/** What a share preview of one post needs: the post, its author and its first photo. */
export interface PostMetaRow {
  id: number
  kind: 'post' | 'event' | 'coupon'
  title: string | null
  body: string
  place_name: string | null
  address: string | null
  lat: number | null
  lng: number | null
  starts_at: string | null
  ends_at: string | null
  coupon_offer: string | null
  valid_from: string | null
  valid_until: string | null
  created_at: string
  updated_at: string
  author_id: number
  author_name: string
  media_key: string | null
  media_width: number | null
  media_height: number | null
  media_alt: string | null
  /** Stored translations for the requested language (null on the main site or when missing). */
  title_translation: string | null
  title_translation_hash: string | null
  body_translation: string | null
  body_translation_hash: string | null
}

// One indexed read: only public posts of active users qualify, so hidden or deleted content can
// never reach a share preview. The translation joins hit the primary key and match nothing on
// the main site ('ja' is never a target language).
const POST_META_SQL = `
SELECT p.id, p.kind, p.title, p.body, p.place_name, p.address, p.lat, p.lng,
       p.starts_at, p.ends_at, p.coupon_offer, p.valid_from, p.valid_until,
       p.created_at, p.updated_at,
       u.id AS author_id, u.name AS author_name,
       m.key AS media_key, m.width AS media_width, m.height AS media_height, m.alt AS media_alt,
       tt.text AS title_translation, tt.source_hash AS title_translation_hash,
       tb.text AS body_translation, tb.source_hash AS body_translation_hash
FROM posts p
JOIN users u ON u.id = p.user_id AND u.status = 'active'
LEFT JOIN post_media m ON m.post_id = p.id
  AND m.position = (SELECT MIN(position) FROM post_media WHERE post_id = p.id)
LEFT JOIN translations tt ON tt.post_id = p.id AND tt.field = 'title' AND tt.target_lang = ?2
LEFT JOIN translations tb ON tb.post_id = p.id AND tb.field = 'body' AND tb.target_lang = ?2
WHERE p.id = ?1 AND p.visibility = 'public'`

export function readPostMeta(db: D1Database, id: number, lang: Lang): Promise<PostMetaRow | null> {
  return db.prepare(POST_META_SQL).bind(id, lang).first<PostMetaRow>()
}

export interface ProfileMetaRow {
  id: number
  name: string
  bio: string
  avatar_url: string | null
}

export function readProfileMeta(db: D1Database, id: number): Promise<ProfileMetaRow | null> {
  return db
    .prepare("SELECT id, name, bio, avatar_url FROM users WHERE id = ?1 AND status = 'active'")
    .bind(id)
    .first<ProfileMetaRow>()
}
