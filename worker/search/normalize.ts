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
  // A loop over code units, not a replace() with a callback per kana: a search folds the whole
  // text of every post it answers (findMatches), a few thousand characters per request.
  let first = 0
  while (first < text.length && !isFoldedKana(text.charCodeAt(first))) first += 1
  if (first === text.length) return text
  const pieces: string[] = [text.slice(0, first)]
  for (let start = first; start < text.length; start += FOLD_CHUNK) {
    const end = Math.min(text.length, start + FOLD_CHUNK)
    const units = new Array<number>(end - start)
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i)
      units[i - start] = isFoldedKana(code) ? code - 0x60 : code
    }
    pieces.push(String.fromCharCode(...units))
  }
  return pieces.join('')
}

/** Code units per String.fromCharCode call (far below the engines' argument limits). */
const FOLD_CHUNK = 4096

const isFoldedKana = (code: number) =>
  (code >= 0x30a1 && code <= 0x30f6) || code === 0x30fd || code === 0x30fe

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
 * The code units normalizeText maps one for one, on their own and in any text, and that never
 * attach to the character before them: printable ASCII but A–Z, Japanese punctuation and
 * brackets, hiragana, katakana (folded by foldKana, unit for unit) and the CJK unified
 * ideographs, i.e. most of a Japanese post. findMatches folds runs of those with foldKana alone,
 * and normalizes only the other code points (each with the marks after it). A test of ranges
 * rather than a Unicode regular expression: the scan runs over every found post's whole text.
 */
function isStable(code: number): boolean {
  if (code >= 0x4e00) return code <= 0x9fff
  if (code >= 0x3001) {
    return (
      code <= 0x3003 ||
      (code >= 0x3005 && code <= 0x3011) ||
      (code >= 0x3041 && code <= 0x3096) ||
      code === 0x309d ||
      code === 0x309e ||
      (code >= 0x30a1 && code <= 0x30fe)
    )
  }
  return (code >= 0x20 && code <= 0x40) || (code >= 0x5b && code <= 0x7e)
}

/** Code units of the code point at `at`: 2 for a surrogate pair, else 1 (a lone surrogate too). */
function unitsAt(text: string, at: number): number {
  return (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1
}

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
  let end = start + unitsAt(text, start)
  while (end < text.length) {
    const size = unitsAt(text, end)
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
  // Folded once, unit for unit: a stable run's normalized form is its slice of this.
  const folded = foldKana(original)
  const add = (start: number, end: number, linear: boolean) => {
    if (start === end) return
    const normalized = linear ? folded.slice(start, end) : normalizeText(original.slice(start, end))
    segments.push({ start, end, norm: normLength, linear })
    pieces.push(normalized)
    normLength += normalized.length
  }
  let offset = 0
  let at = 0
  while (at < original.length) {
    if (isStable(original.charCodeAt(at))) {
      at += 1
      continue
    }
    // A mark after a stable character belongs to it: that character starts the cluster.
    const unstable = original.slice(at, at + unitsAt(original, at))
    const start = at > offset && ATTACHES_TO_PREVIOUS.test(unstable) ? at - 1 : at
    const end = clusterEnd(original, start)
    add(offset, start, true)
    add(start, end, false)
    offset = end
    at = end
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
