import { Link, useParams } from 'wouter'
import { formatDateTime } from '../../../components/post/time'
import { HeadedTable, ScrollRegion } from '../../../components/Table'
import { parseRowId } from '../../../shared/ids'
import { AddSpotForm } from '../components/AddSpotForm'
import { OrganizerUnready } from '../components/OrganizerProblem'
import { useDashboard } from '../components/useOrganizerResource'
import m from '../i18n/current'
import '../stamprally.css'
import { Nums } from '../../../components/Nums'

/** /app/stamprally/{id}/manage: the organizer's dashboard, spots, QR screens and print sheet. */
export function ManagePage() {
  const t = m.manage
  const params = useParams<{ id: string }>()
  const id = parseRowId(params.id) ?? 0
  const [state, reload] = useDashboard(id)
  if (state.status !== 'ready') return <OrganizerUnready state={state} onRetry={reload} />
  const board = state.data
  const spotName = new Map(board.spots.map((spot) => [spot.id, spot.name]))
  return (
    <main className="page rally-page rally-manage">
      <nav className="rally-page__back">
        <Link href={`/app/stamprally/${id}`}>{board.rally.title}</Link>
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

      <section aria-labelledby="manage-spots">
        <h2 id="manage-spots" className="post-section-title">
          {t.spots}
        </h2>
        <p>
          <Link href={`/app/stamprally/${id}/manage/print`}>{t.printSheet}</Link>
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
                    {t.qrScreen}
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
          {t.stampsByHour}
        </h2>
        {board.stamps_by_hour.length === 0 ? (
          <p>{t.noStamps}</p>
        ) : (
          <ScrollRegion className="table-scroll">
            <HeadedTable className="rally-table" headings={[t.hour, t.spot, m.stampRally.title]}>
              {board.stamps_by_hour.map((row) => (
                <tr key={`${row.hour}-${row.spot_id}`}>
                  <td>
                    <Nums>{formatDateTime(row.hour)}</Nums>
                  </td>
                  <td>{spotName.get(row.spot_id) ?? row.spot_id}</td>
                  <td>{row.stamps}</td>
                </tr>
              ))}
            </HeadedTable>
          </ScrollRegion>
        )}
      </section>

      <section aria-labelledby="manage-flagged">
        <h2 id="manage-flagged" className="post-section-title">
          {t.flagged}
        </h2>
        {board.flagged.length === 0 ? (
          <p>{t.noFlagged}</p>
        ) : (
          <ul className="rally-flagged">
            {board.flagged.map((flag) => (
              <li key={flag.id}>
                {flag.user_name} → {flag.spot_name ?? '—'} ·{' '}
                <Nums>{formatDateTime(flag.server_time)}</Nums>
                {flag.speed_kmh !== null ? ` · ${t.speed(flag.speed_kmh)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="manage-recent">
        <h2 id="manage-recent" className="post-section-title">
          {t.recent}
        </h2>
        <ScrollRegion className="table-scroll">
          <HeadedTable
            className="rally-table"
            headings={[t.time, t.user, t.spot, t.result, t.deviceTime]}
          >
            {board.recent.map((row) => (
              <tr key={row.id}>
                <td>
                  <Nums>{formatDateTime(row.server_time)}</Nums>
                </td>
                <td>{row.user_name}</td>
                <td>{row.spot_name ?? '—'}</td>
                <td>
                  {t.outcome[row.outcome]}
                  {row.reason ? ` (${row.reason})` : ''}
                </td>
                <td>
                  <Nums>{row.device_time ? formatDateTime(row.device_time) : '—'}</Nums>
                </td>
              </tr>
            ))}
          </HeadedTable>
        </ScrollRegion>
      </section>
    </main>
  )
}
