import { Link } from 'wouter'
import { alertMapHref, alertTone } from '../../../shared/alert-levels'
import { alertWords } from '../../../shared/alert-words'
import type { Alert } from '../../../shared/api/alerts'
import type { DisasterView } from '../../../shared/shelters'
import m from '../i18n/current'
import { AlertMapPanel } from './AlertMapPanel'
import { AlertsMark } from './AlertsMark'
import '../alerts.css'

/**
 * Home while a warning of level 3 or more is in force (composed in src/app/HomeAlerts.tsx): under
 * the banner, the shelter to go to (the hazard map's panel: the nearest suitable one, from the
 * resident once found, else from the town's centre, with one tap to walk there), the way to the
 * hazard map on the warning's layer, and the count of everything in force.
 */
export function HomeLead(
  props: DisasterView & { alert: Alert; locating: boolean; sheltersLoaded: boolean },
) {
  const { alert, here, locate, locating, sheltersLoaded } = props
  const words = alertWords(m, alert)
  return (
    <section className="home-lead" aria-label={m.banner.label}>
      {sheltersLoaded ? (
        <AlertMapPanel {...props} from="town" />
      ) : (
        // What the edge writes too (worker/pages/alert-banner.ts) until the shelters are in.
        <section className={`alert-map-panel alert-banner--${alertTone(alert)}`}>
          <h2>{m.map.title(words.name)}</h2>
          <p>{words.action}</p>
        </section>
      )}
      <p className="button-row">
        <Link href={alertMapHref(alert)} className="button button--secondary">
          {m.home.hazardMap}
        </Link>
        {here ? null : (
          <button
            type="button"
            className="button button--secondary"
            onClick={locate}
            disabled={locating}
          >
            {locating ? m.home.locating : m.home.locate}
          </button>
        )}
      </p>
      <AlertsMark />
    </section>
  )
}
