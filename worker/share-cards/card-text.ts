import type { Lang } from '../../src/shared/sites'

// A card's size and text, apart from its drawing (design.ts, render.ts): pages name a card's
// version and size from these, and must not load the line breaker, satori or resvg to do so.

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/** What a card shows, already in the site's language (the hash of this names its version). */
export interface CardText {
  /** イベント, Coupon, 스탬프 랠리… */
  kind: string
  /** The date, time or validity as the app writes it; '' for none. */
  when: string
  title: string
  /** The language the title is written in: the site's, or 'ja' for an untranslated original. */
  titleLang: Lang
  /** The author, organizer or shop; '' for none. */
  byline: string
  bylineLang: Lang
  town: string
}
