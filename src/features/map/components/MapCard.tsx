import { Link } from 'wouter'
import c from '../../../components/i18n/current'
import { formatEventRange, formatValidity } from '../../../components/post/time'
import { mediaUrl } from '../../../lib/api'
import { type MapFeature, type MapItem, mapItemPath } from '../../../shared/api/places'
import m from '../i18n/current'
import type { KnownItems } from './useMapDetails'

/** When an item happens or is valid, in words; '' for places, plain posts and unknown items. */
export function itemWhen(item: MapItem | null | undefined): string {
  if (item?.kind === 'event' && item.starts_at) {
    return formatEventRange(item.starts_at, item.ends_at ?? '')
  }
  if (item?.kind === 'coupon') return formatValidity(null, item.valid_until)
  return ''
}

/** A pin's link: its page, named by its title once known (until then 「読み込み中…」). */
export function ItemLink({
  feature,
  item,
  className,
}: {
  feature: MapFeature
  item: MapItem | null | undefined
  className?: string
}) {
  const { kind, id } = feature.properties
  return (
    <Link
      href={mapItemPath(kind, id)}
      className={className}
      lang={item?.translated === false ? 'ja' : undefined}
      aria-busy={item === undefined ? true : undefined}
    >
      {item?.title ?? (item === null ? m.kinds[kind] : m.map.listLoading)}
    </Link>
  )
}

/**
 * The card of the tapped marker: photo, title, time or validity, and the way to its page (the
 * pin's card is fetched on the tap: `known`). Items at the very same spot share one pin, so the
 * card lists the others there too.
 */
export function MapCard({
  feature,
  sameSpot,
  known,
  onClose,
}: {
  feature: MapFeature
  sameSpot: MapFeature[]
  known: KnownItems
  onClose: () => void
}) {
  const { kind, id } = feature.properties
  const item = known.get(feature.id)
  const image = mediaUrl(item?.image_url ?? null)
  const when = itemWhen(item)
  return (
    <article className="map-card" aria-labelledby="map-card-title">
      {image ? <img className="map-card__image" src={image} alt="" width={96} height={96} /> : null}
      <div className="map-card__text">
        <span className={`badge map-kind map-kind--${kind}`}>{m.kinds[kind]}</span>
        <h2 id="map-card-title" className="map-card__title">
          <ItemLink feature={feature} item={item} />
        </h2>
        {when ? <p className="map-card__when">{when}</p> : null}
        {item?.genre ? <p className="map-card__when">{c.genres[item.genre]}</p> : null}
        <Link href={mapItemPath(kind, id)} className="button button--primary button--small">
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
                  <ItemLink feature={other} item={known.get(other.id)} />
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
