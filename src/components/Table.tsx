import type { ReactNode } from 'react'

/** A table with one row of column headings; its rows are the children, its totals `foot`. */
export function HeadedTable(props: {
  className: string
  caption?: string
  /** The caption is for screen readers only (the page already shows what the table is). */
  captionHidden?: boolean
  headings: ReactNode[]
  children: ReactNode
  foot?: ReactNode
}) {
  return (
    <table className={props.className}>
      {props.caption === undefined ? null : (
        <caption className={props.captionHidden ? 'visually-hidden' : undefined}>
          {props.caption}
        </caption>
      )}
      <thead>
        <tr>
          {props.headings.map((heading, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a place is a column
            <th key={index} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
      {props.foot === undefined ? null : <tfoot>{props.foot}</tfoot>}
    </table>
  )
}

/** A region that scrolls sideways when its table is wider than the screen. */
export function ScrollRegion({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div
      className={className}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  )
}
