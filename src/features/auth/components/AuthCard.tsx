import type { ReactNode } from 'react'
import '../auth.css'

/** The frame of every accounts page: one card with a heading, centered on the page. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children: ReactNode
}) {
  return (
    <main className="page auth-page">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        {lead ? <p className="auth-card__lead">{lead}</p> : null}
        {children}
      </section>
    </main>
  )
}
