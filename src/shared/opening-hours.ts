// Opening hours as data, read the same way by the Worker (the `open_now` filter, JSON-LD) and the
// SPA (the 「営業中」 badge), always in Asia/Tokyo. A period belongs to the day it opens: a bar open
// Friday 18:00–02:00 is open at 01:00 on Saturday, and a closing day skips that day's opening
// only, never the tail of the night before.

import { TOKYO_OFFSET_MS } from './dates'

/** 0 = Sunday … 6 = Saturday (Date#getUTCDay on Tokyo wall time; schema.org's order differs). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export interface OpeningPeriod {
  days: Weekday[]
  /** 'HH:MM', 00:00–23:59. */
  opens: string
  /** 'HH:MM'; at or before `opens` means the next morning (24:00 is written 00:00). */
  closes: string
}

export interface OpeningHours {
  periods: OpeningPeriod[]
  /** Extra closing days (臨時休業, 年末年始), 'YYYY-MM-DD' in Tokyo. */
  closedDates?: string[]
}

const DAY_MS = 24 * 3600 * 1000
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/

export const minutesOf = (clock: string): number => {
  const match = CLOCK.exec(clock)
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN
}

/** Tokyo wall-clock parts of an instant. */
export function tokyoClock(at: number): { date: string; weekday: Weekday; minutes: number } {
  const wall = new Date(at + TOKYO_OFFSET_MS)
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: wall.getUTCDay() as Weekday,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  }
}

/** Whether a place with these hours is open at the instant `at` (epoch ms). */
export function isOpenAt(hours: OpeningHours | null, at: number): boolean {
  if (!hours) return false
  const today = tokyoClock(at)
  const yesterday = tokyoClock(at - DAY_MS)
  const closed = new Set(hours.closedDates ?? [])
  return hours.periods.some((period) => {
    const opens = minutesOf(period.opens)
    const closes = minutesOf(period.closes)
    const overnight = closes <= opens
    if (period.days.includes(today.weekday) && !closed.has(today.date)) {
      if (today.minutes >= opens && (overnight || today.minutes < closes)) return true
    }
    // The tail of last night's period, after midnight.
    return (
      overnight &&
      period.days.includes(yesterday.weekday) &&
      !closed.has(yesterday.date) &&
      today.minutes < closes
    )
  })
}

/** Weekdays on which the place never opens (定休日). */
export function closingWeekdays(hours: OpeningHours): Weekday[] {
  const open = new Set(hours.periods.flatMap((period) => period.days))
  return ([0, 1, 2, 3, 4, 5, 6] as const).filter((day) => !open.has(day))
}

/** The periods of one weekday, earliest first (for a table of hours). */
export function periodsOn(hours: OpeningHours, day: Weekday): OpeningPeriod[] {
  return hours.periods
    .filter((period) => period.days.includes(day))
    .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))
}

/** Reads stored hours; anything malformed is "not known" rather than an error on a page. */
export function parseOpeningHours(json: string | null): OpeningHours | null {
  if (!json) return null
  try {
    const value = JSON.parse(json) as unknown
    return isOpeningHours(value) ? value : null
  } catch {
    return null
  }
}

function isOpeningHours(value: unknown): value is OpeningHours {
  if (typeof value !== 'object' || value === null) return false
  const { periods, closedDates } = value as Record<string, unknown>
  if (!Array.isArray(periods)) return false
  const periodsOk = periods.every((period: unknown) => {
    if (typeof period !== 'object' || period === null) return false
    const { days, opens, closes } = period as Record<string, unknown>
    return (
      Array.isArray(days) &&
      days.every((day) => Number.isInteger(day) && day >= 0 && day <= 6) &&
      typeof opens === 'string' &&
      CLOCK.test(opens) &&
      typeof closes === 'string' &&
      CLOCK.test(closes)
    )
  })
  const datesOk =
    closedDates === undefined ||
    (Array.isArray(closedDates) &&
      closedDates.every((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)))
  return periodsOk && datesOk
}

/** A slot (or any start–end pair of instants) that is running at `at`. */
export function isRunningAt(slot: { starts_at: string; ends_at: string }, at: number): boolean {
  return Date.parse(slot.starts_at) <= at && at < Date.parse(slot.ends_at)
}

/** The Tokyo calendar date an instant falls on: a timetable groups slots by it. */
export const tokyoDateOf = (iso: string): string => tokyoClock(Date.parse(iso)).date

/** Monday first, as Japanese shop signs list the days (and the rows of a table of hours). */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0]

/** Days that share the same hours (`periods` empty: closed on those days). */
export interface DaysWithHours {
  days: Weekday[]
  periods: OpeningPeriod[]
}

/**
 * The week as few rows as the hours allow: days with equal periods share one row, in the order of
 * their first day from Monday (月・火・木〜日 11:00〜15:00 / 17:30〜21:00, then 水 定休日).
 */
export function groupDaysByHours(hours: OpeningHours): DaysWithHours[] {
  const rows = new Map<string, DaysWithHours>()
  for (const day of WEEK_FROM_MONDAY) {
    const periods = periodsOn(hours, day)
    const key = periods.map((p) => `${p.opens}-${p.closes}`).join(',')
    const row = rows.get(key)
    if (row) row.days.push(day)
    else rows.set(key, { days: [day], periods })
  }
  return [...rows.values()]
}

/**
 * Days of one row written as a person would: runs of three or more days in a row (from Monday)
 * as a range, the rest one by one: 月・火・木〜日, Mon, Tue, Thu–Sun.
 */
export function formatWeekdays(
  days: readonly Weekday[],
  words: { names: readonly string[]; list: string; range: string },
): string {
  const order = days.map((day) => WEEK_FROM_MONDAY.indexOf(day)).sort((a, b) => a - b)
  const runs: number[][] = []
  for (const index of order) {
    const run = runs.at(-1)
    if (run && run.at(-1) === index - 1) run.push(index)
    else runs.push([index])
  }
  const name = (index: number) => words.names[WEEK_FROM_MONDAY[index] as Weekday] ?? ''
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${name(run[0] as number)}${words.range}${name(run.at(-1) as number)}`]
        : run.map(name),
    )
    .join(words.list)
}
