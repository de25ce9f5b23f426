import { Link, useParams } from 'wouter'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import {
  FlaggedSection,
  RecentSection,
  SpotsSection,
  StampsByHourSection,
} from '../components/DashboardSections'
import { OrganizerUnready } from '../components/OrganizerProblem'
import { useDashboard } from '../components/useOrganizerResource'
import m from '../i18n/current'
import '../stamprally.css'

/** /app/stamprally/{id}/manage: the organizer's dashboard, spots, QR screens and print sheet. */
export function ManagePage() {
  const t = m.manage
  const params = useParams<{ id: string }>()
  const id = parseRowId(params.id) ?? 0
  const [state, reload] = useDashboard(id)
  if (state.status !== 'ready') return <OrganizerUnready state={state} onRetry={reload} />
  const board = state.data
  return (
    <main className="page rally-page rally-manage">
      <nav className="rally-page__back">
        <Link href={pathTo('/app/stamprally/:id', { id })}>{board.rally.title}</Link>
      </nav>
      <h1 className="page-title">{t.title(board.rally.title)}</h1>
      <dl className="rally-figures">
        <div>
          <dt>{t.participants}</dt>
          <dd>{board.participants}</dd>
        </div>
        <div>
          <dt>{t.completions}</dt>
          <dd>{board.completions}</dd>
        </div>
      </dl>
      <SpotsSection rallyId={id} spots={board.spots} onAdded={reload} />
      <StampsByHourSection board={board} />
      <FlaggedSection flagged={board.flagged} />
      <RecentSection recent={board.recent} />
    </main>
  )
}
