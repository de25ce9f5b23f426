// User-written text as one clean line, cut on a character boundary a person would recognize (never
// inside a surrogate pair or an emoji). Share previews, the Worker's first screen and the app's
// post cards all cut text here, so a card reads the same before and after the app takes over.

const SURROGATE = /[\uD800-\uDFFF]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
// C0/C1 controls and the Unicode line/paragraph separators: whitespace to a reader, trouble in
// an attribute value (a NUL is even a parse error).
const CONTROL_OR_SPACE = /[\s\p{Cc}\u2028\u2029]+/gu
// Looking at more than this many UTF-16 units of a body cannot change a ~120 character cut.
const MAX_SCAN = 4096

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
// Code points that can make one character out of several: combining and extending marks
// (dakuten, half-width ﾞﾟ, variation selectors, joiners), Hangul jamo, prepended signs and
// everything outside the BMP (emoji, flags, skin tones). Text without them is one character per
// UTF-16 unit, and most Japanese text is like that: it skips the (slower) segmenter.
const MAY_CLUSTER =
  /\u200D|[\p{Grapheme_Extend}\p{M}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u0E33\u0EB3\u{10000}-\u{10FFFF}]/u

/** Text as one line: whitespace runs collapsed, controls removed, broken surrogates replaced. */
export function toOneLine(text: string): string {
  const head = text.slice(0, MAX_SCAN)
  const wellFormed = SURROGATE.test(head) ? head.replace(LONE_SURROGATE, '\uFFFD') : head
  return wellFormed.replace(CONTROL_OR_SPACE, ' ').trim()
}

/** The first `count` characters (grapheme clusters) of `text`. */
export function firstCharacters(text: string, count: number): string {
  // The unit after the cut is checked too: a mark there would belong to the last character.
  if (!MAY_CLUSTER.test(text.slice(0, count + 1))) return text.slice(0, count)
  let end = 0
  let seen = 0
  for (const { segment } of graphemes.segment(text)) {
    if (seen === count) break
    end += segment.length
    seen++
  }
  return text.slice(0, end)
}

/** `text` cut to at most `max` characters, ending in an ellipsis when something was cut. */
export function excerpt(text: string, max: number): string {
  // Never more characters than UTF-16 units: short text needs no cut at all.
  if (text.length <= max) return text
  const head = firstCharacters(text, max)
  if (head.length === text.length) return text
  return `${firstCharacters(head, max - 1).trimEnd()}…`
}

/** How much of a post a card shows: its title, or the body's start when it has none. */
export const CARD_HEADING_LENGTH = 140
/** The body's start under a card's title. */
export const CARD_TEXT_LENGTH = 120

/**
 * A post card's heading (empty when the post has neither title nor body), its text line, and
 * whether the heading is a real title (else it is the start of the body).
 */
export function cardTexts(post: { title: string | null; body: string }): {
  heading: string
  text: string
  titled: boolean
} {
  const title = toOneLine(post.title ?? '')
  const body = toOneLine(post.body)
  if (!title) return { heading: excerpt(body, CARD_HEADING_LENGTH), text: '', titled: false }
  return { heading: title, text: excerpt(body, CARD_TEXT_LENGTH), titled: true }
}
