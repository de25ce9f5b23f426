import { AlertIcon, ExternalIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

/** The official national portal is real and useful meanwhile, so the page points to it. */
const HAZARD_PORTAL_URL = 'https://disaportal.gsi.go.jp/'

export function HazardMapPage() {
  return (
    <PendingPage title={m.hazardMap.title} lead={m.hazardMap.lead} icon={<AlertIcon size={40} />}>
      <aside className="callout">
        <p>{m.hazardMap.meanwhile}</p>
        <a href={HAZARD_PORTAL_URL} target="_blank" rel="noopener" className="external-link">
          {m.hazardMap.portal}
          <ExternalIcon size={14} />
          <span className="visually-hidden">{m.hazardMap.newTab}</span>
        </a>
      </aside>
    </PendingPage>
  )
}
