import type { PlaceEvent } from '../../src/shared/api/places'
import type { RallyDetail, RallySpot, RallySummary } from '../../src/shared/api/stamprally'
import type { InternationalLang } from '../../src/shared/sites'
import { type SubjectText, translatedFields } from './apply'
import { translatePlacePosts } from './places'

// Stamp rallies in the reader's language, through the same stored translations and provider as
// posts and places: a rally's title, description and reward text (one label for the three), and
// each spot's name and description; the reward coupon's title as its post's. Whatever has no
// translation stays the Japanese, never an error.

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
  const [texts, withCoupons] = await Promise.all([
    translatedFields(env, lang, rallies.map(rallyText)),
    translateCoupons(env, lang, rallies),
  ])
  return withCoupons.map((rally, i) => inLanguage(rally, lang, texts[i]))
}

/** The reward coupons' titles, read as the coupon posts' own translations. */
async function translateCoupons<R extends RallySummary>(
  env: Env,
  lang: InternationalLang,
  rallies: R[],
): Promise<R[]> {
  // Listed as a place page lists its events: a title the store reads and translates by id.
  const coupons = rallies.flatMap(({ reward: { coupon } }): PlaceEvent[] =>
    coupon
      ? [{ id: coupon.id, title: coupon.title, starts_at: null, ends_at: null, image_url: null }]
      : [],
  )
  const translated = new Map(
    (await translatePlacePosts(env, lang, coupons)).map((coupon) => [coupon.id, coupon]),
  )
  return rallies.map((rally) => {
    const coupon = rally.reward.coupon && translated.get(rally.reward.coupon.id)
    if (!coupon?.original) return rally
    const { id, title, original } = coupon
    return { ...rally, reward: { ...rally.reward, coupon: { id, title, original } } }
  })
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
  const [[rallyFields, ...spotFields], [withCoupon = detail]] = await Promise.all([
    translatedFields(env, lang, [rallyText(detail), ...detail.spots.map(spotText)]),
    translateCoupons(env, lang, [detail]),
  ])
  return {
    ...inLanguage(withCoupon, lang, rallyFields),
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
