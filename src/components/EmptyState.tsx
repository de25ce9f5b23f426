import type { ReactNode } from 'react'
import './empty-state.css'

interface EmptyStateProps {
  icon?: ReactNode
  title: string
  children?: ReactNode
  badge?: string
  action?: ReactNode
  /** 1 when the message is the whole page (a missing post or profile); 2 inside a page. */
  headingLevel?: 1 | 2
}

/** A calm, centred message for "nothing here (yet)". */
export function EmptyState({
  icon,
  title,
  children,
  badge,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className="empty-state">
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      {badge ? <p className="badge">{badge}</p> : null}
      <Heading className="empty-state__title">{title}</Heading>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  )
}
