// Text normalization shared by the index and the queries. Both sides go through the
// same function, so a query matches exactly when its normalized form is a substring of the
// document's normalized form.
//
// NFKC folds width (ＡＢＣ → ABC, ｶﾀｶﾅ → カタカナ, ｶﾞ → ガ) and compatibility forms; lower-case
// folds case; katakana fold to hiragana (ラーメン → らーめん, small ャ → ゃ), because people write
// the same word in either script. Nothing else: no kana/kanji folding and no dakuten stripping, so
// パリ and バリ stay different words.

/** Lone surrogates (invalid UTF-16) are dropped: they can never match and break NFKC/encoders. */
function dropLoneSurrogates(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
}

/**
 * Katakana → hiragana, one code unit for one, so offsets keep their meaning: ァ–ヶ (small kana,
 * voiced kana and ヴヵヶ included) and the iteration marks ヽヾ. The long-vowel mark ー is shared by
 * both scripts and stays; ヷヸヹヺ have no hiragana form and stay too.
 */
export function foldKana(text: string): string {
  return text.replace(/[\u30a1-\u30f6\u30fd\u30fe]/g, (kana) =>
    String.fromCharCode(kana.charCodeAt(0) - 0x60),
  )
}

export function normalizeText(text: string): string {
  return foldKana(dropLoneSurrogates(text).normalize('NFKC').toLowerCase())
}

/** Longest query we look at (code points, after normalization). */
export const MAX_QUERY_LENGTH = 100
/** At most this many space-separated terms; every one must match. */
export const MAX_TERMS = 5

/**
 * A raw query as typed → its distinct normalized terms (split on any white space, full-width
 * included). Over-long input is cut, never refused: a pasted paragraph still searches.
 */
export function queryTerms(raw: string): string[] {
  // U+FFFD is what a lone surrogate becomes on its way through a URL: encoding damage, not text.
  const normalized = [...normalizeText(raw.replaceAll('\uFFFD', ''))]
    .slice(0, MAX_QUERY_LENGTH * 4)
    .join('')
  const terms: string[] = []
  for (const term of normalized.split(/\s+/u)) {
    const cut = [...term].slice(0, MAX_QUERY_LENGTH).join('')
    if (cut && !terms.includes(cut)) terms.push(cut)
    if (terms.length === MAX_TERMS) break
  }
  return terms
}

/** Code points, not UTF-16 units: 𠮷 is one character. */
export function charCount(text: string): number {
  return [...text].length
}

/** Half-width voiced marks and combining marks belong to the character before them. */
const ATTACHES_TO_PREVIOUS = /^[\p{M}\uFF9E\uFF9F]$/u

/**
 * Any code point but those normalizeText maps one for one, on their own and in any text, and that
 * never attach to the character before them: printable ASCII but A–Z, Japanese punctuation and
 * brackets, hiragana, katakana (folded by foldKana, unit for unit) and the CJK unified
 * ideographs, i.e. most of a Japanese post. findMatches folds runs of those with foldKana alone,
 * and normalizes only what this finds.
 */
const UNSTABLE =
  /[^\x20-\x40\x5b-\x7e\u3001-\u3003\u3005-\u3011\u3041-\u3096\u309d\u309e\u30a1-\u30fe\u4e00-\u9fff]/gu

/**
 * A piece of the original text and where its normalized form starts. A run of stable characters
 * (`linear`) maps offset for offset; any other piece is one cluster and maps as a whole.
 */
interface Segment {
  start: number
  end: number
  norm: number
  linear: boolean
}

/** The end of the cluster starting at `start`: the character plus the marks after it. */
function clusterEnd(text: string, start: number): number {
  let end = start + ((text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1)
  while (end < text.length) {
    const size = (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1
    if (!ATTACHES_TO_PREVIOUS.test(text.slice(end, end + size))) break
    end += size
  }
  return end
}

/**
 * Where the terms occur in `original`, as [start, end) UTF-16 offsets into `original` itself
 * (not into its normalized form), merged and sorted. The text is split into clusters (a character
 * plus the marks attached to it) that normalize independently, so every match maps back to whole
 * clusters of the original.
 */
export function findMatches(original: string, terms: string[]): [number, number][] {
  const segments: Segment[] = []
  const pieces: string[] = []
  let normLength = 0
  const add = (start: number, end: number, linear: boolean) => {
    if (start === end) return
    const piece = original.slice(start, end)
    const normalized = linear ? foldKana(piece) : normalizeText(piece)
    segments.push({ start, end, norm: normLength, linear })
    pieces.push(normalized)
    normLength += normalized.length
  }
  let offset = 0
  for (const found of original.matchAll(UNSTABLE)) {
    if (found.index < offset) continue // a mark already taken into the cluster before it
    // A mark after a stable character belongs to it: that character starts the cluster.
    const start =
      found.index > offset && ATTACHES_TO_PREVIOUS.test(found[0]) ? found.index - 1 : found.index
    const end = clusterEnd(original, start)
    add(offset, start, true)
    add(start, end, false)
    offset = end
  }
  add(offset, original.length, true)
  const normalized = pieces.join('')
  /** The segment holding normalized offset `at`. */
  const segmentAt = (at: number) => {
    let low = 0
    let high = segments.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if ((segments[mid]?.norm ?? 0) <= at) low = mid
      else high = mid - 1
    }
    return segments[low]
  }
  const ranges: [number, number][] = []
  for (const term of terms) {
    if (!term) continue
    let from = normalized.indexOf(term)
    while (from >= 0) {
      const first = segmentAt(from)
      const lastAt = from + term.length - 1
      const last = segmentAt(lastAt)
      if (first && last) {
        ranges.push([
          first.linear ? first.start + from - first.norm : first.start,
          last.linear ? last.start + lastAt - last.norm + 1 : last.end,
        ])
      }
      from = normalized.indexOf(term, from + term.length)
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([range[0], range[1]])
  }
  return merged
}

/** Length of a snippet (code units, before the ellipses). */
const SNIPPET_LENGTH = 100
const SNIPPET_LEAD = 30

/**
 * A short excerpt of `original` around its first match, with the matches inside it. Whitespace
 * runs collapse to one space so a snippet reads as one line.
 */
export function snippetOf(
  original: string,
  terms: string[],
): { text: string; matches: [number, number][] } {
  const text = original.replace(/\s+/gu, ' ').trim()
  const first = findMatches(text, terms)[0]
  let start = first ? Math.max(0, first[0] - SNIPPET_LEAD) : 0
  // Never cut a surrogate pair in half.
  if (/[\uDC00-\uDFFF]/.test(text[start] ?? '')) start -= 1
  let end = Math.min(text.length, start + SNIPPET_LENGTH)
  if (/[\uDC00-\uDFFF]/.test(text[end] ?? '')) end += 1
  const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
  return { text: excerpt, matches: findMatches(excerpt, terms) }
}
