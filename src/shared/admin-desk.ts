import { pathTo } from './links'
import type { AdminDeskView } from './routes'

// The admin desk's tabs in their order: the reports queue at /app/admin, the ad review (a page
// another feature draws) and the views of ADMIN_DESK_VIEWS. The SPA draws the row with each view's
// page (src/features/admin/pages/desk-views.tsx); the edge draws the same row on the desk's first
// screen (worker/pages/signed-in-screens.ts). `who` only hides a tab a role cannot use: the
// server decides what each request may do.

export type DeskRole = 'everyone' | 'staff' | 'admin'

/** The admin catalogue's words the tabs are named with (src/features/admin/i18n). */
interface DeskWords {
  admin: Record<
    | 'moderation'
    | 'adReview'
    | 'townOrders'
    | 'audit'
    | 'ngWords'
    | 'shelters'
    | 'organizers'
    | 'roles'
    | 'dataExport',
    string
  >
  push: { compose: string }
}

export interface DeskTab {
  /** The desk's own view (null: the reports queue), or `ads`: the ad review's page. */
  view: AdminDeskView | null | 'ads'
  path: string
  who: DeskRole
  label: (words: DeskWords) => string
}

export const DESK_TABS: readonly DeskTab[] = [
  {
    view: null,
    path: pathTo('/app/admin'),
    who: 'everyone',
    label: (words) => words.admin.moderation,
  },
  {
    view: 'ads',
    path: pathTo('/app/admin/ads'),
    who: 'everyone',
    label: (words) => words.admin.adReview,
  },
  {
    view: 'alerts',
    path: pathTo('/app/admin/alerts'),
    who: 'staff',
    label: (words) => words.admin.townOrders,
  },
  {
    view: 'audit',
    path: pathTo('/app/admin/audit'),
    who: 'everyone',
    label: (words) => words.admin.audit,
  },
  {
    view: 'ng-words',
    path: pathTo('/app/admin/ng-words'),
    who: 'staff',
    label: (words) => words.admin.ngWords,
  },
  {
    view: 'shelters',
    path: pathTo('/app/admin/shelters'),
    who: 'staff',
    label: (words) => words.admin.shelters,
  },
  {
    view: 'push',
    path: pathTo('/app/admin/push'),
    who: 'admin',
    label: (words) => words.push.compose,
  },
  {
    view: 'organizers',
    path: pathTo('/app/admin/organizers'),
    who: 'admin',
    label: (words) => words.admin.organizers,
  },
  {
    view: 'roles',
    path: pathTo('/app/admin/roles'),
    who: 'admin',
    label: (words) => words.admin.roles,
  },
  {
    view: 'export',
    path: pathTo('/app/admin/export'),
    who: 'admin',
    label: (words) => words.admin.dataExport,
  },
]

/** Whether a role sees a tab. */
export function mayOpen(tab: Pick<DeskTab, 'who'>, role: string | undefined): boolean {
  if (tab.who === 'everyone') return true
  if (tab.who === 'admin') return role === 'admin'
  return role === 'admin' || role === 'moderator'
}
