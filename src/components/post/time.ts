import { site } from '../../lib/site'
import {
  isTokyoDate,
  parseTokyoDateOrDateTime,
  TOKYO_OFFSET_MS,
  yearOption,
} from '../../shared/dates'
import { SITE_LANGUAGES } from '../../shared/sites'
import m from '../i18n/current'

// Times of posts, events and coupons, in the site's language. Every absolute time is shown in the
// town's own time zone (Asia/Tokyo): an event at 18:00 in みなと町 is at 18:00 for everyone.
// Dates of the current Tokyo year go without the year, in each language's own way (11月23日(月),
// Mon, November 23, 11월 23일 (월), 11月23日周一); other years keep it (yearOption). `now`
// defaults to the clock; tests pass their own.

const TOWN_TIME_ZONE = 'Asia/Tokyo'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The Intl locale of this build's site ('ja', 'en', 'ko', 'zh-Hans', 'zh-Hant'). */
const siteLocale = SITE_LANGUAGES[site.lang].htmlLang

// Building an Intl formatter costs far more than using one, and a timeline formats several times
// per card: keep one per locale and options.
const formatters = new Map<
  string,
  Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat
>()
function memo<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => F,
): F {
  let formatter = formatters.get(key) as F | undefined
  if (!formatter) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  )
}

/** When a time starts: event and coupon times by the API's rule (src/shared/dates.ts). */
export function parseTownTime(value: string): Date {
  return new Date(parseTokyoDateOrDateTime(value)?.start ?? Date.parse(value))
}

/** Days since the epoch, counted in Tokyo calendar days. */
function tokyoDay(ms: number): number {
  return Math.floor((ms + TOKYO_OFFSET_MS) / DAY)
}

/** ICU writes "3 分前"; Japanese and Chinese set numbers against their unit without a space. */
function tighten(text: string, locale: string): string {
  if (!/^(ja|zh)/.test(locale)) return text
  return text.replace(/(\d)\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu, '$1')
}

interface RelativeTimeOptions {
  locale?: string
  justNow?: string
}

/**
 * "たった今", "3分前", "2時間前", "昨日", "3日前", then the date ("11月3日"; with the year when it
 * is not this year). Clock skew (a time slightly in the future) reads as "just now".
 */
export function formatRelativeTime(
  value: string,
  now: number,
  { locale = siteLocale, justNow = m.time.justNow }: RelativeTimeOptions = {},
): string {
  const then = parseTownTime(value).getTime()
  if (Number.isNaN(then)) return ''
  const elapsed = now - then
  if (elapsed < MINUTE) return justNow
  const rtf = memo(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
  if (elapsed < HOUR) return tighten(rtf.format(-Math.floor(elapsed / MINUTE), 'minute'), locale)
  if (elapsed < DAY) return tighten(rtf.format(-Math.floor(elapsed / HOUR), 'hour'), locale)
  const days = tokyoDay(now) - tokyoDay(then)
  if (days < 7) return tighten(rtf.format(-Math.max(days, 1), 'day'), locale)
  return dateFormat(locale, {
    timeZone: TOWN_TIME_ZONE,
    year: yearOption(now, then),
    month: 'long',
    day: 'numeric',
  }).format(then)
}

const dateTimeFormat = (locale: string, year: 'numeric' | undefined) =>
  dateFormat(locale, {
    timeZone: TOWN_TIME_ZONE,
    year,
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  })

/** "11月7日(土) 16:00" (this year), "2027年1月7日(木) 16:00" (another year). */
export function formatDateTime(value: string, locale = siteLocale, now = Date.now()): string {
  const date = parseTownTime(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(locale, yearOption(now, date.getTime())).format(date)
}

/** "11月7日(土)", "2027年1月7日(木)" */
function dayFormat(locale: string, year: 'numeric' | undefined): Intl.DateTimeFormat {
  return dateFormat(locale, {
    timeZone: TOWN_TIME_ZONE,
    year,
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  })
}

/** "2026年10月": a month someone joined keeps its year (it names a lasting fact, not a day). */
export function formatMonth(value: string, locale = siteLocale): string {
  const date = parseTownTime(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(locale, {
    timeZone: TOWN_TIME_ZONE,
    year: 'numeric',
    month: 'long',
  }).format(date)
}

/** "16:00": a time of day in the town's time zone. */
export function formatClock(value: string, locale = siteLocale): string {
  const date = parseTownTime(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(locale, {
    timeZone: TOWN_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(date)
}

/** "11月28日(土)": a day of a timetable (with the year when it is not this year's). */
export function formatDay(value: string, locale = siteLocale, now = Date.now()): string {
  const date = parseTownTime(value)
  if (Number.isNaN(date.getTime())) return ''
  return dayFormat(locale, yearOption(now, date.getTime())).format(date)
}

/**
 * An event's time span by Intl.DateTimeFormat#formatRange, so each language writes it its own way
 * and says a shared day or year once: "11/28(土) 11時30分～20時00分", "Sat, November 28, 11:30 AM
 * – 8:00 PM", "11/28(土) 22:00～11/29(日) 2:00". The year is written when either end is outside
 * this year. A missing or earlier end shows the start alone.
 */
export function formatEventRange(
  startsAt: string,
  endsAt: string,
  locale = siteLocale,
  now = Date.now(),
): string {
  const start = parseTownTime(startsAt).getTime()
  const end = parseTownTime(endsAt).getTime()
  if (Number.isNaN(start)) return ''
  if (Number.isNaN(end) || end < start) {
    return dateTimeFormat(locale, yearOption(now, start)).format(start)
  }
  return dateTimeFormat(locale, yearOption(now, start, end)).formatRange(start, end)
}

/**
 * A coupon bound: the date alone when it is a whole day (a date-only value, the start of a day for
 * `from`, its last minute for `until`), else the date and time.
 */
function formatBound(
  value: string,
  bound: 'from' | 'until',
  locale: string,
  year: 'numeric' | undefined,
): string {
  const date = parseTownTime(value)
  if (Number.isNaN(date.getTime())) return ''
  if (isTokyoDate(value)) return dayFormat(locale, year).format(date)
  const minuteOfDay = Math.floor(((date.getTime() + TOKYO_OFFSET_MS) % DAY) / MINUTE)
  const wholeDay = bound === 'from' ? minuteOfDay === 0 : minuteOfDay === 24 * 60 - 1
  return (wholeDay ? dayFormat(locale, year) : dateTimeFormat(locale, year)).format(date)
}

/** The last millisecond a coupon's `valid_until` covers (a date-only value: the whole day). */
function untilEnd(value: string): number {
  return parseTokyoDateOrDateTime(value)?.end ?? parseTownTime(value).getTime()
}

type ValidityState = 'valid' | 'expired' | 'notYet'

export function couponState(
  validFrom: string | null,
  validUntil: string | null,
  now: number,
): ValidityState {
  if (validUntil && untilEnd(validUntil) < now) return 'expired'
  if (validFrom && parseTownTime(validFrom).getTime() > now) return 'notYet'
  return 'valid'
}

export type CouponCardState = 'expired' | 'notYet' | 'used' | 'soldOut' | 'valid'

/**
 * What a coupon card says first: 期間終了 / 開始前 / 使用済み (by the viewer) / 配布終了, else valid
 * (then 残りN枚 when it has a total limit).
 */
export function couponCardState(
  coupon: {
    valid_from: string | null
    valid_until: string | null
    total_limit: number | null
    used_count: number
  },
  usedByMe: boolean,
  now: number,
): { state: CouponCardState; remaining: number | null } {
  const validity = couponState(coupon.valid_from, coupon.valid_until, now)
  const remaining =
    coupon.total_limit === null ? null : Math.max(0, coupon.total_limit - coupon.used_count)
  if (validity === 'expired') return { state: 'expired', remaining }
  if (usedByMe) return { state: 'used', remaining }
  if (remaining === 0) return { state: 'soldOut', remaining }
  return { state: validity === 'notYet' ? 'notYet' : 'valid', remaining }
}

/**
 * "12月1日(火)〜12月31日(木)", "…まで", "…から", or '' without bounds. Both bounds carry the year
 * when either is outside this year.
 */
export function formatValidity(
  validFrom: string | null,
  validUntil: string | null,
  locale = siteLocale,
  now = Date.now(),
): string {
  const bounds = [validFrom, validUntil].filter((value) => value !== null)
  const year = yearOption(now, ...bounds.map((value) => parseTownTime(value).getTime()))
  const from = validFrom ? formatBound(validFrom, 'from', locale, year) : ''
  const until = validUntil ? formatBound(validUntil, 'until', locale, year) : ''
  if (from && until) return m.coupon.range(from, until)
  if (until) return m.coupon.until(until)
  if (from) return m.coupon.from(from)
  return ''
}

export function formatCount(count: number, locale = siteLocale): string {
  return memo(`n|${locale}`, () => new Intl.NumberFormat(locale)).format(count)
}
