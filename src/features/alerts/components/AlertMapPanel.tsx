import { formatDateTime } from '../../../components/post/time'
import type { Alert } from '../../../shared/api/alerts'
import { walkingMinutes } from '../../../shared/shelters'
import m from '../i18n/current'
import '../alerts.css'

export interface NearestShelter {
  name: string
  metres: number
  /** Walking directions in the platform's maps app. */
  href: string
  distance: string
}

/**
 * The hazard map in disaster mode (src/app/HazardMapRoute.tsx): the warning it was opened for and
 * one tap to walk to the nearest suitable shelter, from the resident or else the map's centre.
 */
export function AlertMapPanel(props: {
  alert: Alert
  nearest: NearestShelter | null
  fromHere: boolean
}) {
  const { alert, nearest } = props
  return (
    <section
      className={`alert-map-panel alert-banner--level${alert.level}`}
      aria-labelledby="alert-map-title"
      data-alert={alert.id}
    >
      <p>
        <span className={`alert-item__level alert-banner--level${alert.level}`}>
          {m.level(alert.level)}
        </span>{' '}
        <span className="alert-item__times">
          {m.issuedAt(formatDateTime(alert.updatedAt || alert.issuedAt))}
        </span>
      </p>
      <h2 id="alert-map-title">{m.title(alert.kind, alert.level)}</h2>
      <p className="alert-item__action">{m.actions[alert.level]}</p>
      {nearest ? (
        <>
          <p>
            {m.map.nearest(props.fromHere)}
            <br />
            <strong>{nearest.name}</strong>{' '}
            <span className="nowrap">
              {m.map.walk(walkingMinutes(nearest.metres), nearest.distance)}
            </span>
          </p>
          <a
            className="button button--primary alert-map-panel__route"
            href={nearest.href}
            target="_blank"
            rel="noopener"
            data-route="nearest"
          >
            {m.map.route(nearest.name)}
            <span className="visually-hidden">{m.map.newTab}</span>
          </a>
        </>
      ) : alert.hazard || alert.shelterIds.length ? (
        <p>{m.map.none}</p>
      ) : null}
    </section>
  )
}
