import { jaModel, Parser, zhHansModel, zhHantModel } from 'budoux'
import type { Lang } from '../../src/shared/sites'

// Line breaking for the cards, by the app's own rules (src/styles/global.css): Japanese wraps
// between phrases (文節, BudouX: the model behind Chromium's `word-break: auto-phrase`), Chinese
// likewise by its BudouX model, Korean and English between words (`keep-all`), and a word breaks
// only when nothing else fits it on a line (`overflow-wrap: break-word`). satori has no phrase
// breaking of its own, so the card places each line itself: widths are estimated from the
// character classes (generously, so a line ends early rather than overflows), and the card draws
// each line unwrapped, cutting with an ellipsis should an estimate still fall short.

const parsers: Partial<Record<'ja' | 'zh-hans' | 'zh-hant', Parser>> = {}

function parserFor(lang: 'ja' | 'zh-hans' | 'zh-hant'): Parser {
  let parser = parsers[lang]
  if (!parser) {
    parser = new Parser(lang === 'ja' ? jaModel : lang === 'zh-hans' ? zhHansModel : zhHantModel)
    parsers[lang] = parser
  }
  return parser
}

const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u

/** Advance of one character in em, a little above Noto Sans's own (bold Latin included). */
function charWidth(char: string): number {
  if (WIDE.test(char)) return 1
  if (char === ' ' || char === '\u00a0') return 0.28
  if (/[A-Z]/.test(char)) return 0.74
  if (/[mwMW@%]/.test(char)) return 0.95
  if (/[.,:;'!|ilj]/.test(char)) return 0.32
  return 0.62
}

export function textWidth(text: string): number {
  let width = 0
  for (const char of text) width += charWidth(char)
  return width
}

/** Pieces that never break inside: phrases in Japanese and Chinese, words elsewhere. */
export function unbreakable(text: string, lang: Lang): string[] {
  const phrases =
    lang === 'ja' || lang === 'zh-hans' || lang === 'zh-hant' ? parserFor(lang).parse(text) : [text]
  // A space is a break opportunity in every language; it stays at the end of its piece.
  return phrases.flatMap((phrase) => phrase.split(/(?<= )/u)).filter((piece) => piece !== '')
}

/**
 * `text` laid out in lines of at most `width` em, at most `maxLines` of them; the last line ends
 * with an ellipsis when text is left over.
 */
export function fitLines(text: string, lang: Lang, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  let lineWidth = 0
  const pieces = unbreakable(text, lang)
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] ?? ''
    const pieceWidth = textWidth(piece.trimEnd())
    if (lineWidth + pieceWidth <= width) {
      line += piece
      lineWidth += textWidth(piece)
      continue
    }
    if (line !== '') {
      lines.push(line.trimEnd())
      if (lines.length === maxLines) return withEllipsis(lines, width)
      line = ''
      lineWidth = 0
    }
    if (pieceWidth <= width) {
      line = piece
      lineWidth = textWidth(piece)
      continue
    }
    // Longer than a line on its own: it breaks where the line is full.
    for (const char of piece) {
      const w = charWidth(char)
      if (lineWidth + w > width && line !== '') {
        lines.push(line.trimEnd())
        if (lines.length === maxLines) return withEllipsis(lines, width)
        line = ''
        lineWidth = 0
      }
      line += char
      lineWidth += w
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd())
  return lines
}

/** The last line shortened until an ellipsis fits after it. */
function withEllipsis(lines: string[], width: number): string[] {
  const chars = Array.from(lines[lines.length - 1] ?? '')
  while (chars.length && textWidth(chars.join('')) + 1 > width) chars.pop()
  lines[lines.length - 1] = `${chars.join('').trimEnd()}…`
  return lines
}
