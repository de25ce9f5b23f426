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
