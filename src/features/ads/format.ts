import { formatDay as formatDate, formatDays as formatDateRange } from '../../components/post/time'
import { site } from '../../lib/site'
import type { YearChoice } from '../../shared/date-format/format'
import { SITE_LANGUAGES } from '../../shared/sites'
import m from './i18n/current'

const locale = SITE_LANGUAGES[site.lang].htmlLang

/** An amount of yen in this site's words (19,800円 / ¥19,800). */
export const formatYen = (amount: number) => m.yen(new Intl.NumberFormat(locale).format(amount))

export const formatNumber = (value: number) => new Intl.NumberFormat(locale).format(value)

/**
 * A Tokyo calendar day (YYYY-MM-DD) as every page writes dates; a receipt, kept for the books,
 * passes `true` to always write the year.
 */
export const formatDay = (day: string, year: YearChoice = Date.now()): string =>
  formatDate(day, undefined, year) || day

/** An ad's days, first to last: 12月1日(火)〜12月7日(月). */
export const formatDays = (first: string, last: string): string => formatDateRange(first, last)
