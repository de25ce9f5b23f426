import { type RefObject, useEffect, useRef, useState } from 'react'
import type { MapCluster, MapFeature } from '../../../shared/api/places'
import m from '../i18n/current'
import { ItemLink, itemWhen } from './MapCard'
import type { KnownItems } from './useMapDetails'

/** Metres between two points (haversine): close enough for sorting a town's pins. */
export function distanceMetres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180
  const dLat = (bLat - aLat) * rad
  const dLng = (bLng - aLng) * rad
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

const formatDistance = (metres: number) =>
  metres < 1000
    ? m.map.metres(Math.round(metres / 10) * 10)
    : m.map.kilometres((metres / 1000).toFixed(1))

/** Items the list shows at first and adds per 「さらに表示」: a town view can hold hundreds. */
export const MAP_LIST_PAGE = 30

/** Features and clusters nearest to (lat, lng) first, each with its distance in metres. */
function nearestFirst(features: MapFeature[], clusters: MapCluster[], lat: number, lng: number) {
  const sorted = features
    .map((feature) => {
      const [featureLng, featureLat] = feature.geometry.coordinates
      return { feature, distance: distanceMetres(lat, lng, featureLat, featureLng) }
    })
    .sort((a, b) => a.distance - b.distance)
  const groups = clusters
    .map((cluster) => ({
      cluster,
      distance: distanceMetres(lat, lng, cluster.lat, cluster.lng),
    }))
    .sort((a, b) => a.distance - b.distance)
  return { sorted, groups }
}

/**
 * How many rows show, a page more per 「さらに表示」; after it the keyboard continues at the
 * first new item, not after the list.
 */
function useListPaging() {
  const [shown, setShown] = useState(MAP_LIST_PAGE)
  const focusFrom = useRef<number | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (focusFrom.current === null || focusFrom.current >= shown) return
    listRef.current?.querySelectorAll<HTMLAnchorElement>('a')[focusFrom.current]?.focus()
    focusFrom.current = null
  }, [shown])
  const showMore = () => {
    focusFrom.current = shown
    setShown(shown + MAP_LIST_PAGE)
  }
  return { shown, listRef, showMore }
}

/** A row per cluster: pressing it zooms the map in on the cluster. */
function ClusterRows({
  groups,
  onZoomTo,
}: {
  groups: { cluster: MapCluster; distance: number }[]
  onZoomTo: (cluster: MapCluster) => void
}) {
  return (
    <ol className="map-list__items near-screen-list">
      {groups.map(({ cluster, distance }) => (
        <li key={cluster.bbox.join(',')} className="map-list__item">
          <button
            type="button"
            className="map-list__link map-list__zoom"
            onClick={() => onZoomTo(cluster)}
          >
            {m.map.clusterRow(cluster.count)}
          </button>
          <span className="map-list__meta">{formatDistance(distance)}</span>
        </li>
      ))}
    </ol>
  )
}

/** A row per item: its kind, a link to its page, how far and when. */
function FeatureRows({
  rows,
  known,
  listRef,
}: {
  rows: { feature: MapFeature; distance: number }[]
  known: KnownItems
  listRef: RefObject<HTMLOListElement | null>
}) {
  return (
    <ol className="map-list__items near-screen-list" ref={listRef}>
      {rows.map(({ feature, distance }) => {
        const p = feature.properties
        const item = known.get(feature.id)
        const when = itemWhen(item)
        return (
          <li key={feature.id} className="map-list__item">
            <span className={`badge map-kind map-kind--${p.kind}`}>{m.kinds[p.kind]}</span>
            <ItemLink feature={feature} item={item} className="map-list__link" />
            <span className="map-list__meta">
              {formatDistance(distance)}
              {when ? ` · ${when}` : ''}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

/**
 * The same items as the map, nearest to the map's centre first: what a keyboard or a screen
 * reader uses, and what anyone uses who would rather read a list. It grows a page at a time, so
 * a busy view does not lay out hundreds of rows before the map is usable.
 */
export function MapList(props: {
  features: MapFeature[]
  /** A crowded view's clusters: a row each, which zooms the map in on it. */
  clusters: MapCluster[]
  lat: number
  lng: number
  onZoomTo: (cluster: MapCluster) => void
  /** The rows' titles, photos and dates as fetched so far (useMapDetails). */
  known: KnownItems
  /** Asks for the cards of the rows shown (their keys), whenever they change. */
  onShown?: (keys: string[]) => void
  /** Before the first answer: no count yet, and not "nothing here". */
  loading?: boolean
}) {
  const { shown, listRef, showMore } = useListPaging()
  const { sorted, groups } = nearestFirst(props.features, props.clusters, props.lat, props.lng)
  const shownKeys = sorted
    .slice(0, shown)
    .map(({ feature }) => feature.id)
    .join(',')
  const { onShown } = props
  useEffect(() => {
    if (shownKeys) onShown?.(shownKeys.split(','))
  }, [shownKeys, onShown])
  const total = groups.reduce((sum, { cluster }) => sum + cluster.count, sorted.length)
  const longest = Math.max(sorted.length, groups.length)
  return (
    <section className="map-list" aria-labelledby="map-list-title" id="map-list">
      <h2 id="map-list-title" className="map-list__title">
        {props.loading ? m.map.sheetLoading : m.map.listTitle(total)}
      </h2>
      {props.loading ? (
        <p className="map-list__empty" aria-busy="true">
          {m.map.listLoading}
        </p>
      ) : null}
      {groups.length > 0 ? (
        <ClusterRows groups={groups.slice(0, shown)} onZoomTo={props.onZoomTo} />
      ) : null}
      {props.loading ? null : total === 0 ? (
        <p className="map-list__empty">{m.map.empty}</p>
      ) : (
        <FeatureRows rows={sorted.slice(0, shown)} known={props.known} listRef={listRef} />
      )}
      {longest > shown ? (
        <button
          type="button"
          className="button button--secondary map-list__more"
          onClick={showMore}
        >
          {m.map.showMore(longest - shown)}
        </button>
      ) : null}
    </section>
  )
}
