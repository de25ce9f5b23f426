import { useLayoutEffect } from 'react'
import { holdFirstScreen } from '../lib/first-screen'
import m from './shell/i18n/current'
import './spinner.css'

/** A loading indicator that screen readers announce politely. */
export function Spinner({ label = m.loading }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/**
 * Fills the content area while a page (or the session) loads. Meanwhile the edge's first screen,
 * if the page has one, stays in its place (src/lib/first-screen.ts).
 */
export function PageSpinner() {
  useLayoutEffect(holdFirstScreen, [])
  return (
    <div className="page-spinner">
      <Spinner />
    </div>
  )
}
