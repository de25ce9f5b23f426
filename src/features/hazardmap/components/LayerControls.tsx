import { hazardLayer } from '../../../shared/hazard-layers'
import m from '../i18n/current'

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
