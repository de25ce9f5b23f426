import type { RallyDetail, RallySpot, RallySummary } from '../../src/shared/api/stamprally'
import type { InternationalLang } from '../../src/shared/sites'
import { type SubjectText, translatedFields } from './apply'

// Stamp rallies in the reader's language, through the same stored translations and provider as
// posts and places: a rally's title, description and reward text (one label for the three), and
// each spot's name and description. Whatever has no translation stays the Japanese, never an error.

const rallyText = (rally: RallySummary): SubjectText<'rally'> => ({
  subject: 'rally',
  id: rally.id,
  fields: { title: rally.title, description: rally.description, reward: rally.reward.text },
})

const spotText = (spot: RallySpot): SubjectText<'rally_spot'> => ({
  subject: 'rally_spot',
  id: spot.id,
  fields: { name: spot.name, description: spot.description },
})

function inLanguage<R extends RallySummary>(
  rally: R,
  lang: InternationalLang,
  text: Record<string, string> | null | undefined,
): R {
  if (!text) return { ...rally, translation: { translated: false, source_lang: 'ja', lang } }
  return {
    ...rally,
    title: text.title ?? rally.title,
    description: text.description ?? rally.description,
    reward: { ...rally.reward, text: text.reward ?? rally.reward.text },
    translation: {
      translated: true,
      source_lang: 'ja',
      lang,
      original: {
        title: rally.title,
        description: rally.description,
        reward: rally.reward.text,
      },
    },
  }
}

/** The rally list: each rally's own texts (spots are not listed). */
export async function translateRallies<R extends RallySummary>(
  env: Env,
  lang: InternationalLang,
  rallies: R[],
): Promise<R[]> {
  if (rallies.length === 0) return rallies
  const texts = await translatedFields(env, lang, rallies.map(rallyText))
  return rallies.map((rally, i) => inLanguage(rally, lang, texts[i]))
}

/**
 * One rally page: its texts and its spots', asked of the store (and the provider) at once. The
 * page's label follows the rally's own texts; a spot without a translation stays the Japanese
 * (no `original`), which the page marks as such.
 */
export async function translateRallyDetail(
  env: Env,
  lang: InternationalLang,
  detail: RallyDetail,
): Promise<RallyDetail> {
  const [rallyFields, ...spotFields] = await translatedFields(env, lang, [
    rallyText(detail),
    ...detail.spots.map(spotText),
  ])
  return {
    ...inLanguage(detail, lang, rallyFields),
    spots: detail.spots.map((spot, i) => {
      const text = spotFields[i]
      if (!text) return spot
      return {
        ...spot,
        name: text.name ?? spot.name,
        description: text.description ?? spot.description,
        original: { name: spot.name, description: spot.description },
      }
    }),
  }
}
