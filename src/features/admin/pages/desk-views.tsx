import type { ReactNode } from 'react'
import type { AdminDeskView } from '../../../shared/routes'
import { TownOrders } from '../alerts/TownOrders'
import { PushDesk } from '../components/PushDesk'
import { DataExport } from '../export/DataExport'
import m from '../i18n/current'
import { AuditLog } from '../moderation/AuditLog'
import { ModerationDesk } from '../moderation/ModerationDesk'
import { ModeratorRoles } from '../moderation/ModeratorRoles'
import { NgWords } from '../moderation/NgWords'
import { OrganizerAdmin } from '../organizers/OrganizerAdmin'
import { ShelterUpload } from '../shelters/ShelterUpload'

// The admin desk's views, in the order of its tabs. Each is a page of its own: the reports queue
// at /app/admin, the others at /app/admin/<view> (src/shared/routes.ts ADMIN_DESK_VIEWS, which
// also gives each its title in src/app/i18n). A new view is one entry here and one there.
// `who` only hides a tab a role cannot use: the server decides what each request may do.

export type DeskRole = 'everyone' | 'staff' | 'admin'

interface DeskViewBase {
  label: () => string
  who: DeskRole
}

/** A view drawn inside the desk. */
interface InnerView extends DeskViewBase {
  view: AdminDeskView | null
  render: () => ReactNode
}

/** A desk page another feature draws (reached by its address). */
interface LinkedView extends DeskViewBase {
  href: string
}

export type DeskView = InnerView | LinkedView

export const DESK_VIEWS: DeskView[] = [
  {
    view: null,
    label: () => m.admin.moderation,
    who: 'everyone',
    render: () => <ModerationDesk />,
  },
  { href: '/app/admin/ads', label: () => m.admin.adReview, who: 'everyone' },
  {
    view: 'alerts',
    label: () => m.admin.townOrders,
    who: 'staff',
    render: () => <TownOrders />,
  },
  {
    view: 'audit',
    label: () => m.admin.audit,
    who: 'everyone',
    render: () => <AuditLog refresh={0} />,
  },
  {
    view: 'ng-words',
    label: () => m.admin.ngWords,
    who: 'staff',
    render: () => <NgWords />,
  },
  {
    view: 'shelters',
    label: () => m.admin.shelters,
    who: 'staff',
    render: () => <ShelterUpload />,
  },
  { view: 'push', label: () => m.push.compose, who: 'admin', render: () => <PushDesk /> },
  {
    view: 'organizers',
    label: () => m.admin.organizers,
    who: 'admin',
    render: () => <OrganizerAdmin />,
  },
  {
    view: 'roles',
    label: () => m.admin.roles,
    who: 'admin',
    render: () => <ModeratorRoles />,
  },
  {
    view: 'export',
    label: () => m.admin.dataExport,
    who: 'admin',
    render: () => <DataExport />,
  },
]

export const deskHref = (view: DeskView) =>
  'href' in view ? view.href : view.view ? `/app/admin/${view.view}` : '/app/admin'

export function mayOpen(view: DeskView, role: string | undefined): boolean {
  if (view.who === 'everyone') return true
  if (view.who === 'admin') return role === 'admin'
  return role === 'admin' || role === 'moderator'
}
