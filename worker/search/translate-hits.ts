import type { SearchHit } from '../../src/shared/api/search'
import type { InternationalLang } from '../../src/shared/sites'
import { type PostText, translatedFields, translatedTexts } from '../translate/apply'

// Search hits on the international sites: post hits carry their translated title and the start
// of their translated body, venue and restaurant hits their translated name and description; the
// Japanese title and snippet (with highlights) stay as they are, for the "show original" toggle.
// Shelters (the hazard map's) and users are not translated.

const TEXT_LENGTH = 120
const UNTITLED_LENGTH = 40

const cut = (text: string, length: number) => {
  const chars = [...text.replace(/\s+/gu, ' ').trim()]
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('')
}

const isPagePlace = (hit: SearchHit) =>
  hit.kind === 'place' && (hit.place_kind === 'venue' || hit.place_kind === 'restaurant')

/** A hit with its translation, or marked untranslated when there is none (yet). */
function withTranslation(
  hit: SearchHit,
  lang: InternationalLang,
  shown: { title: string; text: string | undefined } | null | undefined,
): SearchHit {
  if (!shown) return { ...hit, translation: { translated: false, source_lang: 'ja', lang } }
  return { ...hit, translation: { translated: true, source_lang: 'ja', lang, ...shown } }
}

export async function translateHits(
  env: Env,
  lang: InternationalLang,
  hits: SearchHit[],
): Promise<SearchHit[]> {
  const [posts, places] = await Promise.all([
    translatePostHits(env, lang, hits),
    translatePlaceHits(env, lang, hits),
  ])
  return hits.map((hit, i) => (isPagePlace(hit) ? (places[i] ?? hit) : (posts[i] ?? hit)))
}

async function translatePlaceHits(
  env: Env,
  lang: InternationalLang,
  hits: SearchHit[],
): Promise<SearchHit[]> {
  const ids = hits.filter(isPagePlace).map((hit) => hit.id)
  if (ids.length === 0) return hits
  const { results } = await env.DB.prepare(
    `SELECT id, name, description FROM venues WHERE id IN (${ids.map((_, i) => `?${i + 1}`).join(',')})`,
  )
    .bind(...ids)
    .all<{ id: number; name: string; description: string }>()
  const texts = await translatedFields(
    env,
    lang,
    results.map((row) => ({
      subject: 'place',
      id: row.id,
      fields: { name: row.name, description: row.description },
    })),
  )
  const byId = new Map(results.map((row, i) => [row.id, texts[i] ?? null]))
  return hits.map((hit) => {
    if (!isPagePlace(hit) || !byId.has(hit.id)) return hit
    const text = byId.get(hit.id)
    return withTranslation(
      hit,
      lang,
      text && {
        title: text.name ?? hit.title,
        text: text.description ? cut(text.description, TEXT_LENGTH) : undefined,
      },
    )
  })
}

async function translatePostHits(
  env: Env,
  lang: InternationalLang,
  hits: SearchHit[],
): Promise<SearchHit[]> {
  const postIds = hits.filter((hit) => hit.kind !== 'place' && hit.kind !== 'user').map((h) => h.id)
  if (postIds.length === 0) return hits
  const { results } = await env.DB.prepare(
    `SELECT id, title, body FROM posts WHERE id IN (${postIds.map((_, i) => `?${i + 1}`).join(',')})`,
  )
    .bind(...postIds)
    .all<PostText>()
  const texts = await translatedTexts(env, lang, results)
  const byId = new Map(results.map((post, i) => [post.id, texts[i] ?? null]))
  return hits.map((hit) => {
    if (hit.kind === 'place' || hit.kind === 'user' || !byId.has(hit.id)) return hit
    const text = byId.get(hit.id)
    return withTranslation(
      hit,
      lang,
      text && {
        title: text.title || cut(text.body, UNTITLED_LENGTH),
        text: cut(text.body, TEXT_LENGTH),
      },
    )
  })
}
