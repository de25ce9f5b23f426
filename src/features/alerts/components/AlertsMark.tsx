import { Link } from 'wouter'
import { AlertIcon } from '../../../components/icons'
import { BANNER_MIN_LEVEL } from '../../../shared/api/alerts'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import { alertsInForce, useKnownAlerts } from '../state'
import '../alerts.css'

/**
 * A quiet mark while anything is in force (an advisory has no banner): how many, linking to the
 * warnings page. Placed on home and on the hazard map (src/app).
 */
export function AlertsMark() {
  const inForce = alertsInForce(useKnownAlerts())
  if (inForce.length === 0) return null
  const onlyAdvisories = inForce.every((alert) => alert.level < BANNER_MIN_LEVEL)
  return (
    <p className="alerts-mark">
      <Link
        href={pathTo('/app/alerts')}
        className={`chip alerts-mark__chip alert-banner--level${Math.min(3, inForce[0]?.level ?? 2)}`}
        aria-label={`${m.mark.label}: ${onlyAdvisories ? m.mark.advisories(inForce.length) : m.mark.inForce(inForce.length)}`}
      >
        <AlertIcon size={18} />
        {onlyAdvisories ? m.mark.advisories(inForce.length) : m.mark.inForce(inForce.length)}
      </Link>
    </p>
  )
}
