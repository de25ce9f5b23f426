import type { Lang } from '../../src/shared/sites'
import { firstPhoto, POST_COLUMNS, type PostRow, PUBLIC_POST } from '../posts/queries'
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
  /** Stored title and body translations for the requested language (null on the main site or when missing). */
  title_translation: string | null
  title_translation_hash: string | null
  body_translation: string | null
  body_translation_hash: string | null
  /** Every stored translation of the post into the requested language (the boot data's). */
  translations: StoredTranslation[]
  /** An organizer's event: its organization, ticket and capacity (null for residents' posts). */
  organization_name: string | null
  ticket_price: number | null
  ticket_url: string | null
  capacity: number | null
}

// One indexed read: only public posts of active users qualify, so hidden or deleted content can
// never reach a share preview. International sites gather the stored translations (a primary key
// range); the main site has none to read ('ja' is never a target language).
function postMetaSql(withTranslations: boolean): string {
  const translations = withTranslations
    ? `(SELECT json_group_array(json_object('field', t.field, 'source_hash', t.source_hash,
         'text', t.text))
        FROM translations t
        WHERE t.subject = 'post' AND t.subject_id = p.id AND t.target_lang = ?2)`
    : `'[]'`
  return `SELECT ${POST_COLUMNS}, u.id AS author_id, ${translations} AS translations_json,
      (SELECT o.name FROM organizations o WHERE o.id = p.organization_id) AS organization_name,
      p.ticket_price, p.ticket_url, p.capacity
    FROM posts p CROSS JOIN users u
    WHERE p.id = ?1 AND ${PUBLIC_POST}`
}

const POST_META_SQL = postMetaSql(true)
const MAIN_SITE_POST_META_SQL = postMetaSql(false)

type PostMetaColumns = Omit<
  PostMetaRow,
  | 'media_key'
  | 'media_width'
  | 'media_height'
  | 'media_alt'
  | 'translations'
  | `${'title' | 'body'}_translation${'' | '_hash'}`
> & { translations_json: string }

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
  const first = firstPhoto(row.media_json)
  const { translations_json, ...post } = row
  const translations = (
    JSON.parse(translations_json) as { field: string; source_hash: string; text: string }[]
  ).map((t) => ({ subject: 'post', subject_id: row.id, ...t }))
  const title = translations.find((t) => t.field === 'title')
  const body = translations.find((t) => t.field === 'body')
  return {
    ...post,
    title_translation: title?.text ?? null,
    title_translation_hash: title?.source_hash ?? null,
    body_translation: body?.text ?? null,
    body_translation_hash: body?.source_hash ?? null,
    translations,
    media_key: first?.key ?? null,
    media_width: first?.width ?? null,
    media_height: first?.height ?? null,
    media_alt: first?.alt ?? null,
  }
}

/** The row's stored translations as rows of the translations table (for the boot data). */
export function storedTranslationsOf(row: PostMetaRow): StoredTranslation[] {
  return row.translations
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
