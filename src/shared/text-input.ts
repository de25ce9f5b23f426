// What text people may send, checked the same way by the Worker (every JSON and multipart input)
// and by the SPA's forms before sending. docs/product.md lists the rules and the messages.
//
// - Every text field: no broken Unicode (a lone surrogate, U+FFFD — what a decoder leaves of
//   bytes that were not UTF-8 — or the noncharacters U+FFFE/U+FFFF) and no control characters
//   (C0, DEL, C1) other than tab and line breaks.
// - Names and titles (what identifies a person, a post or a place in a list) also refuse the
//   characters that change how text is displayed: bidi controls (embeddings, overrides, isolates,
//   marks), with which one name can display as another, and invisible characters (zero-width
//   space, word joiner, BOM, invisible operators, Hangul fillers) that make two names look alike
//   or a name look empty. The zero-width joiner and non-joiner are kept where they join two
//   visible characters: emoji sequences (👨‍👩‍👧, 🏳️‍🌈) and Indic or Persian words need them.
// - Numbers, email addresses, phone numbers and codes typed on a Japanese keyboard are often
//   full-width (５, ３５．６, ｈａｎａ＠…): `halfWidth` (NFKC) turns them into what they mean.

export type TextProblem = 'invalid' | 'control' | 'bidi' | 'invisible'

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only a lone surrogate.
const BROKEN = /[\p{Cs}\uFFFD\uFFFE\uFFFF]/u
// \p{Cc} is C0, DEL and C1; tab and line breaks are the controls that text may hold.
const CONTROL = /(?![\t\n\r])\p{Cc}/u
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/
const INVISIBLE = /[\u00AD\u115F\u1160\u180E\u200B\u2060-\u2064\u3164\uFEFF\uFFA0]/
// A joiner not between two visible characters: at an end, or next to another format character.
const JOINER = /\u200C|\u200D/
const STRAY_JOINER =
  /^(?:\u200C|\u200D)|(?:\u200C|\u200D)$|(?:\u200C|\u200D|\s)(?:\u200C|\u200D)|(?:\u200C|\u200D)\s/

/** What is wrong with any text field's value, or null. */
export function textProblem(value: string): TextProblem | null {
  if (BROKEN.test(value)) return 'invalid'
  if (CONTROL.test(value)) return 'control'
  return null
}

/** What is wrong with a name or a title, or null. */
export function displayTextProblem(value: string): TextProblem | null {
  const problem = textProblem(value)
  if (problem) return problem
  if (BIDI.test(value)) return 'bidi'
  if (INVISIBLE.test(value)) return 'invisible'
  if (JOINER.test(value) && STRAY_JOINER.test(value)) return 'invisible'
  return null
}

/** The Japanese message for a problem of the field called `label` (the API's and the form's). */
export function textProblemMessage(problem: TextProblem, label = '入力内容'): string {
  switch (problem) {
    case 'invalid':
      return `${label}に壊れた文字（不正なUnicode）が含まれています。入力し直してください。`
    case 'control':
      return `${label}に制御文字は使えません。`
    case 'bidi':
      return `${label}に文字の表示方向を変える制御文字は使えません。`
    case 'invisible':
      return `${label}に見えない文字（ゼロ幅スペースなど）は使えません。`
  }
}

/** The first string inside a JSON value with a problem, with its path ("place.name", "tags.2"). */
export function findTextProblem(
  value: unknown,
  path = '',
): { field: string; problem: TextProblem } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem ? { field: path, problem } : null
  }
  if (typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    // A key is text too: a broken one is reported where it is.
    const keyPath = path ? `${path}.${key}` : key
    const keyProblem = textProblem(key)
    if (keyProblem) return { field: keyPath, problem: keyProblem }
    const found = findTextProblem(item, keyPath)
    if (found) return found
  }
  return null
}

/**
 * Full-width digits, letters and signs as the half-width ones they mean (Unicode NFKC), without
 * surrounding spaces: "３５．６" → "35.6", "ｈａｎａ＠ｅｘａｍｐｌｅ．ｊｐ" → "hana@example.jp",
 * "０３−１２３４" → "03-1234" (the dashes and minus signs an IME types become "-"). For numbers,
 * emails, phone numbers and codes only: names and prose keep what was typed.
 */
export function halfWidth(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .trim()
}
