import type { HazardPointLayer } from '../../../shared/api/hazard'
import type { PointRisk } from '../components/usePointRisk'
import m from '../i18n/current'
import t from './i18n/current'

const lineText = (line: HazardPointLayer) =>
  m.point.line(
    m.layers[line.layer] ?? line.layer,
    line.status === 'inside'
      ? (m.classes[line.class ?? ''] ?? line.words)
      : line.status === 'outside'
        ? m.point.outside
        : m.point.unavailable,
  )

/**
 * The words for a point, per layer (the accessible alternative to the coloured map): the zones it
 * is inside first and in bold, the others folded away below them.
 */
export function PointCard(props: {
  lat: number
  lng: number
  risk: PointRisk
  onRetry: () => void
}) {
  const { risk } = props
  const inside =
    risk.status === 'ready' ? risk.data.layers.filter((l) => l.status === 'inside') : []
  const others =
    risk.status === 'ready' ? risk.data.layers.filter((l) => l.status !== 'inside') : []
  return (
    <div className="hazard-point" aria-live="polite" aria-busy={risk.status === 'loading'}>
      <p className="hazard-point__where">
        {m.point.chosen(props.lat.toFixed(5), props.lng.toFixed(5))}
      </p>
      {risk.status === 'loading' ? <p>{m.point.loading}</p> : null}
      {risk.status === 'error' ? (
        <p className="hazard-point__error" role="alert">
          {risk.tooMany ? m.point.tooMany : m.point.error}{' '}
          <button type="button" className="button button--small" onClick={props.onRetry}>
            {m.point.retry}
          </button>
        </p>
      ) : null}
      {risk.status === 'ready' && !risk.data.covered ? <p>{m.point.outsideJapan}</p> : null}
      {risk.status === 'ready' && risk.data.covered ? (
        <>
          {inside.length ? (
            <ul className="hazard-point__list">
              {inside.map((line) => (
                <li key={line.layer} className="hazard-point__line hazard-point__line--inside">
                  {lineText(line)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="hazard-point__none">{t.noHazard}</p>
          )}
          <details className="hazard-point__more">
            <summary>{t.others(others.length)}</summary>
            <ul className="hazard-point__others">
              {others.map((line) => (
                <li
                  key={line.layer}
                  className={`hazard-point__line hazard-point__line--${line.status}`}
                >
                  {lineText(line)}
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : null}
    </div>
  )
}
