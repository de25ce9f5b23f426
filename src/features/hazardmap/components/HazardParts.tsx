import type { ReactNode } from 'react'
import { ExternalIcon } from '../../../components/icons'
import { LocateButton } from '../../../components/map/LocateButton'
import { site } from '../../../lib/site'
import m from '../i18n/current'

/**
 * The row over the map (layers, the map's centre, and 現在地 at its right end, as on the map page)
 * with the search for the resident's position under it, and the layer picker they open.
 */
export function MapTools(props: {
  layers: string[]
  picking: boolean
  onPicking: (open: boolean) => void
  locate: () => void
  onCentre: () => void
  /** Where the search for the resident stands, read out. */
  status: string
  children: ReactNode
}) {
  return (
    <>
      <div className="hazard-screen__tools">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={props.picking}
          aria-controls="hazard-picker"
          onClick={() => props.onPicking(!props.picking)}
        >
          {m.hazardMap.layersButton(props.layers.length)}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={props.onCentre}
        >
          {m.point.centre}
        </button>
        <LocateButton label={m.point.locate} onClick={props.locate} />
        <p className="hazard-page__status" role="status">
          {props.status}
        </p>
      </div>
      <div id="hazard-picker" className="hazard-picker" hidden={!props.picking}>
        <button
          type="button"
          className="button button--secondary button--small hazard-picker__close"
          onClick={() => props.onPicking(false)}
        >
          {m.hazardMap.closeLayers}
        </button>
        {props.children}
      </div>
    </>
  )
}

/** Whose data this is, the town's own map, and that this is not the town's official map. */
export function HazardCredits() {
  return (
    <div className="hazard-credits">
      <p>
        <span>{m.hazardMap.creditPortal}</span>
        {' ／ '}
        <span>{m.hazardMap.creditGsi}</span>
      </p>
      {site.townHazardMapUrl ? (
        <p>
          <a href={site.townHazardMapUrl} target="_blank" rel="noopener" className="external-link">
            {m.hazardMap.townMap}
            <ExternalIcon size={14} />
            <span className="visually-hidden">{m.hazardMap.newTab}</span>
          </a>
        </p>
      ) : null}
      <p className="hazard-note">{m.hazardMap.notOfficial}</p>
    </div>
  )
}
