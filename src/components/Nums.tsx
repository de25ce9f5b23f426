import type { ReactNode } from 'react'

/**
 * The tokens that must stay on one line: a price or count (18,000円, 10%, 3個), a date or time
 * however it is written (12月15日(火), 20時00分, 2026-12-15, 10:00) and a house number (2-3-1).
 * A range's dash or 〜 and the spaces between tokens still let a line break.
 */
const NUMBER_TOKEN =
  /([¥￥]?[0-9０-９]+(?:[,.:：/-][0-9０-９]+)*(?:[年月日時分秒][0-9０-９]+)*[年月日時分秒]?(?:[円%％個件枚人名回位]|\s?(?:\([^)\s]{1,3}\)|（[^）\s]{1,3}）))?)/

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
