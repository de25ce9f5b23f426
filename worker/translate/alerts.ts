import type { Alert } from '../../src/shared/api/alerts'
import type { InternationalLang } from '../../src/shared/sites'
import { ON_DEMAND_TIMEOUT_MS } from './apply'
import { providerFromEnv } from './provider'
import { sourceHash } from './store'

// The warnings' headlines (JMA's 見出し, the town's note) in the reader's language, by the same
// provider as posts and shelters. A headline lives for hours and belongs to no row of the
// translations table (whose subjects are posts, places, rallies…), so its translation is kept in
// the data centre's Cache API for a day under the language and the text's hash; a miss asks the
// provider within the page's on-demand budget. Without a translation the Japanese shows alone.

const KEPT_SECONDS = 86_400

const keyOf = (lang: InternationalLang, hash: string) =>
  new Request(`https://alert-headlines.invalid/${lang}/${hash}`)

async function cache(): Promise<Cache | null> {
  try {
    return await caches.open('alert-headlines')
  } catch {
    return null
  }
}

/**
 * The alerts with `translatedHeadline` (and `translatedAreaName`: JMA's area names, 静岡県伊豆, a
 * town order's 港地区) set wherever a translation is kept or could be made.
 */
export async function translateAlertHeadlines(
  env: Env,
  lang: InternationalLang,
  alerts: Alert[],
): Promise<Alert[]> {
  const texts = [
    ...new Set(alerts.flatMap((alert) => [alert.headline, alert.areaName]).filter((t) => t.trim())),
  ]
  if (texts.length === 0) return alerts
  const store = await cache()
  const found = new Map<string, string>()
  const hashes = new Map<string, string>()
  for (const text of texts) {
    const hash = await sourceHash(text)
    hashes.set(text, hash)
    const kept = await store?.match(keyOf(lang, hash))
    if (kept) found.set(text, await kept.text())
  }
  const missing = texts.filter((text) => !found.has(text))
  const provider = missing.length > 0 ? providerFromEnv(env) : null
  if (provider) {
    try {
      const made = await provider.translate(
        missing,
        lang,
        AbortSignal.timeout(ON_DEMAND_TIMEOUT_MS),
      )
      for (const [i, text] of missing.entries()) {
        const translation = made[i]
        if (translation === undefined) continue
        found.set(text, translation)
        const headers = { 'cache-control': `max-age=${KEPT_SECONDS}` }
        await store?.put(
          keyOf(lang, hashes.get(text) ?? ''),
          new Response(translation, { headers }),
        )
      }
    } catch (err) {
      console.warn(
        `translating warning headlines to ${lang} failed: ${err instanceof Error ? err.message : err}`,
      )
    }
  }
  return alerts.map((alert) => {
    const headline = found.get(alert.headline)
    const area = found.get(alert.areaName)
    return {
      ...alert,
      ...(headline ? { translatedHeadline: headline } : {}),
      ...(area ? { translatedAreaName: area } : {}),
    }
  })
}
