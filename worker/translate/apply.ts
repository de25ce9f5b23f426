import type { Context } from 'hono'
import type { PostSummary } from '../../src/shared/api/posts'
import type { InternationalLang } from '../../src/shared/sites'
import { cardText } from '../../src/shared/text'
import type { AppEnv } from '../lib/env'
import { requestedLang } from './lang'
import { providerFromEnv, type TranslationProvider } from './provider'
import {
  freshTranslations,
  readTranslations,
  type SourceText,
  type StoredTranslation,
  sourceTextsOf,
  type TranslatedField,
  type TranslationSubject,
  translationKey,
  writeTranslations,
} from './store'
import { withTagLabels } from './tags'

// User content (posts here; places and artists in places.ts) in the reader's language. Stored
// translations are used when their hash matches the current text; missing ones are made on
// demand, within ON_DEMAND_TIMEOUT_MS; whatever is not available then is shown in the original,
// marked untranslated. Never an error, never a blank post.

export const ON_DEMAND_TIMEOUT_MS = 3000
/** Texts per provider request (a page of 50 posts has at most 100). */
const TEXTS_PER_REQUEST = 100

/** Translates what is missing; returns what it got (empty on timeout or failure, logged once). */
export async function translateMissing(
  provider: TranslationProvider,
  lang: InternationalLang,
  missing: SourceText[],
  timeoutMs = ON_DEMAND_TIMEOUT_MS,
): Promise<{ source: SourceText; text: string }[]> {
  const made: { source: SourceText; text: string }[] = []
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    for (let i = 0; i < missing.length; i += TEXTS_PER_REQUEST) {
      const chunk = missing.slice(i, i + TEXTS_PER_REQUEST)
      const texts = await provider.translate(
        chunk.map((source) => source.text),
        lang,
        signal,
      )
      chunk.forEach((source, j) => {
        const text = texts[j]
        if (text !== undefined) made.push({ source, text })
      })
    }
  } catch (err) {
    // One line per failed request (not per post): the page is served in the original.
    console.warn(
      `translation to ${lang} failed (${provider.name}): ${err instanceof Error ? err.message : String(err)}`,
    )
  }
  return made
}

/** The text of one post to show in another language (search hits: title and body). */
export interface PostText {
  id: number
  title: string | null
  body: string
}

/** One subject's translatable fields, as they are now. */
export interface SubjectText<S extends TranslationSubject = TranslationSubject> {
  subject: S
  id: number
  fields: Partial<Record<TranslatedField<S>, string | null | undefined>>
}

/** How translatedFields finds translations. */
export interface TranslationLookup {
  /**
   * Stored only: never ask the provider. When something is missing that the provider could
   * make, the answer is null (a page then leaves the request to the API, which waits for it).
   */
  storedOnly?: boolean
  /** Stored rows already read with the items (any freshness; hashes are checked here). */
  rows?: StoredTranslation[]
}

/** Per item: its non-empty fields in `lang` when every one has a translation, else null. */
export type TranslatedFields = Record<string, string> | null

/**
 * For each item (by index): its fields in `lang` when every non-empty field has a translation
 * (stored, or made now within the budget), else null.
 */
export async function translatedFields(
  env: Env,
  lang: InternationalLang,
  items: SubjectText[],
  lookup?: TranslationLookup & { storedOnly?: false },
): Promise<TranslatedFields[]>
export async function translatedFields(
  env: Env,
  lang: InternationalLang,
  items: SubjectText[],
  lookup: TranslationLookup,
): Promise<TranslatedFields[] | null>
export async function translatedFields(
  env: Env,
  lang: InternationalLang,
  items: SubjectText[],
  lookup: TranslationLookup = {},
): Promise<TranslatedFields[] | null> {
  const perItem = await Promise.all(
    items.map((item) => sourceTextsOf(item.subject, item.id, item.fields)),
  )
  const sources = perItem.flat()
  const stored = lookup.rows
    ? freshTranslations(sources, lookup.rows)
    : await readTranslations(env.DB, sources, lang)
  const missing = sources.filter((source) => !stored.has(translationKey(source)))
  const provider = missing.length > 0 ? providerFromEnv(env) : null
  if (provider && lookup.storedOnly) return null
  if (provider) {
    const unique = [...new Map(missing.map((s) => [translationKey(s), s])).values()]
    const made = await translateMissing(provider, lang, unique)
    for (const { source, text } of made) stored.set(translationKey(source), text)
    try {
      await writeTranslations(env.DB, lang, provider.name, made)
    } catch (err) {
      console.warn(`storing translations failed: ${err instanceof Error ? err.message : err}`)
    }
  }
  return perItem.map((itemSources) => {
    const complete =
      itemSources.length > 0 && itemSources.every((source) => stored.has(translationKey(source)))
    if (!complete) return null
    return Object.fromEntries(
      itemSources.map((source) => [source.field, stored.get(translationKey(source)) ?? '']),
    )
  })
}

/**
 * Items with the named text fields in `lang` where each has a complete translation, marked
 * translated with the Japanese of those fields kept in `original`; the rest stay the Japanese,
 * marked untranslated.
 */
export async function withTranslatedFields<
  S extends TranslationSubject,
  K extends TranslatedField<S>,
  T extends { id: number } & Record<K, string>,
>(env: Env, lang: InternationalLang, subject: S, fields: readonly K[], items: T[]): Promise<T[]> {
  const pick = (from: (field: K) => string) =>
    Object.fromEntries(fields.map((field) => [field, from(field)])) as Record<K, string>
  const texts = await translatedFields(
    env,
    lang,
    items.map((item) => ({ subject, id: item.id, fields: pick((field) => item[field]) })),
  )
  return items.map((item, i) => {
    const text = texts[i]
    if (!text) return { ...item, translation: { translated: false, source_lang: 'ja', lang } }
    return {
      ...item,
      ...pick((field) => text[field] ?? item[field]),
      translation: {
        translated: true,
        source_lang: 'ja',
        lang,
        original: pick((field) => item[field]),
      },
    }
  })
}

/** Title and body of posts in `lang` (search hits), or null per post as translatedFields. */
export async function translatedTexts(
  env: Env,
  lang: InternationalLang,
  items: PostText[],
): Promise<(PostText | null)[]> {
  const texts = await translatedFields(
    env,
    lang,
    items.map((item) => ({
      subject: 'post',
      id: item.id,
      fields: { title: item.title, body: item.body },
    })),
  )
  return items.map((item, i) => {
    const text = texts[i]
    if (!text) return null
    return {
      id: item.id,
      title: item.title === null ? null : (text.title ?? item.title),
      body: text.body ?? item.body,
    }
  })
}

/** The translated fields of a post as it is now. */
export const postFields = (post: PostSummary): SubjectText<'post'> => ({
  subject: 'post',
  id: post.id,
  fields: {
    title: post.title,
    body: post.body,
    place_name: post.place?.name,
    coupon_offer: post.coupon?.offer,
    coupon_terms: post.coupon?.terms,
  },
})

/** Posts with `translation` set, and title/body in `lang` where a translation exists. */
export async function translatePostsTo(
  env: Env,
  lang: InternationalLang,
  posts: PostSummary[],
): Promise<PostSummary[]> {
  const [texts, organizers] = await Promise.all([
    translatedFields(env, lang, posts.map(postFields)),
    organizerNames(env, lang, posts),
  ])
  const translated = withOrganizers(withTranslations(posts, lang, texts), organizers ?? new Map())
  return withTagLabels(env.DB, lang, translated)
}

/**
 * translatePostsTo from stored translations only (see TranslationLookup): what the API would
 * answer, or null when the API would first ask the provider for something.
 */
export async function translatePostsFromStore(
  env: Env,
  lang: InternationalLang,
  posts: PostSummary[],
  rows?: StoredTranslation[],
): Promise<PostSummary[] | null> {
  const [texts, organizers] = await Promise.all([
    translatedFields(env, lang, posts.map(postFields), { storedOnly: true, rows }),
    // The rows read with the posts are the posts' own: organizations are read here.
    organizerNames(env, lang, posts, { storedOnly: true }),
  ])
  return texts && organizers
    ? withTagLabels(env.DB, lang, withOrganizers(withTranslations(posts, lang, texts), organizers))
    : null
}

/**
 * The names of the organizations whose events are among `posts`, by organization id, where
 * translated (a name and its label are the organization's, apart from its event's texts).
 */
async function organizerNames(
  env: Env,
  lang: InternationalLang,
  posts: PostSummary[],
  lookup: TranslationLookup = {},
): Promise<Map<number, string> | null> {
  const names = new Map<number, string>()
  for (const post of posts) {
    const organizer = post.event?.by_organizer
    if (organizer) names.set(organizer.organization_id, organizer.organizer)
  }
  if (names.size === 0) return new Map()
  const items = [...names].map(([id, name]) => ({
    subject: 'organization' as const,
    id,
    fields: { name },
  }))
  const texts = await translatedFields(env, lang, items, lookup)
  if (!texts) return null
  return new Map(
    items.flatMap((item, i) => {
      const name = texts[i]?.name
      return name === undefined ? [] : [[item.id, name] as const]
    }),
  )
}

/** Organizers' events with the organization's name in the reader's language, the Japanese kept. */
function withOrganizers(posts: PostSummary[], names: Map<number, string>): PostSummary[] {
  if (names.size === 0) return posts
  return posts.map((post) => {
    const organizer = post.event?.by_organizer
    const name = organizer && names.get(organizer.organization_id)
    if (!post.event || !organizer || name === undefined) return post
    return {
      ...post,
      event: {
        ...post.event,
        by_organizer: { ...organizer, organizer: name, organizer_original: organizer.organizer },
      },
    }
  })
}

function withTranslations(
  posts: PostSummary[],
  lang: InternationalLang,
  texts: TranslatedFields[],
): PostSummary[] {
  return posts.map((post, i) => {
    const text = texts[i]
    if (!text) return { ...post, translation: { translated: false, source_lang: 'ja', lang } }
    const title = post.title === null ? null : (text.title ?? post.title)
    const body = text.body ?? post.body
    // A photo's description was written in Japanese: the reader's words for the post stand in.
    const alt = cardText({ title, body }).heading
    return {
      ...post,
      title,
      body,
      media: post.media.map((item) => (item.alt ? { ...item, alt } : item)),
      place: post.place && { ...post.place, name: text.place_name ?? post.place.name },
      coupon: post.coupon && {
        ...post.coupon,
        offer: text.coupon_offer ?? post.coupon.offer,
        terms: text.coupon_terms ?? post.coupon.terms,
      },
      translation: {
        translated: true,
        source_lang: 'ja',
        lang,
        original: {
          title: post.title,
          body: post.body,
          ...(post.place ? { place_name: post.place.name } : {}),
          ...(post.coupon
            ? { coupon_offer: post.coupon.offer, coupon_terms: post.coupon.terms }
            : {}),
        },
      },
    }
  })
}

/** For route handlers: posts as the request's language wants them (unchanged without one). */
export async function translateForRequest(
  c: Context<AppEnv>,
  posts: PostSummary[],
): Promise<PostSummary[]> {
  const lang = requestedLang(c)
  if (!lang || posts.length === 0) return posts
  return translatePostsTo(c.env, lang, posts)
}
