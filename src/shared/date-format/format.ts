import { parseTokyoDateOrDateTime, TOKYO_OFFSET_MS, yearOption } from '../dates'
import { type DateStyle, type Parts, pad } from './style'

// The one way the app writes a date or a time for people, on every site, in the SPA and in the
// Worker's texts (emails, API messages): the town's wall clock (Asia/Tokyo), the year only when a
// date is not in this Tokyo year, ranges with each language's own dash, and a range inside one day
// writes the day once. Machine formats (JSON-LD, API fields, <time dateTime>) stay ISO.
//
// Written from tables rather than Intl.DateTimeFormat: Tokyo has one fixed offset, the patterns we
// want (11月4日(水) 14:00〜16:00) are not what ICU's ja pattern or formatRange produce, and ICU
// versions differ between workerd, Node and browsers (spaces before PM, 11時00分 in ranges), so the
// same instant always reads the same on the edge, in the app and in tests. Each function takes
// the language's DateStyle (./i18n/<lang>.ts).

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
  style: DateStyle,
  year: YearChoice = Date.now(),
): string {
  const at = instantOf(value)
  if (Number.isNaN(at)) return ''
  return style.date(partsOf(at), withYearOf(year, at))
}

/** 14:00, 2:00 PM: a time of day in Tokyo. */
export function formatTime(value: string | number, style: DateStyle): string {
  const at = instantOf(value)
  if (Number.isNaN(at)) return ''
  const p = partsOf(at)
  return style.time(p.hour, p.minute)
}

/** 11月4日(水) 14:00, Wed, Nov 4, 2:00 PM. */
export function formatDateTime(
  value: string | number,
  style: DateStyle,
  year: YearChoice = Date.now(),
): string {
  const date = formatDate(value, style, year)
  return date && `${date}${style.at}${formatTime(value, style)}`
}

/** 2026年10月, October 2026: a month keeps its year (it names a lasting fact, not a day). */
export function formatMonth(value: string | number, style: DateStyle): string {
  const at = instantOf(value)
  return Number.isNaN(at) ? '' : style.month(partsOf(at))
}

/**
 * A span of time: the day once when it ends the day it starts (or exactly at the midnight that
 * closes it, written 24:00 / 12:00 AM), else both ends in full. Both ends carry the year when either
 * is outside this year. An unreadable or earlier end shows the start alone.
 */
export function formatDateTimeRange(
  start: string | number,
  end: string | number,
  style: DateStyle,
  now = Date.now(),
): string {
  const from = instantOf(start)
  const to = instantOf(end)
  if (Number.isNaN(from)) return ''
  if (Number.isNaN(to) || to < from) return formatDateTime(from, style, now)
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
  style: DateStyle,
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
    return formatDate(from, style, withYear)
  }
  return `${style.date(partsOf(from), withYear)}${style.dash}${style.date(partsOf(to), withYear)}`
}

const CLOCK = /^(\d{1,2}):(\d{2})$/

/** A wall-clock time written as data ('09:30'): 9:30, 9:30 AM. Unreadable text is shown as is. */
export function formatClock(clock: string, style: DateStyle): string {
  const match = CLOCK.exec(clock)
  return match ? style.time(Number(match[1]), Number(match[2])) : clock
}

/**
 * Opening hours as data ('17:00'–'02:00'): a close at or before the opening is the next morning
 * (翌2:00, 2:00 AM (next day)), a close at 00:00 is the end of that day (24:00, 12:00 AM).
 */
export function formatClockRange(opens: string, closes: string, style: DateStyle): string {
  const a = CLOCK.exec(opens)
  const b = CLOCK.exec(closes)
  if (!a || !b) return `${opens}–${closes}`
  const from: [number, number] = [Number(a[1]), Number(a[2])]
  const to: [number, number] = [Number(b[1]), Number(b[2])]
  const toMinutes = to[0] * 60 + to[1]
  if (toMinutes === 0) return style.times(from, [24, 0])
  if (toMinutes > from[0] * 60 + from[1]) return style.times(from, to)
  return `${style.time(...from)}${style.sameDayDash}${style.nextDay(style.time(...to))}`
}

/** Two ends already written (a coupon's first day and last time), joined as this language does. */
export function joinRange(from: string, to: string, style: DateStyle): string {
  return `${from}${style.dash}${to}`
}

/** The times of a span under its day's heading: 14:00〜16:00, 22:30〜翌0:30, 18:00〜24:00. */
export function formatTimeRange(
  start: string | number,
  end: string | number,
  style: DateStyle,
): string {
  const from = instantOf(start)
  const to = instantOf(end)
  if (Number.isNaN(from)) return ''
  const a = partsOf(from)
  if (Number.isNaN(to) || to < from) return style.time(a.hour, a.minute)
  const b = partsOf(to)
  const clock = (p: Parts) => `${pad(p.hour)}:${pad(p.minute)}`
  if (tokyoDayNumber(to) === tokyoDayNumber(from)) {
    return style.times([a.hour, a.minute], [b.hour, b.minute])
  }
  return formatClockRange(clock(a), clock(b), style)
}

/** A ticking clock to the second: 14:03:27, 2:03:27 PM (a screenshot shows a stale one). */
export function formatTimeWithSeconds(at: number, style: DateStyle): string {
  const p = partsOf(at)
  const seconds = pad(new Date(at).getUTCSeconds())
  return style.time(p.hour, p.minute).replace(/:(\d\d)/, `:$1:${seconds}`)
}
