import type { ReactNode } from 'react'
import { Nums } from './Nums'
import './translated-text.css'

/**
 * A name on an international site with the Japanese it translates right under it: a visitor shows
 * the Japanese to a local (a taxi driver, someone on the street), who reads it at a glance. When
 * the text was not translated there is nothing beside it: the text is the Japanese, marked so.
 */
export function OriginalBeside({
  text,
  original,
  className,
}: {
  text: ReactNode
  /** The Japanese; absent on the Japanese site and where no translation was made. */
  original?: string | null
  className?: string
}) {
  if (!original) return <span className={className}>{text}</span>
  return (
    <span className={['original-beside', className].filter(Boolean).join(' ')}>
      <span>{text}</span>
      <span className="original-beside__ja" lang="ja">
        <Nums>{original}</Nums>
      </span>
    </span>
  )
}
