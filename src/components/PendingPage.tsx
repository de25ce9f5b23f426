import type { ReactNode } from 'react'
import { usePageMeta } from '../lib/meta'
import { EmptyState } from './EmptyState'
import m from './i18n/current'

interface PendingPageProps {
  title: string
  /** What the page will show once its feature is built. */
  lead: string
  icon?: ReactNode
  /** Leave the head alone (pages whose first load carries meta written by the edge). */
  keepEdgeMeta?: boolean
  /** Controls shown under the heading (e.g. a view switch). */
  toolbar?: ReactNode
  /** Anything useful meanwhile, below the notice (e.g. an official resource). */
  children?: ReactNode
}

/**
 * A page whose feature is still being built: its heading and an honest "coming soon" state in
 * the site's language. It never shows sample data.
 */
export function PendingPage(props: PendingPageProps) {
  const { title, lead, icon, keepEdgeMeta, toolbar, children } = props
  usePageMeta(keepEdgeMeta ? null : { title })
  return (
    <main className="page">
      <h1 className="page-title">{title}</h1>
      {toolbar}
      <EmptyState icon={icon} badge={m.pending.badge} title={m.pending.title}>
        <p>{lead}</p>
        <p>{m.pending.note}</p>
      </EmptyState>
      {children}
    </main>
  )
}
