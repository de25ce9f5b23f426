import { forwardRef } from 'react'
import m from '../i18n/current'

export interface SummaryItem {
  /** The id of the control to focus. */
  target: string
  message: string
}

/**
 * Every problem at the top of the form, each a link that moves focus to its field (the GOV.UK
 * pattern): after a failed submit focus lands here, so nobody has to hunt for what went wrong.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[] }>(
  function ErrorSummary({ items }, ref) {
    if (items.length === 0) return null
    return (
      <div
        ref={ref}
        className="error-summary"
        role="alert"
        tabIndex={-1}
        aria-labelledby="error-summary-title"
      >
        <h2 id="error-summary-title" className="error-summary__title">
          {m.upload.errors.summary}
        </h2>
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={`${item.target}:${item.message}`}>
              <a
                href={`#${item.target}`}
                onClick={(event) => {
                  event.preventDefault()
                  document.getElementById(item.target)?.focus()
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    )
  },
)
