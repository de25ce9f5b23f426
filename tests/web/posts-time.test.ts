import { describe, expect, it } from 'vitest'
import en from '../../src/components/i18n/en'
import ja from '../../src/components/i18n/ja'
import ko from '../../src/components/i18n/ko'
import zhHans from '../../src/components/i18n/zh-hans'
import zhHant from '../../src/components/i18n/zh-hant'
import {
  couponState,
  formatCount,
  formatEventRange,
  formatRelativeTime,
  formatValidity,
} from '../../src/components/post/time'
import { DATE_STYLES } from '../../src/shared/date-format/all'
import { SITE_LANGUAGES } from '../../src/shared/sites'

// "3分前"-style times in the site's language, and the town's (Tokyo) time for dates.

const NOW = Date.parse('2026-11-21T12:00:00+09:00')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const MIN = 60_000
const HOUR = 60 * MIN

describe('relative times', () => {
  it.each([
    [ago(20_000), 'たった今'],
    [ago(3 * MIN), '3分前'],
    [ago(59 * MIN), '59分前'],
    [ago(2 * HOUR), '2時間前'],
    [ago(23 * HOUR), '23時間前'],
    // Yesterday in Tokyo, more than a day ago.
    [new Date('2026-11-20T09:00:00+09:00').toISOString(), '昨日'],
    [new Date('2026-11-19T09:00:00+09:00').toISOString(), '一昨日'],
    [new Date('2026-11-17T09:00:00+09:00').toISOString(), '4日前'],
    [new Date('2026-11-03T09:00:00+09:00').toISOString(), '11月3日(火)'],
    [new Date('2025-12-31T09:00:00+09:00').toISOString(), '2025年12月31日(水)'],
  ])('%s → %s', (value, expected) => {
    expect(formatRelativeTime(value, NOW)).toBe(expected)
  })

  it('reads a time a little in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(new Date(NOW + 30_000).toISOString(), NOW)).toBe('たった今')
  })

  it('speaks the site’s language', () => {
    const en = { lang: 'en' as const, justNow: 'just now' }
    expect(formatRelativeTime(ago(3 * MIN), NOW, en)).toBe('3 minutes ago')
    expect(formatRelativeTime(ago(25 * HOUR), NOW, en)).toBe('yesterday')
    expect(formatRelativeTime(ago(2 * HOUR), NOW, { lang: 'ko' })).toBe('2시간 전')
    expect(formatRelativeTime(ago(3 * MIN), NOW, { lang: 'zh-hans' })).toBe('3分钟前')
    expect(formatRelativeTime(ago(3 * MIN), NOW, { lang: 'zh-hant' })).toBe('3分鐘前')
  })

  it('gives nothing for a value that is not a time', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('')
  })
})

describe('event and coupon dates (Asia/Tokyo)', () => {
  it('writes one day once, and both days when an event spans two', () => {
    expect(
      formatEventRange(
        '2026-11-28T11:30:00+09:00',
        '2026-11-28T20:00:00+09:00',
        DATE_STYLES.ja,
        NOW,
      ),
    ).toBe('11月28日(土) 11:30〜20:00')
    expect(
      formatEventRange(
        '2026-12-31T22:00:00+09:00',
        '2027-01-01T02:00:00+09:00',
        DATE_STYLES.ja,
        NOW,
      ),
    ).toBe('2026年12月31日(木) 22:00〜2027年1月1日(金) 2:00')
    // A missing or earlier end: the start alone.
    expect(formatEventRange('2026-11-28T11:30:00+09:00', '', DATE_STYLES.ja, NOW)).toBe(
      '11月28日(土) 11:30',
    )
    expect(
      formatEventRange(
        '2026-11-28T11:30:00+09:00',
        '2026-11-28T10:00:00+09:00',
        DATE_STYLES.ja,
        NOW,
      ),
    ).toBe('11月28日(土) 11:30')
  })

  it('shows coupon days as days, whether written as a date or as the day’s last second', () => {
    expect(
      formatValidity('2026-11-03T15:00:00.000Z', '2026-12-31T14:59:59.000Z', DATE_STYLES.ja, NOW),
    ).toBe('11月4日(水)〜12月31日(木)')
    expect(formatValidity(null, '2026-12-20', DATE_STYLES.ja, NOW)).toBe('12月20日(日)まで')
    expect(formatValidity('2026-12-01T10:00:00+09:00', null, DATE_STYLES.ja, NOW)).toBe(
      '12月1日(火) 10:00から',
    )
    expect(formatValidity(null, '2027-01-10', DATE_STYLES.ja, NOW)).toBe('2027年1月10日(日)まで')
    expect(formatValidity(null, null, DATE_STYLES.ja, NOW)).toBe('')
  })

  it('knows when a coupon has expired or has not started', () => {
    expect(couponState(null, '2026-11-21', NOW)).toBe('valid')
    expect(couponState(null, '2026-11-20', NOW)).toBe('expired')
    expect(couponState('2026-11-22', null, NOW)).toBe('notYet')
  })

  it('keeps a coupon valid to the last millisecond of its last Tokyo day, as the API reads it', () => {
    // 2026-11-20 ends at 2026-11-20T23:59:59.999+09:00, i.e. 14:59:59.999 UTC.
    const lastMs = Date.parse('2026-11-20T14:59:59.999Z')
    expect(couponState(null, '2026-11-20', lastMs)).toBe('valid')
    expect(couponState(null, '2026-11-20', lastMs + 1)).toBe('expired')
    expect(couponState('2026-11-21', null, lastMs)).toBe('notYet')
    expect(couponState('2026-11-21', null, lastMs + 1)).toBe('valid')
  })
})

// Each site writes its own "3分前" and "1,234" without Intl (src/components/post/time.ts), so the
// first card of a page does not wait for ICU to load a locale: the words must be ICU's own.
describe("the site language's relative times and counts match ICU's", () => {
  const catalogues = { ja, en, ko, 'zh-hans': zhHans, 'zh-hant': zhHant } as const
  const ranges = { minute: 59, hour: 23, day: 6 } as const
  it.each(Object.entries(catalogues))('%s', (lang, catalogue) => {
    const locale = SITE_LANGUAGES[lang as keyof typeof catalogues].htmlLang
    const icu = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    for (const [unit, last] of Object.entries(ranges) as [keyof typeof ranges, number][]) {
      for (let n = 1; n <= last; n++) {
        let expected = icu.format(-n, unit)
        // Japanese and Chinese set the number against its unit (formatRelativeTime's rule).
        if (/^(ja|zh)/.test(lang)) expected = expected.replace(/(\d)\s+(?=\S)/g, '$1')
        expect(catalogue.time.ago[unit](n)).toBe(expected)
      }
    }
    const numbers = new Intl.NumberFormat(locale)
    for (const count of [0, 7, 999, 1000, 12_345, 1_234_567, -4321])
      expect(formatCount(count, lang as keyof typeof catalogues)).toBe(numbers.format(count))
  })
})
