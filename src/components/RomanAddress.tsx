import { Fragment } from 'react'
import './translated-text.css'

/**
 * A romanised address ("2-9-5 Ginzacho, Atami-shi, Shizuoka 413-0013") that wraps only between
 * its parts, never inside "Atami-shi" or a postal code; the text is unchanged.
 */
export function RomanAddress({ address }: { address: string }) {
  const parts = address.split(', ')
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
    <Fragment key={i}>
      {i > 0 ? ', ' : null}
      <span className="roman-address__part">{part}</span>
    </Fragment>
  ))
}
