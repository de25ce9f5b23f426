import m from '../i18n/current'

/** A shop's price range as written (¥900〜¥1,300), with the wave dash this language uses. */
export const shownPriceRange = (text: string) => text.replace(/\s*[〜～]\s*/g, m.hours.priceDash)
