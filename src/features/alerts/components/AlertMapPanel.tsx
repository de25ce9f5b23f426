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
  // The banner above says the level, the time and what to do: the panel is where to go.
  return (
    <section
      className={`alert-map-panel alert-banner--level${alert.level}`}
      aria-labelledby="alert-map-title"
      data-alert={alert.id}
    >
      <h2 id="alert-map-title">{m.map.title(m.title(alert.kind, alert.level))}</h2>
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
      ) : (
        <p>{alert.hazard || alert.shelterIds.length ? m.map.none : m.actions[alert.level]}</p>
      )}
    </section>
  )
}
