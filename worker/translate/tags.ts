import type { PostSummary } from '../../src/shared/api/posts'
import { INTERNATIONAL_LANGS, type InternationalLang } from '../../src/shared/sites'
import { translateMissing } from './apply'
import type { TranslationProvider } from './provider'

// Tags in the reader's language. A tag is a resident's own word and the timeline's filter key:
// the key stays the Japanese word (links, filters, shared URLs), and the label shown beside it
// is its stored translation (migrations/0039, one row per tag and language). The translate queue
// fills the rows when a post is written; a request only reads them, in one query per answer,
// and a tag without a row shows its Japanese.

/** Stored labels of `tags` in `lang`, by tag (one query, whatever the number of tags). */
export async function readTagLabels(
  db: D1Database,
  lang: InternationalLang,
  tags: Iterable<string>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(tags)]
  if (wanted.length === 0) return new Map()
  const { results } = await db
    .prepare(
      `SELECT tag, text FROM tag_translations
       WHERE target_lang = ?1 AND tag IN (SELECT value FROM json_each(?2))`,
    )
    .bind(lang, JSON.stringify(wanted))
    .all<{ tag: string; text: string }>()
  return new Map(results.map((row) => [row.tag, row.text]))
}

/** The labels of `tags` that have one, as an answer carries them (undefined when none has). */
export function labelsOf(
  tags: readonly string[],
  labels: Map<string, string>,
): Record<string, string> | undefined {
  const own = tags.flatMap((tag) => {
    const label = labels.get(tag)
    return label === undefined ? [] : [[tag, label] as const]
  })
  return own.length > 0 ? Object.fromEntries(own) : undefined
}

/** Posts with `tag_labels` set where their tags have stored labels in `lang`. */
export async function withTagLabels(
  db: D1Database,
  lang: InternationalLang,
  posts: PostSummary[],
): Promise<PostSummary[]> {
  const labels = await readTagLabels(
    db,
    lang,
    posts.flatMap((post) => post.tags),
  )
  if (labels.size === 0) return posts
  return posts.map((post) => {
    const tag_labels = labelsOf(post.tags, labels)
    return tag_labels ? { ...post, tag_labels } : post
  })
}

/**
 * For the queue: translates the tags that have no label yet into every language and stores the
 * labels; false when the provider failed for some (the message is then retried).
 */
export async function translateTagsEverywhere(
  db: D1Database,
  provider: TranslationProvider,
  tags: readonly string[],
  timeoutMs: number,
): Promise<boolean> {
  if (tags.length === 0) return true
  let complete = true
  for (const lang of INTERNATIONAL_LANGS) {
    const stored = await readTagLabels(db, lang, tags)
    const missing = tags
      .filter((tag) => !stored.has(tag))
      .map((tag) => ({ subject: 'post' as const, id: 0, field: tag, text: tag, hash: '' }))
    if (missing.length === 0) continue
    const made = await translateMissing(provider, lang, missing, timeoutMs)
    if (made.length > 0) {
      const upsert = db.prepare(
        `INSERT INTO tag_translations (tag, target_lang, text, provider) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (tag, target_lang) DO UPDATE SET text = excluded.text,
           provider = excluded.provider, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      await db.batch(
        made.map(({ source, text }) => upsert.bind(source.text, lang, text, provider.name)),
      )
    }
    if (made.length < missing.length) complete = false
  }
  return complete
}
