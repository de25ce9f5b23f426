import type { ReactNode } from 'react'

interface EmptyStateProps {
  icon?: ReactNode
  title: string
  children?: ReactNode
  badge?: string
  action?: ReactNode
}

/** A calm, centred message for "nothing here (yet)". */
export function EmptyState({ icon, title, children, badge, action }: EmptyStateProps) {
  return (
    <section className="empty-state">
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      {badge ? <p className="badge">{badge}</p> : null}
      <h2 className="empty-state__title">{title}</h2>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  )
}
