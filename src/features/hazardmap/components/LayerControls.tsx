import { HAZARD_LAYERS, hazardLayer } from '../../../shared/hazard-layers'
import m from '../i18n/current'

/** The layer toggles and the opacity slider. */
export function LayerControls(props: {
  active: string[]
  onToggle: (id: string) => void
  opacity: number
  onOpacity: (value: number) => void
}) {
  return (
    <div className="hazard-controls">
      <fieldset className="hazard-layers">
        <legend>{m.hazardMap.layersTitle}</legend>
        {HAZARD_LAYERS.map((layer) => (
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
      <label className="hazard-opacity">
        <span>{m.hazardMap.opacity}</span>
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
      </label>
    </div>
  )
}

/** One legend per active layer, in the portal's colours. */
export function Legends({ active }: { active: string[] }) {
  return (
    <div className="hazard-legends">
      {active.map((id) => {
        const layer = hazardLayer(id)
        if (!layer) return null
        return (
          <section key={id} className="hazard-legend" aria-labelledby={`legend-${id}`}>
            <h2 id={`legend-${id}`} className="hazard-legend__title">
              {m.hazardMap.legendTitle(m.layers[id] ?? id)}
            </h2>
            <ul className="hazard-legend__list">
              {layer.classes.map((entry) => (
                <li key={entry.key}>
                  <span
                    className="hazard-legend__swatch"
                    aria-hidden="true"
                    style={{ background: `rgb(${entry.rgb.join(' ')})` }}
                  />
                  {m.classes[entry.key]}
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
