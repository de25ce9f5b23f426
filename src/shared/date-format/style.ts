// How one language writes dates and times (src/shared/date-format/i18n/<lang>.ts), read by the
// formatter in ./format.ts. Each language build of the SPA carries only its own (i18n/current),
// the Worker all five (./all.ts).

/** A Tokyo wall-clock reading of an instant. */
export interface Parts {
  year: number
  month: number
  day: number
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number
  hour: number
  minute: number
}

export interface DateStyle {
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
  /** Between two ends on different days, or two whole days. */
  dash: string
  /** A closing time after midnight in a table of opening hours. */
  nextDay: (time: string) => string
}

/** A no-break space: "2:00 PM" and "Nov 4" never break across lines. */
export const NBSP = '\u00a0'

export const pad = (n: number) => String(n).padStart(2, '0')

/** 9:30, 14:00; 24:00 for the midnight that ends a day. */
export const clock24 = (hour: number, minute: number) => `${hour}:${pad(minute)}`

/** 09:30, as Chinese writes a 24-hour clock. */
export const clock24Padded = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`

/** Japanese, Korean and Chinese: 11月4日(水), 11월 4일 (수); a 24-hour clock. */
export function cjkStyle(options: {
  weekdays: readonly string[]
  /** Korean writes 2026년 11월 4일 (수), with spaces. */
  spaced: boolean
  time: (hour: number, minute: number) => string
  sameDayDash: string
  dash: string
  nextDay: (time: string) => string
}): DateStyle {
  const { weekdays, spaced, time, sameDayDash } = options
  const [y, mo, d, gap] = spaced ? ['년 ', '월 ', '일', ' '] : ['年', '月', '日', '']
  return {
    date: (p, withYear) =>
      `${withYear ? `${p.year}${y}` : ''}${p.month}${mo}${p.day}${d}${gap}(${weekdays[p.weekday]})`,
    month: (p) => `${p.year}${y}${p.month}${mo.trim()}`,
    time,
    times: (from, to) => `${time(...from)}${sameDayDash}${time(...to)}`,
    sameDayDash,
    at: ' ',
    dash: options.dash,
    nextDay: options.nextDay,
  }
}
