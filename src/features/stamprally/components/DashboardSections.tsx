import { Link } from 'wouter'
import { Nums } from '../../../components/Nums'
import { formatDateTime } from '../../../components/post/time'
import { HeadedTable, ScrollRegion } from '../../../components/Table'
import type { RallyDashboard } from '../../../shared/api/stamprally'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import { AddSpotForm } from './AddSpotForm'

// The sections of the organizer's dashboard (/app/stamprally/{id}/manage), each with its heading.

const t = m.manage

/** The spots in order, with a staffed spot's QR screen, the print sheet and 「スポットを追加」. */
export function SpotsSection({
  rallyId,
  spots,
  onAdded,
}: {
  rallyId: number
  spots: RallyDashboard['spots']
  onAdded: () => void
}) {
  return (
    <section aria-labelledby="manage-spots">
      <h2 id="manage-spots" className="post-section-title">
        {t.spots}
      </h2>
      <p>
        <Link href={pathTo('/app/stamprally/:id/manage/print', { id: rallyId })}>
          {t.printSheet}
        </Link>
      </p>
      <ol className="rally-spots">
        {spots.map((spot) => (
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
                <Link
                  href={pathTo('/app/stamprally/:id/manage/qr/:spotId', {
                    id: rallyId,
                    spotId: spot.id,
                  })}
                >
                  {t.qrScreen}
                  <span className="visually-hidden">（{spot.name}）</span>
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <AddSpotForm rallyId={rallyId} onAdded={onAdded} />
    </section>
  )
}

/** Stamps per hour and spot. */
export function StampsByHourSection({ board }: { board: RallyDashboard }) {
  const spotName = new Map(board.spots.map((spot) => [spot.id, spot.name]))
  return (
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
  )
}

/** Check-ins the server found suspicious (too fast between spots), to look at. */
export function FlaggedSection({ flagged }: { flagged: RallyDashboard['flagged'] }) {
  return (
    <section aria-labelledby="manage-flagged">
      <h2 id="manage-flagged" className="post-section-title">
        {t.flagged}
      </h2>
      {flagged.length === 0 ? (
        <p>{t.noFlagged}</p>
      ) : (
        <ul className="rally-flagged">
          {flagged.map((flag) => (
            <li key={flag.id}>
              {flag.user_name} → {flag.spot_name ?? '—'} ·{' '}
              <Nums>{formatDateTime(flag.server_time)}</Nums>
              {flag.speed_kmh !== null ? ` · ${t.speed(flag.speed_kmh)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The latest check-ins and how each went, with the time the device gave. */
export function RecentSection({ recent }: { recent: RallyDashboard['recent'] }) {
  return (
    <section aria-labelledby="manage-recent">
      <h2 id="manage-recent" className="post-section-title">
        {t.recent}
      </h2>
      <ScrollRegion className="table-scroll">
        <HeadedTable
          className="rally-table"
          headings={[t.time, t.user, t.spot, t.result, t.deviceTime]}
        >
          {recent.map((row) => (
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
  )
}
