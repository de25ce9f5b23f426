import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDay, formatRelativeTime, formatValidity } from '../../src/components/post/time'
import { DATE_STYLES } from '../../src/shared/date-format/all'
import {
  formatClockRange,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateTimeRange,
  formatMonth,
  formatTimeRange,
  formatTimeWithSeconds,
} from '../../src/shared/date-format/format'
import type { Lang } from '../../src/shared/sites'

// The one way every page writes a date and a time (docs/product.md, "Dates and times"), language
// by language: the town's clock, the year only outside this Tokyo year, a day written once when a
// span stays inside it. A fixed clock throughout: 23 November 2026, noon in Tokyo.

const NOW = Date.parse('2026-11-23T12:00:00+09:00')
/** 2027-01-01 00:30 in Tokyo while UTC is still 2026-12-31. */
const NEW_YEAR_IN_TOKYO = Date.parse('2026-12-31T15:30:00Z')
/** The no-break space that keeps "2:00 PM" and "Nov 4" on one line. */
const _ = '\u00a0'

afterEach(() => {
  vi.useRealTimers()
})

interface Row {
  date: string
  otherYearDateTime: string
  sameDay: string
  acrossNoon: string
  overnight: string
  untilMidnight: string
  acrossYears: string
  days: string
  hours: string
  overnightHours: string
  month: string
}

const RULES: Record<Lang, Row> = {
  ja: {
    date: '11月4日(水)',
    otherYearDateTime: '2027年1月7日(木) 16:00',
    sameDay: '11月4日(水) 14:00〜16:00',
    acrossNoon: '11月28日(土) 9:30〜20:00',
    overnight: '11月28日(土) 22:00〜11月29日(日) 2:00',
    untilMidnight: '11月28日(土) 18:00〜24:00',
    acrossYears: '2026年12月31日(木) 22:00〜2027年1月1日(金) 2:00',
    days: '12月1日(火)〜12月31日(木)',
    hours: '9:30〜15:00',
    overnightHours: '17:00〜翌2:00',
    month: '2026年10月',
  },
  en: {
    date: `Wed, Nov${_}4`,
    otherYearDateTime: `Thu, Jan${_}7, 2027, 4:00${_}PM`,
    sameDay: `Wed, Nov${_}4, 2:00–4:00${_}PM`,
    acrossNoon: `Sat, Nov${_}28, 9:30${_}AM–8:00${_}PM`,
    overnight: `Sat, Nov${_}28, 10:00${_}PM – Sun, Nov${_}29, 2:00${_}AM`,
    untilMidnight: `Sat, Nov${_}28, 6:00${_}PM–12:00${_}AM`,
    acrossYears: `Thu, Dec${_}31, 2026, 10:00${_}PM – Fri, Jan${_}1, 2027, 2:00${_}AM`,
    days: `Tue, Dec${_}1 – Thu, Dec${_}31`,
    hours: `9:30${_}AM–3:00${_}PM`,
    overnightHours: `5:00${_}PM–2:00${_}AM (next day)`,
    month: 'October 2026',
  },
  ko: {
    date: '11월 4일 (수)',
    otherYearDateTime: '2027년 1월 7일 (목) 16:00',
    sameDay: '11월 4일 (수) 14:00~16:00',
    acrossNoon: '11월 28일 (토) 9:30~20:00',
    overnight: '11월 28일 (토) 22:00 ~ 11월 29일 (일) 2:00',
    untilMidnight: '11월 28일 (토) 18:00~24:00',
    acrossYears: '2026년 12월 31일 (목) 22:00 ~ 2027년 1월 1일 (금) 2:00',
    days: '12월 1일 (화) ~ 12월 31일 (목)',
    hours: '9:30~15:00',
    overnightHours: '17:00~다음 날 2:00',
    month: '2026년 10월',
  },
  'zh-hans': {
    date: '11月4日(周三)',
    otherYearDateTime: '2027年1月7日(周四) 16:00',
    sameDay: '11月4日(周三) 14:00–16:00',
    acrossNoon: '11月28日(周六) 09:30–20:00',
    overnight: '11月28日(周六) 22:00 – 11月29日(周日) 02:00',
    untilMidnight: '11月28日(周六) 18:00–24:00',
    acrossYears: '2026年12月31日(周四) 22:00 – 2027年1月1日(周五) 02:00',
    days: '12月1日(周二) – 12月31日(周四)',
    hours: '09:30–15:00',
    overnightHours: '17:00–次日02:00',
    month: '2026年10月',
  },
  'zh-hant': {
    date: '11月4日(週三)',
    otherYearDateTime: '2027年1月7日(週四) 16:00',
    sameDay: '11月4日(週三) 14:00–16:00',
    acrossNoon: '11月28日(週六) 09:30–20:00',
    overnight: '11月28日(週六) 22:00 – 11月29日(週日) 02:00',
    untilMidnight: '11月28日(週六) 18:00–24:00',
    acrossYears: '2026年12月31日(週四) 22:00 – 2027年1月1日(週五) 02:00',
    days: '12月1日(週二) – 12月31日(週四)',
    hours: '09:30–15:00',
    overnightHours: '17:00–隔日02:00',
    month: '2026年10月',
  },
}

const LANGS = Object.keys(RULES) as Lang[]

describe.each(LANGS)('dates and times on the %s site', (lang) => {
  const row = RULES[lang]
  const style = DATE_STYLES[lang]
  const span = (start: string, end: string) => formatDateTimeRange(start, end, style, NOW)

  it('leaves the year out of this year’s dates and writes it for another year’s', () => {
    expect(formatDate('2026-11-04T14:00:00+09:00', style, NOW)).toBe(row.date)
    expect(formatDate('2026-11-04', style, NOW)).toBe(row.date)
    expect(formatDateTime('2027-01-07T16:00:00+09:00', style, NOW)).toBe(row.otherYearDateTime)
    expect(formatDateTime('2027-01-07T07:00:00Z', style, NOW)).toBe(row.otherYearDateTime)
  })

  it('writes the day once for a span inside one day', () => {
    expect(span('2026-11-04T14:00:00+09:00', '2026-11-04T16:00:00+09:00')).toBe(row.sameDay)
    expect(span('2026-11-28T09:30:00+09:00', '2026-11-28T20:00:00+09:00')).toBe(row.acrossNoon)
  })

  it('writes both days when a span crosses midnight, and a span ending at midnight as that day’s end', () => {
    expect(span('2026-11-28T22:00:00+09:00', '2026-11-29T02:00:00+09:00')).toBe(row.overnight)
    expect(span('2026-11-28T18:00:00+09:00', '2026-11-29T00:00:00+09:00')).toBe(row.untilMidnight)
  })

  it('writes the year on both ends when either is outside this year', () => {
    expect(span('2026-12-31T22:00:00+09:00', '2027-01-01T02:00:00+09:00')).toBe(row.acrossYears)
  })

  it('writes whole days as a range of dates, and one day once', () => {
    expect(formatDateRange('2026-12-01', '2026-12-31', style, NOW)).toBe(row.days)
    expect(formatDateRange('2026-11-04', '2026-11-04', style, NOW)).toBe(row.date)
  })

  it('writes opening hours kept as data in the same clock, the next morning in words', () => {
    expect(formatClockRange('09:30', '15:00', style)).toBe(row.hours)
    expect(formatClockRange('17:00', '02:00', style)).toBe(row.overnightHours)
  })

  it('keeps the year of a month (a lasting fact)', () => {
    expect(formatMonth('2026-10-03T10:00:00+09:00', style)).toBe(row.month)
  })

  it('counts the year in Tokyo: at 00:30 on Jan 1 there (UTC still Dec 31) 2027 is this year', () => {
    expect(formatDate('2027-01-01T10:00:00+09:00', style, NEW_YEAR_IN_TOKYO)).not.toMatch(/2027/)
    expect(formatDate('2026-12-31T10:00:00+09:00', style, NEW_YEAR_IN_TOKYO)).toMatch(/2026/)
    expect(
      formatRelativeTime('2026-12-20T10:00:00+09:00', NEW_YEAR_IN_TOKYO, { lang, style }),
    ).toMatch(/2026/)
  })
})

describe('the formatter’s edges', () => {
  it('shows the start alone for a missing or earlier end, and nothing for no start', () => {
    expect(formatDateTimeRange('2026-11-28T11:30:00+09:00', '', DATE_STYLES.ja, NOW)).toBe(
      '11月28日(土) 11:30',
    )
    expect(
      formatDateTimeRange(
        '2026-11-28T11:30:00+09:00',
        '2026-11-28T10:00:00+09:00',
        DATE_STYLES.ja,
        NOW,
      ),
    ).toBe('11月28日(土) 11:30')
    expect(
      formatDateTimeRange('not a date', '2026-11-28T10:00:00+09:00', DATE_STYLES.ja, NOW),
    ).toBe('')
    expect(formatDate('not a date', DATE_STYLES.ja, NOW)).toBe('')
  })

  it('writes a timetable slot’s times under its day, the next morning in words', () => {
    expect(
      formatTimeRange('2026-11-29T13:30:00.000Z', '2026-11-29T15:30:00.000Z', DATE_STYLES.ja),
    ).toBe('22:30〜翌0:30')
    expect(
      formatTimeRange('2026-11-28T18:00:00+09:00', '2026-11-28T18:45:00+09:00', DATE_STYLES.en),
    ).toBe(`6:00–6:45${_}PM`)
  })

  it('ticks the staff screen’s clock to the second in the town’s time', () => {
    const at = Date.parse('2026-11-28T14:03:27+09:00')
    expect(formatTimeWithSeconds(at, DATE_STYLES.ja)).toBe('14:03:27')
    expect(formatTimeWithSeconds(at, DATE_STYLES.en)).toBe(`2:03:27${_}PM`)
  })

  it('reads the current year from the clock when no time is passed', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NEW_YEAR_IN_TOKYO)
    expect(formatDay('2027-01-01T10:00:00+09:00', DATE_STYLES.ja)).toBe('1月1日(金)')
    expect(formatDay('2026-12-31T10:00:00+09:00', DATE_STYLES.ja)).toBe('2026年12月31日(木)')
    expect(formatValidity(null, '2027-01-31', DATE_STYLES.ja)).toBe('1月31日(日)まで')
    expect(formatValidity('2026-12-01', '2027-01-31', DATE_STYLES.ja)).toBe(
      '2026年12月1日(火)〜2027年1月31日(日)',
    )
    vi.setSystemTime(NOW)
    expect(formatValidity('2026-12-01', '2026-12-31', DATE_STYLES.ja)).toBe(
      '12月1日(火)〜12月31日(木)',
    )
    expect(formatValidity('2026-12-01', '2026-12-31', DATE_STYLES.en)).toBe(
      `Tue, Dec${_}1 – Thu, Dec${_}31`,
    )
  })
})
