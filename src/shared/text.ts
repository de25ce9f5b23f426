// One-line excerpts of what people wrote: the Worker's first screen and share meta, and the SPA's
// cards, gallery tiles and share sheet cut text by these rules, so a card the edge drew is
// character for character the card the app draws when it takes over (a difference shows as a
// jump). Text becomes one clean line and is cut on a character boundary a person would recognize
// (a grapheme cluster: never inside a surrogate pair, an emoji sequence or before a dakuten), and
// an excerpt of `max` characters is at most `max` characters long, its ellipsis included.

// A high surrogate with its low one, or a surrogate on its own (written without a lookbehind,
// which older Safari cannot parse).
const SURROGATE_OR_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g
const SURROGATE = /[\uD800-\uDFFF]/
// C0/C1 controls and the Unicode line/paragraph separators: whitespace to a reader, trouble in
// an attribute value (a NUL is even a parse error).
const CONTROL_OR_SPACE = /[\s\p{Cc}\u2028\u2029]+/gu
// Looking at more than this many UTF-16 units of a body cannot change a ~140 character cut.
const MAX_SCAN = 4096

// Code points that can make one character out of several: combining and extending marks
// (dakuten, half-width ﾞﾟ, variation selectors, joiners), Hangul jamo, prepended signs and
// everything outside the BMP (emoji, flags, skin tones). Text without them is one character per
// UTF-16 unit, and most Japanese text is like that: it skips the (slower) segmenter.
const MAY_CLUSTER =
  /\u200D|[\p{Grapheme_Extend}\p{M}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u0E33\u0EB3\u{10000}-\u{10FFFF}]/u

let segmenter: Intl.Segmenter | null | undefined
/** The grapheme segmenter, made on first use; null where the browser has none (Firefox < 125). */
function graphemes(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null
  }
  return segmenter
}

/** Text as one line: whitespace runs collapsed, controls removed, broken surrogates replaced. */
export function toOneLine(text: string): string {
  const head = text.slice(0, MAX_SCAN)
  const wellFormed = SURROGATE.test(head)
    ? head.replace(SURROGATE_OR_PAIR, (unit) => (unit.length === 2 ? unit : '\uFFFD'))
    : head
  return wellFormed.replace(CONTROL_OR_SPACE, ' ').trim()
}

/** The first `count` characters (grapheme clusters) of `text`. */
export function firstCharacters(text: string, count: number): string {
  // The unit after the cut is checked too: a mark there would belong to the last character.
  if (!MAY_CLUSTER.test(text.slice(0, count + 1))) return text.slice(0, count)
  // Without a segmenter, code points: an emoji sequence may be cut, a surrogate pair never.
  const segments = graphemes()?.segment(text) ?? Array.from(text, (segment) => ({ segment }))
  let end = 0
  let seen = 0
  for (const { segment } of segments) {
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

/** How long a card's text-only heading and its text under a title may be (characters). */
export const CARD_HEADING_LENGTH = 140
export const CARD_TEXT_LENGTH = 120

/**
 * Characters of a post's text as one line that a list sends for its card (GET /api/posts): one
 * more than a card shows tells it that it cuts.
 */
export const CARD_BODY_CHARACTERS = CARD_HEADING_LENGTH + 1

/**
 * Code units that start a character of their own whatever comes before them, except after the
 * code points of notStartAfter: printable ASCII and its full-width forms, Japanese punctuation,
 * kana and the CJK unified ideographs (none is a mark, joiner, jamo or regional indicator).
 */
function startsCharacter(code: number): boolean {
  if (code >= 0xff01) return code <= 0xff5e
  if (code >= 0x4e00) return code <= 0x9fff
  if (code >= 0x3001) return code <= 0x3096 || (code >= 0x30a1 && code <= 0x30fe)
  return code >= 0x20 && code <= 0x7e
}

/**
 * Code points a following character may belong to: the zero-width joiner, regional indicators,
 * Hangul jamo and syllables, and (wider than needed, so new prepended signs stay covered) the
 * scripts with prepended signs: Arabic to Sinhala and the historic Brahmic block of plane 1.
 */
function notStartAfter(code: number): boolean {
  return (
    code === 0x200d ||
    (code >= 0x0600 && code <= 0x0dff) ||
    (code >= 0x1100 && code <= 0x11ff) ||
    (code >= 0xa960 && code <= 0xa97f) ||
    (code >= 0xac00 && code <= 0xd7ff) ||
    (code >= 0x11000 && code <= 0x11fff) ||
    (code >= 0x1f1e6 && code <= 0x1f1ff)
  )
}

/**
 * What a list sends of a post's body: the body, or the start of its one-line form when that
 * surely holds more than CARD_BODY_CHARACTERS - 1 characters, so cardText and every excerpt of
 * up to CARD_HEADING_LENGTH characters are the same of it as of the whole body in any browser.
 * It counts only character starts no grapheme rule can join to what is before them (no
 * segmenter: it costs tens of microseconds per card) and ends before one that does not follow a
 * space, so the start is its own one-line form.
 */
export function cardBodyStart(body: string): string {
  // A line is never longer than its text, and one of 141 units has no 141 starts after its first.
  if (body.length <= CARD_BODY_CHARACTERS) return body
  const line = toOneLine(body)
  let starts = 0
  let previous = line.codePointAt(0) ?? 0
  for (let at = 1; at < line.length; at++) {
    const code = line.charCodeAt(at)
    if (startsCharacter(code) && !notStartAfter(previous)) {
      starts += 1
      if (starts >= CARD_BODY_CHARACTERS && previous !== 0x20) return line.slice(0, at)
    }
    // The code point ending here (a low surrogate's pair was started one unit before).
    previous = code >= 0xdc00 && code <= 0xdfff ? (line.codePointAt(at - 1) ?? code) : code
  }
  return body
}

/**
 * What a post's card says: its title as its heading (`titled`), else the start of its text (empty
 * when it has neither: the caller names the author instead), and under a title the start of its
 * text ('' for none). The timeline's first screen (worker/pages/first-screen.ts) and PostCard
 * both use it.
 */
export function cardText(post: { title: string | null; body: string }): {
  heading: string
  text: string
  titled: boolean
} {
  const title = toOneLine(post.title ?? '')
  const body = toOneLine(post.body)
  if (!title) return { heading: excerpt(body, CARD_HEADING_LENGTH), text: '', titled: false }
  return { heading: title, text: excerpt(body, CARD_TEXT_LENGTH), titled: true }
}

/** A post without a title is titled with the first 30 characters of its text. */
const FALLBACK_TITLE_LENGTH = 30
/** Longer titles are cut: a share card shows two lines at most. */
const TITLE_LENGTH = 120

/**
 * A post's title where one line names it: share meta (og:title, JSON-LD) and the share sheet.
 * Empty when the post has neither title nor text.
 */
export function postTitle(post: { title: string | null; body: string }): string {
  return (
    excerpt(toOneLine(post.title ?? ''), TITLE_LENGTH) ||
    firstCharacters(toOneLine(post.body), FALLBACK_TITLE_LENGTH)
  )
}

/**
 * The `lang` of user text as shown: 'ja' for the Japanese original on an international site (so
 * the browser draws its Han characters with Japanese glyphs, not the site's Chinese or Korean
 * ones); undefined where it is in the page's language (a translation, or anything on the Japanese
 * site). The app's cards and the edge's first screen both mark text by this rule, so the
 * hand-over never changes fonts.
 */
export function shownTextLang(translation?: { translated: boolean } | null): 'ja' | undefined {
  return translation && !translation.translated ? 'ja' : undefined
}

/**
 * Who a post is by, as a reader sees it: an organization's event is the organization's (whichever
 * of its organizers wrote it), every other post its author's. The timeline's first screen and the
 * SPA's cards and post page name the same.
 */
export function shownAuthor(post: {
  author: { name: string }
  event?: { by_organizer?: { organizer: string } } | null
}): { name: string; organization: boolean } {
  const organization = post.event?.by_organizer?.organizer
  return organization
    ? { name: organization, organization: true }
    : { name: post.author.name, organization: false }
}
