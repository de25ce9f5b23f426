import type { Lang } from '../../src/shared/sites'

// The cards' own words, in each site's language, as the app names the same things (the search
// filters, the menu, the coupon's validity).

export type CardLabel = 'post' | 'event' | 'coupon' | 'rally' | 'venue' | 'restaurant' | 'artist'

interface CardCopy {
  kinds: Record<CardLabel, string>
  from: (date: string) => string
  until: (date: string) => string
  /** The image's alt text: what the card says, in one line. */
  alt: (kind: string, title: string) => string
}

export const CARD_COPY: Record<Lang, CardCopy> = {
  ja: {
    kinds: {
      post: '投稿',
      event: 'イベント',
      coupon: 'クーポン',
      rally: 'スタンプラリー',
      venue: '会場',
      restaurant: '飲食店',
      artist: 'アーティスト',
    },
    from: (date) => `${date}から`,
    until: (date) => `${date}まで`,
    alt: (kind, title) => `${kind}：${title}`,
  },
  en: {
    kinds: {
      post: 'Post',
      event: 'Event',
      coupon: 'Coupon',
      rally: 'Stamp rally',
      venue: 'Venue',
      restaurant: 'Restaurant',
      artist: 'Artist',
    },
    from: (date) => `From ${date}`,
    until: (date) => `Until ${date}`,
    alt: (kind, title) => `${kind}: ${title}`,
  },
  ko: {
    kinds: {
      post: '게시물',
      event: '이벤트',
      coupon: '쿠폰',
      rally: '스탬프 랠리',
      venue: '공연장',
      restaurant: '음식점',
      artist: '아티스트',
    },
    from: (date) => `${date}부터`,
    until: (date) => `${date}까지`,
    alt: (kind, title) => `${kind}: ${title}`,
  },
  'zh-hans': {
    kinds: {
      post: '帖子',
      event: '活动',
      coupon: '优惠券',
      rally: '集章活动',
      venue: '场馆',
      restaurant: '餐厅',
      artist: '艺人',
    },
    from: (date) => `${date}起`,
    until: (date) => `截至${date}`,
    alt: (kind, title) => `${kind}：${title}`,
  },
  'zh-hant': {
    kinds: {
      post: '貼文',
      event: '活動',
      coupon: '優惠券',
      rally: '集章活動',
      venue: '場館',
      restaurant: '餐廳',
      artist: '藝人',
    },
    from: (date) => `${date}起`,
    until: (date) => `至${date}止`,
    alt: (kind, title) => `${kind}：${title}`,
  },
}
