import { describe, expect, it, vi } from 'vitest'
import en from '../../src/components/i18n/en'
import ja from '../../src/components/i18n/ja'
import ko from '../../src/components/i18n/ko'
import zhHans from '../../src/components/i18n/zh-hans'
import zhHant from '../../src/components/i18n/zh-hant'
import mapEn from '../../src/features/map/i18n/en'
import postsEn from '../../src/features/posts/i18n/en'
import postsJa from '../../src/features/posts/i18n/ja'
import { type PluralCategories, plural } from '../../src/shared/plural'

// Counted text in every site's language, through Intl.PluralRules: English says "1 like" and
// "2 likes"; Japanese, Korean and Chinese have one form for every count.

describe('the plural forms each catalogue must give', () => {
  const table: { [L in keyof PluralCategories]: PluralCategories[L][] } = {
    ja: ['other'],
    en: ['one', 'other'],
    ko: ['other'],
    'zh-Hans': ['other'],
    'zh-Hant': ['other'],
  }
  it.each(Object.entries(table))(
    '%s uses exactly the forms Intl.PluralRules knows',
    (locale, forms) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      expect([...categories].sort()).toEqual([...forms].sort())
    },
  )
})

describe('English', () => {
  it('says one like and two likes, one post and two posts', () => {
    expect(en.card.likes(0)).toBe('0 likes')
    expect(en.card.likes(1)).toBe('1 like')
    expect(en.card.likes(2)).toBe('2 likes')
    expect(en.card.likes(1234)).toBe('1,234 likes')
    expect(en.card.favorites(1)).toBe('1 favorite')
    expect(en.card.favorites(3)).toBe('3 favorites')
    expect(en.card.photoCount(1)).toBe('1 photo')
    expect(en.card.photoCount(4)).toBe('4 photos')
    expect(en.list.loaded(1)).toBe('Showing 1 post')
    expect(en.list.loaded(20)).toBe('Showing 20 posts')
    expect(en.map.cluster(1)).toBe('1 place (zoom in to see it)')
    expect(en.map.cluster(12)).toBe('12 places (zoom in to see them)')
  })

  it('counts map items and coupon uses the same way', () => {
    expect(mapEn.map.listTitle(1)).toBe("In this area (1 item, nearest to the map's centre first)")
    expect(mapEn.map.listTitle(2)).toBe("In this area (2 items, nearest to the map's centre first)")
    expect(postsEn.gallery.photoCount(1)).toBe('1 photo')
    expect(postsEn.detail.coupon.perUser(1)).toBe('Once per person')
    expect(postsEn.detail.coupon.perUser(3)).toBe('Up to 3 times per person')
    expect(postsEn.detail.coupon.total(1)).toBe('Limited to 1 use')
    expect(postsEn.detail.coupon.total(1000)).toBe('Limited to 1,000 uses')
  })
})

describe.each([
  ['Japanese', ja, ['いいね 1件', 'いいね 2件', 'いいね 1,234件', '1件の投稿を表示しています']],
  ['Korean', ko, ['좋아요 1개', '좋아요 2개', '좋아요 1,234개', '게시물 1개를 표시하고 있어요']],
  ['Simplified Chinese', zhHans, ['1个赞', '2个赞', '1,234个赞', '已显示1条动态']],
  ['Traditional Chinese', zhHant, ['1個讚', '2個讚', '1,234個讚', '已顯示1則貼文']],
] as const)('%s', (_name, messages, [one, two, many, loaded]) => {
  it('has one form for every count, with the count written its way', () => {
    expect(messages.card.likes(1)).toBe(one)
    expect(messages.card.likes(2)).toBe(two)
    expect(messages.card.likes(1234)).toBe(many)
    expect(messages.list.loaded(1)).toBe(loaded)
  })
})

it('writes Japanese coupon limits with one form', () => {
  expect(postsJa.detail.coupon.perUser(1)).toBe('お一人様1回まで')
  expect(postsJa.detail.coupon.total(1000)).toBe('先着1,000枚')
})

describe('whole counts, written without ICU', () => {
  const locales = ['ja', 'en', 'ko', 'zh-Hans', 'zh-Hant'] as const
  const counts = [
    ...Array.from({ length: 2101 }, (_, i) => i),
    -1,
    -2,
    -1234,
    9999,
    10_000,
    123_456,
    1_234_567,
    Number.MAX_SAFE_INTEGER,
  ]

  it.each(locales)(
    '%s: the same form and digits as Intl.PluralRules and NumberFormat',
    (locale) => {
      const rules = new Intl.PluralRules(locale)
      const numbers = new Intl.NumberFormat(locale)
      const say = plural(locale, {
        one: (n: string) => `one ${n}`,
        other: (n: string) => `other ${n}`,
      })
      for (const count of counts)
        expect(say(count)).toBe(`${rules.select(count)} ${numbers.format(count)}`)
    },
  )

  it('builds no Intl object for a whole count (a page would load ICU while it starts)', () => {
    const pluralRules = vi.spyOn(Intl, 'PluralRules')
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    try {
      const likes = plural('en', { one: (n) => `${n} like`, other: (n) => `${n} likes` })
      expect(likes(1)).toBe('1 like')
      expect(likes(1234)).toBe('1,234 likes')
      expect(pluralRules).not.toHaveBeenCalled()
      expect(numberFormat).not.toHaveBeenCalled()
      // A fraction still asks ICU.
      expect(likes(1.5)).toBe('1.5 likes')
    } finally {
      pluralRules.mockRestore()
      numberFormat.mockRestore()
    }
  })
})
