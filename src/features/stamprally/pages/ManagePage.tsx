import { Link, useParams } from 'wouter'
import { formatDateTime } from '../../../components/post/time'
import { PageSpinner } from '../../../components/Spinner'
import { parseRowId } from '../../../shared/ids'
import { fetchDashboard } from '../api'
import { AddSpotForm } from '../components/AddSpotForm'
import { OrganizerProblem } from '../components/OrganizerProblem'
import { useOrganizerResource } from '../components/useOrganizerResource'
import m from '../i18n/current'
import '../stamprally.css'
import { Nums } from '../../../components/Nums'

/** /app/stamprally/{id}/manage: the organizer's dashboard, spots, QR screens and print sheet. */
export function ManagePage() {
  const params = useParams<{ id: string }>()
  const id = parseRowId(params.id) ?? 0
  const [state, reload] = useOrganizerResource((signal) => fetchDashboard(id, signal), `dash:${id}`)
  if (state.status === 'loading')
    return (
      <main className="page page--narrow" aria-busy="true">
        <PageSpinner />
      </main>
    )
  if (state.status === 'error') return <OrganizerProblem error={state.error} onRetry={reload} />
  const board = state.data
  const spotName = new Map(board.spots.map((spot) => [spot.id, spot.name]))
  return (
    <main className="page rally-page rally-manage">
      <nav className="rally-page__back">
        <Link href={`/app/stamprally/${id}`}>{board.rally.title}</Link>
      </nav>
      <h1 className="page-title">{m.manage.title(board.rally.title)}</h1>
      <dl className="rally-figures">
        <div>
          <dt>{m.manage.participants}</dt>
          <dd>{board.participants}</dd>
        </div>
        <div>
          <dt>{m.manage.completions}</dt>
          <dd>{board.completions}</dd>
        </div>
      </dl>

      <section aria-labelledby="manage-spots">
        <h2 id="manage-spots" className="post-section-title">
          {m.manage.spots}
        </h2>
        <p>
          <Link href={`/app/stamprally/${id}/manage/print`}>{m.manage.printSheet}</Link>
        </p>
        <ol className="rally-spots">
          {board.spots.map((spot) => (
            <li key={spot.id} className="rally-spot">
              <span className="rally-spot__mark" aria-hidden="true">
                {spot.position}
              </span>
              <div>
                <p className="rally-spot__name">{spot.name}</p>
                <p className="rally-spot__meta">
                  {spot.method === 'staffed' ? m.detail.staffed : m.detail.printed} ·{' '}
                  {m.detail.radius(spot.radius_m)}
                  {spot.printed_code ? ` · ${m.print.code} ${spot.printed_code}` : ''}
                </p>
                {spot.method === 'staffed' ? (
                  <Link href={`/app/stamprally/${id}/manage/qr/${spot.id}`}>
                    {m.manage.qrScreen}
                    <span className="visually-hidden">（{spot.name}）</span>
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        <AddSpotForm rallyId={id} onAdded={reload} />
      </section>

      <section aria-labelledby="manage-hours">
        <h2 id="manage-hours" className="post-section-title">
          {m.manage.stampsByHour}
        </h2>
        {board.stamps_by_hour.length === 0 ? (
          <p>{m.manage.noStamps}</p>
        ) : (
          <div
            className="table-scroll"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
            tabIndex={0}
          >
            <table className="rally-table">
              <thead>
                <tr>
                  <th scope="col">{m.manage.hour}</th>
                  <th scope="col">{m.manage.spot}</th>
                  <th scope="col">{m.stampRally.title}</th>
                </tr>
              </thead>
              <tbody>
                {board.stamps_by_hour.map((row) => (
                  <tr key={`${row.hour}-${row.spot_id}`}>
                    <td>
                      <Nums>{formatDateTime(row.hour)}</Nums>
                    </td>
                    <td>{spotName.get(row.spot_id) ?? row.spot_id}</td>
                    <td>{row.stamps}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="manage-flagged">
        <h2 id="manage-flagged" className="post-section-title">
          {m.manage.flagged}
        </h2>
        {board.flagged.length === 0 ? (
          <p>{m.manage.noFlagged}</p>
        ) : (
          <ul className="rally-flagged">
            {board.flagged.map((flag) => (
              <li key={flag.id}>
                {flag.user_name} → {flag.spot_name ?? '—'} ·{' '}
                <Nums>{formatDateTime(flag.server_time)}</Nums>
                {flag.speed_kmh !== null ? ` · ${m.manage.speed(flag.speed_kmh)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="manage-recent">
        <h2 id="manage-recent" className="post-section-title">
          {m.manage.recent}
        </h2>
        <div
          className="table-scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
          tabIndex={0}
        >
          <table className="rally-table">
            <thead>
              <tr>
                <th scope="col">{m.manage.time}</th>
                <th scope="col">{m.manage.user}</th>
                <th scope="col">{m.manage.spot}</th>
                <th scope="col">{m.manage.result}</th>
                <th scope="col">{m.manage.deviceTime}</th>
              </tr>
            </thead>
            <tbody>
              {board.recent.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Nums>{formatDateTime(row.server_time)}</Nums>
                  </td>
                  <td>{row.user_name}</td>
                  <td>{row.spot_name ?? '—'}</td>
                  <td>
                    {m.manage.outcome[row.outcome]}
                    {row.reason ? ` (${row.reason})` : ''}
                  </td>
                  <td>
                    <Nums>{row.device_time ? formatDateTime(row.device_time) : '—'}</Nums>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </main>
  )
}
