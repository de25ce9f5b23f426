import type { Lang } from '../../src/shared/sites'
import { POST_COLUMNS, type PostRow, PUBLIC_POST } from '../posts/queries'
import type { StoredTranslation } from '../translate/store'

/**
 * What a post's page needs: the post as the API shows it (its boot data) and, for the share
 * preview, its author id, first photo and stored translations into the page's language.
 */
export interface PostMetaRow extends PostRow {
  author_id: number
  /** The first photo (from media_json): what the share preview shows. */
  media_key: string | null
  media_width: number | null
  media_height: number | null
  media_alt: string | null
  /** Stored translations for the requested language (null on the main site or when missing). */
  title_translation: string | null
  title_translation_hash: string | null
  body_translation: string | null
  body_translation_hash: string | null
  /** An organizer's event: its organization, ticket and capacity (null for residents' posts). */
  organization_name: string | null
  ticket_price: number | null
  ticket_url: string | null
  capacity: number | null
}

// One indexed read: only public posts of active users qualify, so hidden or deleted content can
// never reach a share preview. International sites join the stored translations (primary key
// lookups); the main site has none to join ('ja' is never a target language).
function postMetaSql(withTranslations: boolean): string {
  const translations = withTranslations
    ? `tt.text AS title_translation, tt.source_hash AS title_translation_hash,
       tb.text AS body_translation, tb.source_hash AS body_translation_hash`
    : `NULL AS title_translation, NULL AS title_translation_hash,
       NULL AS body_translation, NULL AS body_translation_hash`
  const joins = withTranslations
    ? `LEFT JOIN translations tt ON tt.post_id = p.id AND tt.field = 'title' AND tt.target_lang = ?2
       LEFT JOIN translations tb ON tb.post_id = p.id AND tb.field = 'body' AND tb.target_lang = ?2`
    : ''
  return `SELECT ${POST_COLUMNS}, u.id AS author_id, ${translations},
      (SELECT o.name FROM organizations o WHERE o.id = p.organization_id) AS organization_name,
      p.ticket_price, p.ticket_url, p.capacity
    FROM posts p CROSS JOIN users u ${joins}
    WHERE p.id = ?1 AND ${PUBLIC_POST}`
}

const POST_META_SQL = postMetaSql(true)
const MAIN_SITE_POST_META_SQL = postMetaSql(false)

type PostMetaColumns = Omit<PostMetaRow, 'media_key' | 'media_width' | 'media_height' | 'media_alt'>

export async function readPostMeta(
  db: D1Database,
  id: number,
  lang: Lang,
): Promise<PostMetaRow | null> {
  const row = await (lang === 'ja'
    ? db.prepare(MAIN_SITE_POST_META_SQL).bind(id)
    : db.prepare(POST_META_SQL).bind(id, lang)
  ).first<PostMetaColumns>()
  if (!row) return null
  // The photos come ordered by position (POST_COLUMNS); the preview shows the first.
  const [first] = JSON.parse(row.media_json) as {
    key: string
    width: number
    height: number
    alt: string
  }[]
  return {
    ...row,
    media_key: first?.key ?? null,
    media_width: first?.width ?? null,
    media_height: first?.height ?? null,
    media_alt: first?.alt ?? null,
  }
}

/** The row's stored translations as rows of the translations table (for the boot data). */
export function storedTranslationsOf(row: PostMetaRow): StoredTranslation[] {
  const rows: StoredTranslation[] = []
  if (row.title_translation !== null && row.title_translation_hash !== null) {
    rows.push({
      post_id: row.id,
      field: 'title',
      source_hash: row.title_translation_hash,
      text: row.title_translation,
    })
  }
  if (row.body_translation !== null && row.body_translation_hash !== null) {
    rows.push({
      post_id: row.id,
      field: 'body',
      source_hash: row.body_translation_hash,
      text: row.body_translation,
    })
  }
  return rows
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
