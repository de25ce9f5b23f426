/**
 * The demo content in en, ko, zh-Hans and zh-Hant, as rows of the `translations` table: exactly
 * what the translation pipeline (worker/translate) stores for a post, place or artist, with the
 * SHA-256 of the Japanese each row translates. So `npm start`'s international sites read natively
 * with no translation provider configured, and a demo text edited later counts as untranslated
 * (its hash no longer matches) until the pipeline translates it again.
 *
 * Fields per subject are the pipeline's (worker/translate/store.ts TRANSLATED_FIELDS). A post's
 * place name that is a demo place's name takes that place's translation.
 */
import { demoTranslationRow } from './translation-row.mjs'
import { en } from './translations-en.mjs'
import { ko } from './translations-ko.mjs'
import { zhHans } from './translations-zh-hans.mjs'
import { zhHant } from './translations-zh-hant.mjs'

export const TRANSLATED_FIELDS = {
  post: ['title', 'body', 'place_name', 'coupon_offer', 'coupon_terms'],
  place: ['name', 'description', 'access', 'hours'],
  artist: ['name', 'genre', 'bio'],
  rally: ['title', 'description', 'reward'],
  rally_spot: ['name', 'description'],
}

export const demoTranslations = { en, ko, 'zh-hans': zhHans, 'zh-hant': zhHant }

/** Shelters are imported from shelters.csv, and translated with it (translations-shelters.mjs). */
const isTranslatedPlace = (place) => place.kind !== 'shelter'

/**
 * Translation rows for the demo posts, places, artists, stamp rallies and rally spots. Throws when a language lacks a text
 * the pipeline would translate, or has one for a text that does not exist: the demo data then
 * fails to load instead of showing a half-translated site.
 * @param {{ posts: object[], places: object[], artists: object[], rallies: object[],
 *   rallySpots: object[] }} source the rows as inserted
 */
export function translationRows({ posts, places, artists, rallies, rallySpots }) {
  const subjects = [
    ['post', 'posts', posts],
    ['place', 'places', places.filter(isTranslatedPlace)],
    ['artist', 'artists', artists],
    ['rally', 'rallies', rallies],
    ['rally_spot', 'rallySpots', rallySpots],
  ]
  const rows = []
  for (const [lang, texts] of Object.entries(demoTranslations)) {
    const placeNames = new Map(
      places.filter(isTranslatedPlace).map((place) => [place.name, texts.places[place.id]?.name]),
    )
    for (const [subject, group, items] of subjects) {
      const known = new Set(items.map((item) => String(item.id)))
      const stray = Object.keys(texts[group]).filter((id) => !known.has(id))
      if (stray.length) throw new Error(`demo ${lang} ${group}: no such ids ${stray.join(', ')}`)
      for (const item of items) {
        const written = texts[group][item.id] ?? {}
        for (const field of TRANSLATED_FIELDS[subject]) {
          const original = item[field]
          const text =
            written[field] ?? (field === 'place_name' ? placeNames.get(original) : undefined)
          if (typeof original !== 'string' || !original.trim()) {
            if (written[field] !== undefined) {
              throw new Error(`demo ${lang} ${subject} ${item.id}: ${field} translates nothing`)
            }
            continue
          }
          if (!text) throw new Error(`demo ${lang} ${subject} ${item.id}: ${field} is missing`)
          rows.push(demoTranslationRow(subject, item.id, field, lang, original, text))
        }
      }
    }
  }
  return rows
}
