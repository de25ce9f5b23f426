import { parseTokyoDateOrDateTime, TOKYO_OFFSET_MS, yearOption } from './dates'
import type { Lang } from './sites'

// The one way the app writes a date or a time for people, on every site, in the SPA and in the
// Worker's texts (emails, API messages): the town's wall clock (Asia/Tokyo), the year only when a
// date is not in this Tokyo year, ranges with each language's own dash, and a range inside one day
// writes the day once. Machine formats (JSON-LD, API fields, <time dateTime>) stay ISO.
//
// Written from tables rather than Intl.DateTimeFormat: Tokyo has one fixed offset, the patterns we
// want (11月4日(水) 14:00〜16:00) are not what ICU's ja pattern or formatRange produce, and ICU
// versions differ between workerd, Node and browsers (spaces before PM, 11時00分 in ranges), so the
// same instant always reads the same on the edge, in the app and in tests.

/** A no-break space: "2:00 PM" and "Nov 4" never break across lines. */
const NBSP = '\u00a0'

interface Parts {
  year: number
  month: number
  day: number
  weekday: number
  hour: number
  minute: number
}

interface Style {
  date: (p: Parts, withYear: boolean) => string
  month: (p: Parts) => string
  /** A time of day; hour 24 is the midnight that ends a day (24:00, 12:00 AM). */
  time: (hour: number, minute: number) => string
  /** Two times of one day. */
  times: (from: [number, number], to: [number, number]) => string
  /** Between two times of one day. */
  sameDayDash: string
  /** Between a date and its time. */
  at: string
  /** Between two ends that are on different days. */
  dash: string
  nextDay: (time: string) => string
}

const pad = (n: number) => String(n).padStart(2, '0')
const clock24 = (hour: number, minute: number) => `${hour}:${pad(minute)}`
const clock24Padded = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`

const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const EN_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')
const EN_MONTHS_LONG =
  'January February March April May June July August September October November December'.split(' ')

/** 12-hour clock: 24:00 (an end at midnight) is 12:00 AM like 0:00. */
const enClock = (hour: number, minute: number) =>
  `${((hour + 11) % 12) + 1}:${pad(minute)}${NBSP}${hour % 24 < 12 ? 'AM' : 'PM'}`

const cjk = (
  weekdays: readonly string[],
  open: string,
  close: string,
  time: (hour: number, minute: number) => string,
  sameDayDash: string,
  dash: string,
  nextDay: (time: string) => string,
  spaced: boolean,
): Style => {
  const s = spaced ? ' ' : ''
  const y = spaced ? '년 ' : '年'
  const mo = spaced ? '월 ' : '月'
  const d = spaced ? '일' : '日'
  return {
    date: (p, withYear) =>
      `${withYear ? `${p.year}${y}` : ''}${p.month}${mo}${p.day}${d}${s}${open}${weekdays[p.weekday]}${close}`,
    month: (p) => `${p.year}${y}${p.month}${spaced ? '월' : '月'}`,
    time,
    times: (from, to) => `${time(...from)}${sameDayDash}${time(...to)}`,
    sameDayDash,
    at: ' ',
    dash,
    nextDay,
  }
}

const STYLES: Record<Lang, Style> = {
  ja: cjk([...'日月火水木金土'], '(', ')', clock24, '〜', '〜', (t) => `翌${t}`, false),
  ko: cjk([...'일월화수목금토'], '(', ')', clock24, '~', ' ~ ', (t) => `다음 날 ${t}`, true),
  'zh-hans': cjk(
    ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    '(',
    ')',
    clock24Padded,
    '–',
    ' – ',
    (t) => `次日${t}`,
    false,
  ),
  'zh-hant': cjk(
    ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
    '(',
    ')',
    clock24Padded,
    '–',
    ' – ',
    (t) => `隔日${t}`,
    false,
  ),
  en: {
    date: (p, withYear) =>
      `${EN_WEEKDAYS[p.weekday]}, ${EN_MONTHS[p.month - 1]}${NBSP}${p.day}${withYear ? `, ${p.year}` : ''}`,
    month: (p) => `${EN_MONTHS_LONG[p.month - 1]} ${p.year}`,
    time: enClock,
    // One AM/PM when both times share it: "2:00–4:00 PM".
    times: ([h1, m1], [h2, m2]) =>
      h2 < 24 && h1 < 12 === h2 < 12
        ? `${enClock(h1, m1).split(NBSP)[0]}–${enClock(h2, m2)}`
        : `${enClock(h1, m1)}–${enClock(h2, m2)}`,
    sameDayDash: '–',
    at: ', ',
    dash: ' – ',
    nextDay: (t) => `${t} (next day)`,
  },
}

const DAY_MS = 24 * 3600 * 1000

function partsOf(ms: number): Parts {
  const wall = new Date(ms + TOKYO_OFFSET_MS)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  }
}

/**
 * Whether a date writes its year: the clock now (the year is written when the date is not in this
 * Tokyo year), or the choice already made for a pair of dates.
 */
export type YearChoice = number | boolean

const withYearOf = (year: YearChoice, at: number) =>
  typeof year === 'boolean' ? year : yearOption(year, at) !== undefined

const tokyoDayNumber = (ms: number) => Math.floor((ms + TOKYO_OFFSET_MS) / DAY_MS)

/**
 * An instant from what the API and the database hold: an ISO date-time (with Z or +09:00), a plain
 * date (that day's start in Tokyo), or epoch ms. NaN when unreadable.
 */
export function instantOf(value: string | number): number {
  if (typeof value === 'number') return value
  return parseTokyoDateOrDateTime(value)?.start ?? Date.parse(value)
}

/** 11月4日(水), Wed, Nov 4, 11월 4일 (수), 11月4日(周三); the year when it is not this year's. */
export function formatDate(
  value: string | number,
  lang: Lang,
  year: YearChoice = Date.now(),
): string {
  const at = instantOf(value)
  if (Number.isNaN(at)) return ''
  return STYLES[lang].date(partsOf(at), withYearOf(year, at))
}

/** 14:00, 2:00 PM: a time of day in Tokyo. */
export function formatTime(value: string | number, lang: Lang): string {
  const at = instantOf(value)
  if (Number.isNaN(at)) return ''
  const p = partsOf(at)
  return STYLES[lang].time(p.hour, p.minute)
}

/** 11月4日(水) 14:00, Wed, Nov 4, 2:00 PM. */
export function formatDateTime(
  value: string | number,
  lang: Lang,
  year: YearChoice = Date.now(),
): string {
  const at = instantOf(value)
  if (Number.isNaN(at)) return ''
  const style = STYLES[lang]
  const p = partsOf(at)
  return `${style.date(p, withYearOf(year, at))}${style.at}${style.time(p.hour, p.minute)}`
}

/** 2026年10月, October 2026: a month keeps its year (it names a lasting fact, not a day). */
export function formatMonth(value: string | number, lang: Lang): string {
  const at = instantOf(value)
  return Number.isNaN(at) ? '' : STYLES[lang].month(partsOf(at))
}

/**
 * A span of time: the day once when it ends the day it starts (or exactly at the midnight that
 * closes it, written 24:00 / 12:00 AM), else both ends in full. Both ends carry the year when either
 * is outside this year. An unreadable or earlier end shows the start alone.
 */
export function formatDateTimeRange(
  start: string | number,
  end: string | number,
  lang: Lang,
  now = Date.now(),
): string {
  const from = instantOf(start)
  const to = instantOf(end)
  if (Number.isNaN(from)) return ''
  if (Number.isNaN(to) || to < from) return formatDateTime(from, lang, now)
  const style = STYLES[lang]
  // An end at 00:00 belongs to the day before: the last moment it covers is there.
  const withYear = yearOption(now, from, to - 1) !== undefined
  const a = partsOf(from)
  const b = partsOf(to)
  const dayOfEnd = tokyoDayNumber(to) - (b.hour === 0 && b.minute === 0 && to > from ? 1 : 0)
  if (dayOfEnd === tokyoDayNumber(from)) {
    const endHour = tokyoDayNumber(to) === tokyoDayNumber(from) ? b.hour : 24
    return `${style.date(a, withYear)}${style.at}${style.times([a.hour, a.minute], [endHour, b.minute])}`
  }
  return (
    `${style.date(a, withYear)}${style.at}${style.time(a.hour, a.minute)}${style.dash}` +
    `${style.date(b, withYear)}${style.at}${style.time(b.hour, b.minute)}`
  )
}

/** Whole days: 12月1日(火)〜12月31日(木); one day alone when both ends are the same day. */
export function formatDateRange(
  start: string | number,
  end: string | number,
  lang: Lang,
  year: YearChoice = Date.now(),
): string {
  const from = instantOf(start)
  const to = instantOf(end)
  if (Number.isNaN(from)) return ''
  const withYear =
    typeof year === 'boolean'
      ? year
      : yearOption(year, from, Number.isNaN(to) ? from : to) !== undefined
  if (Number.isNaN(to) || tokyoDayNumber(to) <= tokyoDayNumber(from)) {
    return formatDate(from, lang, withYear)
  }
  const style = STYLES[lang]
  return `${style.date(partsOf(from), withYear)}${style.dash}${style.date(partsOf(to), withYear)}`
}

const CLOCK = /^(\d{1,2}):(\d{2})$/

/** A wall-clock time written as data ('09:30'): 9:30, 9:30 AM. Unreadable text is shown as is. */
export function formatClock(clock: string, lang: Lang): string {
  const match = CLOCK.exec(clock)
  return match ? STYLES[lang].time(Number(match[1]), Number(match[2])) : clock
}

/**
 * Opening hours as data ('17:00'–'02:00'): a close at or before the opening is the next morning
 * (翌2:00, 2:00 AM (next day)), a close at 00:00 is the end of that day (24:00, 12:00 AM).
 */
export function formatClockRange(opens: string, closes: string, lang: Lang): string {
  const a = CLOCK.exec(opens)
  const b = CLOCK.exec(closes)
  if (!a || !b) return `${opens}–${closes}`
  const style = STYLES[lang]
  const from: [number, number] = [Number(a[1]), Number(a[2])]
  const to: [number, number] = [Number(b[1]), Number(b[2])]
  const toMinutes = to[0] * 60 + to[1]
  if (toMinutes === 0) return style.times(from, [24, 0])
  if (toMinutes > from[0] * 60 + from[1]) return style.times(from, to)
  return `${style.time(...from)}${style.sameDayDash}${style.nextDay(style.time(...to))}`
}

/** Two ends already written (a coupon's first day and last time), joined as this language does. */
export function joinRange(from: string, to: string, lang: Lang): string {
  return `${from}${STYLES[lang].dash}${to}`
}

/** The times of a span under its day's heading: 14:00〜16:00, 22:30〜翌0:30, 18:00〜24:00. */
export function formatTimeRange(start: string | number, end: string | number, lang: Lang): string {
  const from = instantOf(start)
  const to = instantOf(end)
  if (Number.isNaN(from)) return ''
  const a = partsOf(from)
  if (Number.isNaN(to) || to < from) return STYLES[lang].time(a.hour, a.minute)
  const b = partsOf(to)
  const clock = (p: Parts) => `${pad(p.hour)}:${pad(p.minute)}`
  if (tokyoDayNumber(to) === tokyoDayNumber(from)) {
    return STYLES[lang].times([a.hour, a.minute], [b.hour, b.minute])
  }
  return formatClockRange(clock(a), clock(b), lang)
}

/** A ticking clock to the second: 14:03:27, 2:03:27 PM (a screenshot shows a stale one). */
export function formatTimeWithSeconds(at: number, lang: Lang): string {
  const p = partsOf(at)
  const seconds = pad(new Date(at).getUTCSeconds())
  return STYLES[lang].time(p.hour, p.minute).replace(/:(\d\d)/, `:$1:${seconds}`)
}
