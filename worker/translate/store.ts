import type { InternationalLang } from '../../src/shared/sites'
import { sha256Hex } from '../lib/crypto'

// Stored translations (migrations/0003_translations.sql): one row per post field and language,
// valid while its source_hash equals the SHA-256 of the field's current text.

export const TRANSLATED_FIELDS = ['title', 'body'] as const
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number]

/** Hex SHA-256 of the field's text (`source_hash`). */
export const sourceHash = (text: string): Promise<string> => sha256Hex(text)

/** One piece of source text of one post. */
export interface SourceText {
  postId: number
  field: TranslatedField
  text: string
  hash: string
}

export async function sourceTextsOf(post: {
  id: number
  title: string | null
  body: string
}): Promise<SourceText[]> {
  const texts: SourceText[] = []
  for (const field of TRANSLATED_FIELDS) {
    const text = (field === 'title' ? post.title : post.body) ?? ''
    if (text.trim()) texts.push({ postId: post.id, field, text, hash: await sourceHash(text) })
  }
  return texts
}

const key = (postId: number, field: string) => `${postId}:${field}`

/** A row of the translations table. */
export interface StoredTranslation {
  post_id: number
  field: string
  source_hash: string
  text: string
}

/** Fresh stored translations of `sources` into `lang`, keyed "postId:field". */
export async function readTranslations(
  db: D1Database,
  sources: SourceText[],
  lang: InternationalLang,
): Promise<Map<string, string>> {
  const postIds = [...new Set(sources.map((source) => source.postId))]
  if (postIds.length === 0) return new Map()
  const { results } = await db
    .prepare(
      `SELECT post_id, field, source_hash, text FROM translations
       WHERE target_lang = ?1 AND field IN ('title', 'body')
         AND post_id IN (${postIds.map((_, i) => `?${i + 2}`).join(',')})`,
    )
    .bind(lang, ...postIds)
    .all<StoredTranslation>()
  return freshTranslations(sources, results)
}

/** The rows that translate the current text of `sources` (same hash), keyed "postId:field". */
export function freshTranslations(
  sources: SourceText[],
  rows: StoredTranslation[],
): Map<string, string> {
  const wanted = new Map(sources.map((source) => [key(source.postId, source.field), source.hash]))
  const fresh = new Map<string, string>()
  for (const row of rows) {
    const k = key(row.post_id, row.field)
    if (wanted.get(k) === row.source_hash) fresh.set(k, row.text)
  }
  return fresh
}

export function translationKey(source: SourceText): string {
  return key(source.postId, source.field)
}

/** Stores translations; a row for an older text of the same field is replaced. */
export async function writeTranslations(
  db: D1Database,
  lang: InternationalLang,
  provider: string,
  rows: { source: SourceText; text: string }[],
): Promise<void> {
  if (rows.length === 0) return
  const upsert = db.prepare(
    `INSERT INTO translations (post_id, field, target_lang, source_hash, text, provider)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM posts WHERE id = ?1)
     ON CONFLICT (post_id, field, target_lang) DO UPDATE SET source_hash = excluded.source_hash,
       text = excluded.text, provider = excluded.provider,
       created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  )
  await db.batch(
    rows.map(({ source, text }) =>
      upsert.bind(source.postId, source.field, lang, source.hash, text, provider),
    ),
  )
}
