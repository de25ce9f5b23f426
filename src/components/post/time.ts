import { site } from '../../lib/site'
import * as shared from '../../shared/date-format/format'
import SITE_DATES from '../../shared/date-format/i18n/current'
import type { DateStyle } from '../../shared/date-format/style'
import {
  isTokyoDate,
  parseTokyoDateOrDateTime,
  TOKYO_OFFSET_MS,
  yearOption,
} from '../../shared/dates'
import { type Lang, SITE_LANGUAGES } from '../../shared/sites'
import m from '../i18n/current'

// Times of posts, events and coupons, in the site's language, by the one rule every page follows
// (src/shared/date-format/): the town's wall clock (Asia/Tokyo), 11月4日(水) 14:00〜16:00, the
// year only when it is not this year's. `now` defaults to the clock; tests pass their own.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// Building an Intl formatter costs far more than using one, and a timeline formats several times
// per card: keep one per language.
const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.NumberFormat>()
function memo<F extends Intl.RelativeTimeFormat | Intl.NumberFormat>(
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

const localeOf = (lang: Lang) => SITE_LANGUAGES[lang].htmlLang

/** When a time starts: event and coupon times by the API's rule (src/shared/dates.ts). */
export function parseTownTime(value: string): Date {
  return new Date(shared.instantOf(value))
}

/** Days since the epoch, counted in Tokyo calendar days. */
function tokyoDay(ms: number): number {
  return Math.floor((ms + TOKYO_OFFSET_MS) / DAY)
}

// A digit, the space ICU puts after it, then kana or a CJK ideograph. Plain BMP ranges, not
// Unicode script properties: a `\p{Script=…}` class costs a phone ~50 ms to compile on the first
// relative time a page writes, on the main thread while the page starts.
const SPACE_BEFORE_CJK_UNIT = /(\d)\s+(?=[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])/g

/** ICU writes "3 分前"; Japanese and Chinese set numbers against their unit without a space. */
function tighten(text: string, lang: Lang): string {
  if (!/^(ja|zh)/.test(lang)) return text
  return text.replace(SPACE_BEFORE_CJK_UNIT, '$1')
}

// "3分前" in the site's own language comes from its catalogue: the first Intl object a page builds
// loads ICU's data for the locale, ~50 ms of a phone's main thread while the page starts (a CPU
// profile of a post page at 4× slowdown: 198 ms). Other languages (tests, previews) ask ICU.
const relativeTexts = new Map<string, string>()
function relative(lang: Lang, count: number, unit: 'minute' | 'hour' | 'day'): string {
  if (lang === site.lang) return m.time.ago[unit](count)
  const key = `${lang}|${unit}|${count}`
  let text = relativeTexts.get(key)
  if (text === undefined) {
    const rtf = memo(
      `r|${lang}`,
      () => new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' }),
    )
    text = tighten(rtf.format(-count, unit), lang)
    relativeTexts.set(key, text)
  }
  return text
}

interface RelativeTimeOptions {
  lang?: Lang
  /** How the date past a week is written (the site's own by default). */
  style?: DateStyle
  justNow?: string
}

/**
 * "たった今", "3分前", "2時間前", "昨日", "3日前", then the date ("11月3日(火)"; with the year when
 * it is not this year). Clock skew (a time slightly in the future) reads as "just now".
 */
export function formatRelativeTime(
  value: string,
  now: number,
  { lang = site.lang, style = SITE_DATES, justNow = m.time.justNow }: RelativeTimeOptions = {},
): string {
  const then = parseTownTime(value).getTime()
  if (Number.isNaN(then)) return ''
  const elapsed = now - then
  if (elapsed < MINUTE) return justNow
  if (elapsed < HOUR) return relative(lang, Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return relative(lang, Math.floor(elapsed / HOUR), 'hour')
  const days = tokyoDay(now) - tokyoDay(then)
  if (days < 7) return relative(lang, Math.max(days, 1), 'day')
  return shared.formatDate(then, style, now)
}

/** "11月7日(土) 16:00" (this year), "2027年1月7日(木) 16:00" (another year). */
export function formatDateTime(
  value: string,
  style: DateStyle = SITE_DATES,
  now = Date.now(),
): string {
  return shared.formatDateTime(value, style, now)
}

/** "2026年10月": a month someone joined keeps its year (it names a lasting fact, not a day). */
export function formatMonth(value: string, style: DateStyle = SITE_DATES): string {
  return shared.formatMonth(value, style)
}

/** "16:00": a time of day in the town's time zone. */
export function formatClock(value: string, style: DateStyle = SITE_DATES): string {
  return shared.formatTime(value, style)
}

/** "11月28日(土)": a day (with the year when it is not this year's). */
export function formatDay(
  value: string,
  style: DateStyle = SITE_DATES,
  year: shared.YearChoice = Date.now(),
): string {
  return shared.formatDate(value, style, year)
}

/**
 * An event's time span: "11月28日(土) 11:30〜20:00", "11月28日(土) 22:00〜11月29日(日) 2:00".
 * A missing or earlier end shows the start alone.
 */
export function formatEventRange(
  startsAt: string,
  endsAt: string,
  style: DateStyle = SITE_DATES,
  now = Date.now(),
): string {
  return shared.formatDateTimeRange(startsAt, endsAt, style, now)
}

/**
 * A coupon bound: the date alone when it is a whole day (a date-only value, the start of a day for
 * `from`, its last minute for `until`), else the date and time.
 */
function formatBound(
  value: string,
  bound: 'from' | 'until',
  style: DateStyle,
  withYear: boolean,
): string {
  const at = parseTownTime(value).getTime()
  if (Number.isNaN(at)) return ''
  if (isTokyoDate(value)) return shared.formatDate(at, style, withYear)
  const minuteOfDay = Math.floor(((at + TOKYO_OFFSET_MS) % DAY) / MINUTE)
  const wholeDay = bound === 'from' ? minuteOfDay === 0 : minuteOfDay === 24 * 60 - 1
  return wholeDay
    ? shared.formatDate(at, style, withYear)
    : shared.formatDateTime(at, style, withYear)
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
  style: DateStyle = SITE_DATES,
  now = Date.now(),
): string {
  const bounds = [validFrom, validUntil].filter((value) => value !== null)
  // One year choice for both bounds: judged on the pair, then applied to each.
  const withYear =
    yearOption(now, ...bounds.map((value) => parseTownTime(value).getTime())) !== undefined
  const from = validFrom ? formatBound(validFrom, 'from', style, withYear) : ''
  const until = validUntil ? formatBound(validUntil, 'until', style, withYear) : ''
  if (from && until) return shared.joinRange(from, until, style)
  if (until) return m.coupon.until(until)
  if (from) return m.coupon.from(from)
  return ''
}

/** Whole days, first to last: 12月1日(火)〜12月7日(月) (a receipt passes `true`: always the year). */
export const formatDays = (first: string, last: string, year: shared.YearChoice = Date.now()) =>
  shared.formatDateRange(first, last, SITE_DATES, year)

/** A span's times under its day's heading: 14:00〜16:00, 22:30〜翌0:30. */
export const formatTimes = (start: string, end: string) =>
  shared.formatTimeRange(start, end, SITE_DATES)

/** Opening hours kept as data ('17:00', '02:00'): 17:00〜翌2:00. */
export const formatHours = (opens: string, closes: string) =>
  shared.formatClockRange(opens, closes, SITE_DATES)

/** A clock ticking to the second: 14:03:27. */
export const formatTicking = (at: number) => shared.formatTimeWithSeconds(at, SITE_DATES)

// Every site language groups whole numbers by thousands with a comma (1,234,567), as ICU does for
// them; writing that by hand spares a card's like count the ICU load (see `relative`).
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/** A count in the site's language: "1,234". */
export function formatCount(count: number, lang: Lang = site.lang): string {
  if (Number.isSafeInteger(count)) return String(count).replace(THOUSANDS, ',')
  return memo(`n|${lang}`, () => new Intl.NumberFormat(localeOf(lang))).format(count)
}
