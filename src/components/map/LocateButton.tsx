import { CrosshairIcon } from '../icons'
import './locate-button.css'

/**
 * 「現在地」 on a map: a round button with the target every map app draws for it, at the right
 * end of the map's top row, out of the way of the pins in the middle of the view and of the
 * sheets that rise from the bottom. The label is its name and its tooltip.
 */
export function LocateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="map-locate" aria-label={label} title={label} onClick={onClick}>
      <CrosshairIcon size={24} />
    </button>
  )
}
