import type { Lang } from './sites'

// The town's own name in each site's language, as configured (wrangler.toml TOWN_NAMES, e.g.
// "ja:みなと町,en:Minato Town,ko:미나토정,zh-hans:港町,zh-hant:港町"): what the warnings say for
// their area when JMA names the municipality (熱海市, where the demo town lies).

const PREFECTURE = /^(?:東京都|北海道|(?:京都|大阪)府|.{2,3}県)/

/**
 * The name for `lang`: its own entry; else, on an international site, the English (romanised)
 * one; else, for Japanese, SHELTER_TOWN without its prefecture (静岡県みなと町 → みなと町); '' when
 * nothing says.
 */
export function townNameFor(lang: Lang, names: string | undefined, shelterTown?: string): string {
  const entries = new Map<string, string>()
  for (const part of (names ?? '').split(',')) {
    const at = part.indexOf(':')
    if (at > 0) entries.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  const own = entries.get(lang) || (lang === 'ja' ? '' : entries.get('en'))
  if (own) return own
  const town = lang === 'ja' ? (shelterTown ?? '').trim() : ''
  return /^\d+$/.test(town) ? '' : town.replace(PREFECTURE, '')
}

/**
 * True for an area code of JMA's 市町村等 table (7 digits; also the seismic code of the
 * municipality): the poller keeps only the town's own, so such a warning is for the whole town.
 */
export const isTownAreaCode = (areaCode: string) => /^\d{7}$/.test(areaCode)
