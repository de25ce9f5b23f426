import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  formatDateTime,
  formatDay,
  formatEventRange,
  formatRelativeTime,
  formatValidity,
} from '../../src/components/post/time'

// Dates as each site writes them: this year's (in Tokyo) without the year, other years' with it,
// and event spans by Intl.DateTimeFormat#formatRange. A fixed clock throughout.

const NOW = Date.parse('2026-11-23T12:00:00+09:00')
/** 2027-01-01 00:30 in Tokyo while UTC is still 2026-12-31. */
const NEW_YEAR_IN_TOKYO = Date.parse('2026-12-31T15:30:00Z')

/** ICU puts narrow and thin no-break spaces in English and Chinese times; compare them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u2009\u202f]/gu, ' ')

afterEach(() => {
  vi.useRealTimers()
})

type Lang = 'ja' | 'en' | 'ko' | 'zh-Hans' | 'zh-Hant'

const thisYear: Record<Lang, { dateTime: string; day: string; relative: string }> = {
  ja: { dateTime: '11月23日(月) 16:00', day: '11月23日(月)', relative: '11月3日' },
  en: { dateTime: 'Mon, November 23 at 4:00 PM', day: 'Mon, November 23', relative: 'November 3' },
  ko: { dateTime: '11월 23일 (월) 오후 4:00', day: '11월 23일 (월)', relative: '11월 3일' },
  'zh-Hans': { dateTime: '11月23日周一 16:00', day: '11月23日周一', relative: '11月3日' },
  'zh-Hant': { dateTime: '11月23日週一 下午4:00', day: '11月23日週一', relative: '11月3日' },
}

const otherYear: Record<Lang, { dateTime: string; relative: string }> = {
  ja: { dateTime: '2027年1月7日(木) 16:00', relative: '2025年12月31日' },
  en: { dateTime: 'Thu, January 7, 2027 at 4:00 PM', relative: 'December 31, 2025' },
  ko: { dateTime: '2027년 1월 7일 목 오후 4:00', relative: '2025년 12월 31일' },
  'zh-Hans': { dateTime: '2027年1月7日周四 16:00', relative: '2025年12月31日' },
  'zh-Hant': { dateTime: '2027年1月7日週四 下午4:00', relative: '2025年12月31日' },
}

const ranges: Record<Lang, { sameDay: string; overnight: string; acrossYears: string }> = {
  ja: {
    sameDay: '11/28(土) 11時30分～20時00分',
    overnight: '11/28(土) 22:00～11/29(日) 2:00',
    acrossYears: '2026/12/31(木) 22:00～2027/1/1(金) 2:00',
  },
  en: {
    sameDay: 'Sat, November 28, 11:30 AM – 8:00 PM',
    overnight: 'Sat, November 28 at 10:00 PM – Sun, November 29 at 2:00 AM',
    acrossYears: 'Thu, December 31, 2026 at 10:00 PM – Fri, January 1, 2027 at 2:00 AM',
  },
  ko: {
    sameDay: '11월 28일 (토) 오전 11:30 ~ 오후 8:00',
    overnight: '11월 28일 (토) 오후 10:00 ~ 11월 29일 (일) 오전 2:00',
    acrossYears: '2026년 12월 31일 목 오후 10:00 ~ 2027년 1월 1일 금 오전 2:00',
  },
  'zh-Hans': {
    sameDay: '11/28周六 11:30–20:00',
    overnight: '11/28周六 22:00 – 11/29周日 02:00',
    acrossYears: '2026/12/31周四 22:00 – 2027/1/1周五 02:00',
  },
  'zh-Hant': {
    sameDay: '11/28（週六） 上午11:30至晚上8:00',
    overnight: '11/28（週六） 下午10:00 – 11/29（週日） 上午2:00',
    acrossYears: '2026/12/31（週四） 下午10:00 – 2027/1/1（週五） 上午2:00',
  },
}

const LANGS = Object.keys(thisYear) as Lang[]

describe.each(LANGS)('dates on the %s site', (locale) => {
  it('leaves the year out of this year’s dates', () => {
    expect(formatDateTime('2026-11-23T16:00:00+09:00', locale, NOW)).toBe(thisYear[locale].dateTime)
    expect(formatDay('2026-11-23T16:00:00+09:00', locale, NOW)).toBe(thisYear[locale].day)
    expect(formatRelativeTime('2026-11-03T09:00:00+09:00', NOW, { locale })).toBe(
      thisYear[locale].relative,
    )
  })

  it('writes the year of another year’s dates, past or future', () => {
    expect(spaced(formatDateTime('2027-01-07T16:00:00+09:00', locale, NOW))).toBe(
      otherYear[locale].dateTime,
    )
    expect(formatRelativeTime('2025-12-31T09:00:00+09:00', NOW, { locale })).toBe(
      otherYear[locale].relative,
    )
  })

  it('writes event spans with formatRange: one day once, the year when an end is not this year’s', () => {
    const { sameDay, overnight, acrossYears } = ranges[locale]
    const range = (start: string, end: string) => spaced(formatEventRange(start, end, locale, NOW))
    expect(range('2026-11-28T11:30:00+09:00', '2026-11-28T20:00:00+09:00')).toBe(sameDay)
    expect(range('2026-11-28T22:00:00+09:00', '2026-11-29T02:00:00+09:00')).toBe(overnight)
    expect(range('2026-12-31T22:00:00+09:00', '2027-01-01T02:00:00+09:00')).toBe(acrossYears)
  })

  it('counts the year in Tokyo: at 00:30 on Jan 1 there (UTC still Dec 31) 2027 is this year', () => {
    const newYearsDay = formatDay('2027-01-01T10:00:00+09:00', locale, NEW_YEAR_IN_TOKYO)
    const newYearsEve = formatDay('2026-12-31T10:00:00+09:00', locale, NEW_YEAR_IN_TOKYO)
    expect(newYearsDay).not.toMatch(/2027/)
    expect(newYearsDay).toMatch(/1/)
    expect(newYearsEve).toMatch(/2026/)
    expect(formatRelativeTime('2026-12-20T10:00:00+09:00', NEW_YEAR_IN_TOKYO, { locale })).toMatch(
      /2026/,
    )
  })
})

describe('the app’s own clock', () => {
  it('reads the current year from the clock when no time is passed', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NEW_YEAR_IN_TOKYO)
    expect(formatDay('2027-01-01T10:00:00+09:00', 'ja')).toBe('1月1日(金)')
    expect(formatDay('2026-12-31T10:00:00+09:00', 'ja')).toBe('2026年12月31日(木)')
    expect(formatValidity(null, '2027-01-31', 'ja')).toBe('1月31日(日)まで')
    expect(formatValidity('2026-12-01', '2027-01-31', 'ja')).toBe(
      '2026年12月1日(火)〜2027年1月31日(日)',
    )
    vi.setSystemTime(NOW)
    expect(formatValidity('2026-12-01', '2026-12-31', 'ja')).toBe('12月1日(火)〜12月31日(木)')
  })
})
