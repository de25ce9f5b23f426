import type { HazardLayer } from '../../../shared/hazard-layers'
import m from '../i18n/current'

// Loaded when the picker is first opened (HazardMapPage), outside the route's own budget.

/** The layer toggles and the opacity slider. */
export function LayerControls(props: {
  /** The portal's layers (passed in: the table stays in the route's own chunk). */
  layers: readonly HazardLayer[]
  active: string[]
  onToggle: (id: string) => void
  opacity: number
  onOpacity: (value: number) => void
}) {
  return (
    <div className="hazard-controls">
      {/* The slider first: in a sheet that scrolls, it is never below the fold of the layers. */}
      <label className="hazard-opacity">
        <span>{m.hazardMap.opacity}</span>
        {/* The value stays beside its slider when the row wraps. */}
        <span className="hazard-opacity__control">
          <input
            type="range"
            min={20}
            max={100}
            step={10}
            value={Math.round(props.opacity * 100)}
            aria-valuetext={m.hazardMap.opacityValue(Math.round(props.opacity * 100))}
            onChange={(event) => props.onOpacity(Number(event.currentTarget.value) / 100)}
          />
          <output>{m.hazardMap.opacityValue(Math.round(props.opacity * 100))}</output>
        </span>
      </label>
      <fieldset className="hazard-layers">
        <legend>{m.hazardMap.layersTitle}</legend>
        {props.layers.map((layer) => (
          <button
            key={layer.id}
            type="button"
            className="chip hazard-chip"
            aria-pressed={props.active.includes(layer.id)}
            onClick={() => props.onToggle(layer.id)}
            data-layer={layer.id}
          >
            {m.layers[layer.id]}
          </button>
        ))}
      </fieldset>
    </div>
  )
}
