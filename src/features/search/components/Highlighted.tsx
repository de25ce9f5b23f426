import { Nums } from '../../../components/Nums'
import type { MatchRange } from '../../../shared/api/search'

/**
 * Text with its matched ranges in <mark>. The server sends offsets, not markup: every piece is
 * rendered as text, so whatever a post contains can never become HTML.
 */
export function Highlighted({ text, matches }: { text: string; matches: MatchRange[] }) {
  const parts: { text: string; marked: boolean; at: number }[] = []
  let at = 0
  for (const [start, end] of matches) {
    if (start < at || end <= start || end > text.length) continue
    if (start > at) parts.push({ text: text.slice(at, start), marked: false, at })
    parts.push({ text: text.slice(start, end), marked: true, at: start })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false, at })
  return (
    <>
      {parts.map((part) =>
        part.marked ? (
          <mark key={part.at} className="search-mark">
            {part.text}
          </mark>
        ) : (
          <span key={part.at}>
            <Nums>{part.text}</Nums>
          </span>
        ),
      )}
    </>
  )
}
