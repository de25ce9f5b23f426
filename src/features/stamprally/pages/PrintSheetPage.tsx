import { Link, useParams } from 'wouter'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import { OrganizerUnready } from '../components/OrganizerProblem'
import { QrCode } from '../components/QrCode'
import { useDashboard } from '../components/useOrganizerResource'
import m from '../i18n/current'
import '../stamprally.css'

/** /app/stamprally/{id}/manage/print: one poster per printed spot (the print style sheet). */
export function PrintSheetPage() {
  const params = useParams<{ id: string }>()
  const id = parseRowId(params.id) ?? 0
  const [state, reload] = useDashboard(id)
  if (state.status !== 'ready') return <OrganizerUnready state={state} onRetry={reload} />
  const { rally, spots } = state.data
  const printed = spots.filter((spot) => spot.printed_url && spot.printed_code)
  return (
    <main className="page rally-page rally-print">
      <div className="rally-print__controls">
        <Link href={pathTo('/app/stamprally/:id/manage', { id })}>{m.detail.manage}</Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {m.print.print}
        </button>
      </div>
      <h1 className="page-title">{m.print.title(rally.title)}</h1>
      {printed.length === 0 ? <p>{m.print.none}</p> : null}
      <ul className="rally-print__sheets">
        {printed.map((spot) => (
          <li key={spot.id} className="rally-print__sheet">
            <h2 className="rally-print__spot">{spot.name}</h2>
            <p className="rally-print__rally">{rally.title}</p>
            <QrCode text={spot.printed_url ?? ''} label={m.qr.alt(spot.name)} size={240} />
            <p className="rally-print__code">
              {m.print.code}: <strong>{spot.printed_code}</strong>
            </p>
            <p>{m.print.instructions}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
