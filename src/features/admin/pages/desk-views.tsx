import type { ReactNode } from 'react'
import { DESK_TABS, type DeskTab, mayOpen } from '../../../shared/admin-desk'
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

// What each tab of the admin desk (src/shared/admin-desk.ts, which gives their order, address
// and who sees them) draws. Each is a page of its own: the reports queue at /app/admin, the others
// at /app/admin/<view> (src/shared/routes.ts ADMIN_DESK_VIEWS, which also gives each its title in
// src/app/i18n). A new view is one entry here, one in DESK_TABS and one in ADMIN_DESK_VIEWS.

/** A view drawn inside the desk (`render`), or a page another feature draws (the ad review). */
export interface DeskView extends Omit<DeskTab, 'label'> {
  label: () => string
  render?: () => ReactNode
}

const RENDER: Record<AdminDeskView | 'queue', () => ReactNode> = {
  queue: () => <ModerationDesk />,
  alerts: () => <TownOrders />,
  audit: () => <AuditLog refresh={0} />,
  'ng-words': () => <NgWords />,
  shelters: () => <ShelterUpload />,
  push: () => <PushDesk />,
  organizers: () => <OrganizerAdmin />,
  roles: () => <ModeratorRoles />,
  export: () => <DataExport />,
}

export const DESK_VIEWS: DeskView[] = DESK_TABS.map((tab) => ({
  ...tab,
  label: () => tab.label(m),
  render: tab.view === 'ads' ? undefined : RENDER[tab.view ?? 'queue'],
}))

export const deskHref = (view: DeskView) => view.path

export { mayOpen }
