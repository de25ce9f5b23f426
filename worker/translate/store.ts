import type { InternationalLang } from '../../src/shared/sites'
import { sha256Hex } from '../lib/crypto'

// Stored translations (migrations/0003_translations.sql, rebuilt with subjects in 0011, 0016 and
// 0022): one row per subject (a post, a place, an artist, a stamp rally, a rally spot, an
// organization), field and language, valid while its source_hash equals the SHA-256 of the field's current text.

/** What a translation belongs to, and the fields of each that are translated. */
export const TRANSLATED_FIELDS = {
  post: ['title', 'body', 'place_name', 'coupon_offer', 'coupon_terms'],
  // A request names the fields it shows: a shelter its name and address, a place page its hours.
  place: ['name', 'description', 'access', 'address', 'hours'],
  artist: ['name', 'genre', 'bio'],
  rally: ['title', 'description', 'reward'],
  rally_spot: ['name', 'description'],
  organization: ['name'],
} as const
export type TranslationSubject = keyof typeof TRANSLATED_FIELDS
export type TranslatedField<S extends TranslationSubject = TranslationSubject> =
  (typeof TRANSLATED_FIELDS)[S][number]

/** Hex SHA-256 of the field's text (`source_hash`). */
export const sourceHash = (text: string): Promise<string> => sha256Hex(text)

/**
 * The text to show for a field: its stored translation while that is of the current source text
 * (same hash); otherwise, stale or missing, the original.
 */
export async function currentTranslation(
  source: string,
  translation: string | null,
  hash: string | null,
): Promise<{ text: string; translated: boolean }> {
  if (translation === null || hash === null || source === '')
    return { text: source, translated: false }
  if ((await sourceHash(source)) !== hash) return { text: source, translated: false }
  return { text: translation, translated: true }
}

/** One piece of source text of one subject. */
export interface SourceText {
  subject: TranslationSubject
  id: number
  field: string
  text: string
  hash: string
}

/** The non-empty translated fields of one subject, in TRANSLATED_FIELDS order. */
export async function sourceTextsOf<S extends TranslationSubject>(
  subject: S,
  id: number,
  fields: Partial<Record<TranslatedField<S>, string | null | undefined>>,
): Promise<SourceText[]> {
  const texts: SourceText[] = []
  for (const field of TRANSLATED_FIELDS[subject] as readonly TranslatedField<S>[]) {
    const text = fields[field] ?? ''
    if (text.trim()) texts.push({ subject, id, field, text, hash: await sourceHash(text) })
  }
  return texts
}

const key = (subject: string, id: number, field: string) => `${subject}:${id}:${field}`

/** A row of the translations table. */
export interface StoredTranslation {
  subject: string
  subject_id: number
  field: string
  source_hash: string
  text: string
}

/** Fresh stored translations of `sources` into `lang`, keyed by translationKey. */
export async function readTranslations(
  db: D1Database,
  sources: SourceText[],
  lang: InternationalLang,
): Promise<Map<string, string>> {
  const subjects = [...new Set(sources.map((source) => source.subject))]
  const rows: StoredTranslation[] = []
  for (const subject of subjects) {
    const ids = [...new Set(sources.filter((s) => s.subject === subject).map((s) => s.id))]
    const { results } = await db
      .prepare(
        `SELECT subject, subject_id, field, source_hash, text FROM translations
         WHERE target_lang = ?1 AND subject = ?2
           AND subject_id IN (${ids.map((_, i) => `?${i + 3}`).join(',')})`,
      )
      .bind(lang, subject, ...ids)
      .all<StoredTranslation>()
    rows.push(...results)
  }
  return freshTranslations(sources, rows)
}

/** The rows that translate the current text of `sources` (same hash), keyed by translationKey. */
export function freshTranslations(
  sources: SourceText[],
  rows: StoredTranslation[],
): Map<string, string> {
  const wanted = new Map(sources.map((source) => [translationKey(source), source.hash]))
  const fresh = new Map<string, string>()
  for (const row of rows) {
    const k = key(row.subject, row.subject_id, row.field)
    if (wanted.get(k) === row.source_hash) fresh.set(k, row.text)
  }
  return fresh
}

export function translationKey(source: Pick<SourceText, 'subject' | 'id' | 'field'>): string {
  return key(source.subject, source.id, source.field)
}

/** The table each subject's rows must still exist in when a translation is stored. */
const SUBJECT_TABLES: Record<TranslationSubject, string> = {
  post: 'posts',
  place: 'venues',
  artist: 'artists',
  rally: 'stamp_rallies',
  rally_spot: 'rally_spots',
  organization: 'organizations',
}

/** Stores translations; a row for an older text of the same field is replaced. */
export async function writeTranslations(
  db: D1Database,
  lang: InternationalLang,
  provider: string,
  rows: { source: SourceText; text: string }[],
): Promise<void> {
  if (rows.length === 0) return
  const upsert = (subject: TranslationSubject) =>
    db.prepare(
      `INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text, provider)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE EXISTS (SELECT 1 FROM ${SUBJECT_TABLES[subject]} WHERE id = ?2)
       ON CONFLICT (subject, subject_id, field, target_lang) DO UPDATE SET
         source_hash = excluded.source_hash, text = excluded.text, provider = excluded.provider,
         created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
  await db.batch(
    rows.map(({ source, text }) =>
      upsert(source.subject).bind(
        source.subject,
        source.id,
        source.field,
        lang,
        source.hash,
        text,
        provider,
      ),
    ),
  )
}
