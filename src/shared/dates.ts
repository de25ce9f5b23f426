// Event and coupon times are written in Asia/Tokyo with an explicit +09:00 offset (the schema's
// convention), so the stored text sorts and compares like the instant it names; a plain date is
// that whole day in Tokyo. The Worker checks and normalises them on upload (worker/posts/input.ts)
// and the SPA reads them by the same rule (src/components/post/time.ts: when a coupon starts and
// ends), so a coupon is never valid on one side and expired on the other.

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?\+09:00$/
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
/** Asia/Tokyo is UTC+9 all year (no daylight saving time). */
export const TOKYO_OFFSET_MS = 9 * 3600 * 1000

/** A plain date (2026-12-01): the whole day in Tokyo. */
export const isTokyoDate = (value: string) => DATE_ONLY.test(value)

export interface TokyoTime {
  /** Normalized text: 2026-11-28T18:00:00+09:00, or 2026-12-01 for a whole day. */
  text: string
  /** The first and last millisecond the value covers (equal for a date-time). */
  start: number
  end: number
}

/** Checks a calendar date for real (no 2026-02-30) and returns midnight JST in epoch ms. */
function tokyoMidnight(y: string, m: string, d: string): number | null {
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d)) - TOKYO_OFFSET_MS
  const check = new Date(ms + TOKYO_OFFSET_MS)
  const real =
    check.getUTCFullYear() === Number(y) &&
    check.getUTCMonth() === Number(m) - 1 &&
    check.getUTCDate() === Number(d)
  return real && Number(y) >= 2000 && Number(y) <= 2200 ? ms : null
}

export function parseTokyoDateTime(value: string): TokyoTime | null {
  const match = DATE_TIME.exec(value)
  if (!match) return null
  const [, y, m, d, hh, mm, ss = '00'] = match as unknown as string[]
  const midnight = tokyoMidnight(y as string, m as string, d as string)
  if (midnight === null || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null
  const ms = midnight + ((Number(hh) * 60 + Number(mm)) * 60 + Number(ss)) * 1000
  return { text: `${y}-${m}-${d}T${hh}:${mm}:${ss}+09:00`, start: ms, end: ms }
}

/** A date-time with +09:00, or a plain date meaning that whole day in Tokyo. */
export function parseTokyoDateOrDateTime(value: string): TokyoTime | null {
  const match = DATE_ONLY.exec(value)
  if (!match) return parseTokyoDateTime(value)
  const [, y, m, d] = match as unknown as string[]
  const midnight = tokyoMidnight(y as string, m as string, d as string)
  if (midnight === null) return null
  return { text: value, start: midnight, end: midnight + 24 * 3600 * 1000 - 1 }
}

/** The calendar year in Tokyo of an instant (on Dec 31 at 15:00 UTC Tokyo is already in the next). */
export function tokyoYear(ms: number): number {
  return new Date(ms + TOKYO_OFFSET_MS).getUTCFullYear()
}

/**
 * Dates are written without their year when every one of them falls in the current Tokyo year
 * (11月23日(月), Wed, Nov 4), and with it otherwise: 'numeric' when `times` seen at `now` need
 * their year. One rule for every date the app prints (src/shared/date-format/).
 */
export function yearOption(now: number, ...times: number[]): 'numeric' | undefined {
  const current = tokyoYear(now)
  return times.every((time) => tokyoYear(time) === current) ? undefined : 'numeric'
}
