import { site } from '../../lib/site'
import { SITE_LANGUAGES } from '../../shared/sites'
import m from './i18n/current'

const locale = SITE_LANGUAGES[site.lang].htmlLang

/** An amount of yen in this site's words (19,800円 / ¥19,800). */
export const formatYen = (amount: number) => m.yen(new Intl.NumberFormat(locale).format(amount))

export const formatNumber = (value: number) => new Intl.NumberFormat(locale).format(value)

/** A Tokyo calendar day (YYYY-MM-DD) as this site writes dates. */
export function formatDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00+09:00`)
  if (Number.isNaN(at)) return day
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Tokyo',
  }).format(at)
}
