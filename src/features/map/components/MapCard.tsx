import { Link } from 'wouter'
import c from '../../../components/i18n/current'
import { formatEventRange, formatValidity } from '../../../components/post/time'
import { mediaUrl } from '../../../lib/api'
import type { MapFeature } from '../../../shared/api/places'
import m from '../i18n/current'

/** When a feature happens or is valid, in words; '' for places and plain posts. */
export function featureWhen(feature: MapFeature): string {
  const p = feature.properties
  if (p.kind === 'event' && p.starts_at) return formatEventRange(p.starts_at, p.ends_at ?? '')
  if (p.kind === 'coupon') return formatValidity(null, p.valid_until)
  return ''
}

/**
 * The card of the tapped marker: photo, title, time or validity, and the way to its page. Items
 * at the very same spot share one pin, so the card lists the others there too.
 */
export function MapCard({
  feature,
  sameSpot,
  onClose,
}: {
  feature: MapFeature
  sameSpot: MapFeature[]
  onClose: () => void
}) {
  const p = feature.properties
  const image = mediaUrl(p.image_url)
  const when = featureWhen(feature)
  return (
    <article className="map-card" aria-labelledby="map-card-title">
      {image ? <img className="map-card__image" src={image} alt="" width={96} height={96} /> : null}
      <div className="map-card__text">
        <span className={`badge map-kind map-kind--${p.kind}`}>{m.kinds[p.kind]}</span>
        <h2 id="map-card-title" className="map-card__title">
          <Link href={p.path} lang={p.translated === false ? 'ja' : undefined}>
            {p.title}
          </Link>
        </h2>
        {when ? <p className="map-card__when">{when}</p> : null}
        {p.genre ? <p className="map-card__when">{c.genres[p.genre]}</p> : null}
        <Link href={p.path} className="button button--primary button--small">
          {m.map.openPage}
        </Link>
        {sameSpot.length ? (
          <>
            <p className="map-card__when">{m.map.sameSpot(sameSpot.length)}</p>
            <ul className="map-card__others">
              {sameSpot.map((other) => (
                <li key={other.id}>
                  <span className={`badge map-kind map-kind--${other.properties.kind}`}>
                    {m.kinds[other.properties.kind]}
                  </span>{' '}
                  <Link
                    href={other.properties.path}
                    lang={other.properties.translated === false ? 'ja' : undefined}
                  >
                    {other.properties.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <button
        type="button"
        className="map-card__close"
        onClick={onClose}
        aria-label={m.map.closeCard}
      >
        ×
      </button>
    </article>
  )
}
