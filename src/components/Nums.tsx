import type { ReactNode } from 'react'
import { NUMBER_TOKEN } from '../shared/number-token'

/**
 * Text with prices, dates, times, counts or addresses in it, none of them split across two
 * lines however narrow the box (a line break inside 18,000円 or 12月15日(火) misreads). Given a
 * string, each number token is kept whole and the rest wraps as usual; anything else (a short
 * label, a formatted element) is kept on one line as a whole.
 */
export function Nums({ children }: { children: ReactNode }) {
  if (typeof children !== 'string') return <span className="nowrap">{children}</span>
  const parts = children.split(NUMBER_TOKEN)
  if (parts.length === 1) return children
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
