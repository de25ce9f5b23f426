import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link, Redirect, useParams } from 'wouter'
import { pathTo } from '../../../shared/links'
import { userAtom } from '../../../state/session'
import m from '../i18n/current'
import { DESK_VIEWS, type DeskView, deskHref, mayOpen } from './desk-views'
import '../admin.css'

/**
 * The desk's frame: title, lead and the tabs, `shown` marked as the current one, its view below.
 * A view another feature draws (広告の審査) is composed into it in src/app/, so it keeps the tabs.
 */
export function AdminDesk({ shown, children }: { shown: DeskView | string; children: ReactNode }) {
  const role = useAtomValue(userAtom)?.role
  const current = typeof shown === 'string' ? shown : deskHref(shown)
  return (
    <main className="page page--wide admin-desk">
      <h1 className="page-title">{m.admin.title}</h1>
      <p className="admin-desk__lead">{m.admin.lead}</p>
      <nav className="admin-tabs" aria-label={m.admin.sections}>
        <ul>
          {DESK_VIEWS.filter((view) => mayOpen(view, role)).map((view) => (
            <li key={deskHref(view)}>
              <Link
                href={deskHref(view)}
                aria-current={deskHref(view) === current ? 'page' : undefined}
              >
                {view.label()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-desk__view">{children}</div>
    </main>
  )
}

/**
 * The admin desk: one short page per view (desk-views.tsx), tabs under the title. The route guard
 * checks login only; what staff may do is decided by the server (the queue: admin or moderator;
 * push: admin), so other users see its 403 message in the queue. A view a role has no tab for
 * leads back to the queue.
 */
export function AdminPage() {
  const role = useAtomValue(userAtom)?.role
  const { view: wanted = null } = useParams<{ view?: string }>()
  const shown = DESK_VIEWS.find((view) => view.view === wanted)
  if (!shown?.render || !mayOpen(shown, role)) {
    return <Redirect to={pathTo('/app/admin')} replace />
  }
  return <AdminDesk shown={shown}>{shown.render()}</AdminDesk>
}
