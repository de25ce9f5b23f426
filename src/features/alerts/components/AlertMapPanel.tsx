import { useEffect } from 'react'
import { alertTone } from '../../../shared/alert-levels'
import { alertWords } from '../../../shared/alert-words'
import type { Alert } from '../../../shared/api/alerts'
import type { Shelter } from '../../../shared/api/hazard'
import type { DisasterView } from '../../../shared/shelters'
import m from '../i18n/current'
import '../alerts.css'

/** Where the hazard map opens (src/features/hazardmap/pages/HazardMapPage.tsx). */
const TOWN_CENTRE = { lat: 34.972, lng: 139.0925 }

/** Walking directions in the phone's maps app (from the resident, or from wherever it is). */
const directionsUrl = (to: Shelter, from: { lat: number; lng: number } | null) =>
  `https://www.google.com/maps/dir/?api=1${
    from ? `&origin=${from.lat.toFixed(6)},${from.lng.toFixed(6)}` : ''
  }&destination=${to.lat},${to.lng}&travelmode=walking`

/**
 * The shelters to go to: the ones a town order opened, else those designated for the hazard (the
 * map's `nearest` never picks one staff marked full or closed).
 */
function suitable(alert: Alert, shelters: Shelter[]): Shelter[] {
  if (alert.shelterIds.length) return shelters.filter((s) => alert.shelterIds.includes(s.id))
  const hazard = alert.hazard
  return hazard ? shelters.filter((s) => s.emergency && s.hazards.includes(hazard)) : []
}

/**
 * The hazard map in disaster mode (src/app/HazardMapRoute.tsx): where to go for the warning (the
 * banner above says the level, the time and what to do): the nearest suitable shelter from the
 * resident, or the town's centre until they are found, with one tap to walk there.
 */
export function AlertMapPanel(
  props: DisasterView & {
    alert: Alert
    /** Where the suggestion starts until the resident is found: the map's centre, or (home) the town's. */
    from?: 'map' | 'town'
  },
) {
  const { alert, here, locate } = props
  // From the resident at once where they already allowed it (no prompt nobody asked for).
  useEffect(() => {
    navigator.permissions?.query({ name: 'geolocation' }).then(
      (permission) => {
        if (permission.state === 'granted') locate()
      },
      () => {},
    )
  }, [locate])
  const found = props.nearest(suitable(alert, props.shelters), here ?? TOWN_CENTRE)
  const words = alertWords(m, alert)
  return (
    <section
      className={`alert-map-panel alert-banner--${alertTone(alert)}`}
      aria-labelledby="alert-map-title"
      data-alert={alert.id}
    >
      <h2 id="alert-map-title">{m.map.title(words.name)}</h2>
      {found ? (
        <>
          <p>
            {here === null && props.from === 'town'
              ? m.home.nearestFromTown
              : m.map.nearest(here !== null)}
            <br />
            <strong>{found.shelter.name}</strong>{' '}
            <span className="nowrap">
              {m.map.walk(found.minutes, m.map.distance(found.metres))}
            </span>
          </p>
          <a
            className="button button--primary alert-map-panel__route"
            href={directionsUrl(found.shelter, here)}
            target="_blank"
            rel="noopener"
            data-route="nearest"
          >
            {m.map.route(found.shelter.name)}
            <span className="visually-hidden">{m.map.newTab}</span>
          </a>
        </>
      ) : (
        <p>{alert.hazard || alert.shelterIds.length ? m.map.none : words.action}</p>
      )}
    </section>
  )
}
