import type { SearchHit } from '../../src/shared/api/search'
import type { InternationalLang } from '../../src/shared/sites'
import { type PostText, translatedTexts } from '../translate/apply'

// Search hits on the international sites: post hits carry their translated title and the start
// of their translated body; the Japanese title and snippet (with highlights) stay as they are,
// for the "show original" toggle.

const TEXT_LENGTH = 120
const UNTITLED_LENGTH = 40

const cut = (text: string, length: number) => {
  const chars = [...text.replace(/\s+/gu, ' ').trim()]
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('')
}

export async function translateHits(
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
    if (!text) return { ...hit, translation: { translated: false, source_lang: 'ja', lang } }
    return {
      ...hit,
      translation: {
        translated: true,
        source_lang: 'ja',
        lang,
        title: text.title || cut(text.body, UNTITLED_LENGTH),
        text: cut(text.body, TEXT_LENGTH),
      },
    }
  })
}
