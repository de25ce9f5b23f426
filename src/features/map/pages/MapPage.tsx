import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { MapPlaceholder } from '../../../components/map/MapPlaceholder'
import type { MapPoint, MapViewState } from '../../../components/map/MapView'
import { useCurrentPosition } from '../../../components/map/useCurrentPosition'
import { MAP_KINDS, type MapKind } from '../../../shared/api/places'
import { MAP_POINTS_ZOOM } from '../../../shared/map-cells'
import { EVENT_PERIODS, type MapUrlState, mapUrlQuery, parseMapUrl } from '../../../shared/map-url'
import { MapCard } from '../components/MapCard'
import { MapList } from '../components/MapList'
import { MapSheet } from '../components/MapSheet'
import { useMapFeatures } from '../components/useMapFeatures'
import m from '../i18n/current'
import '../map.css'

/** How long 「現在地を中心に表示しました」 stays over the map: it only confirms what the dot shows. */
const FOUND_NOTE_MS = 1500

const MapView = lazy(async () => ({
  default: (await import('../../../components/map/MapView')).MapView,
}))

/**
 * `/app/map`: everything that has a place (posts, events, coupons, venues, restaurants) on the
 * town's map, with the same items as a list nearest first. The view lives in the URL.
 */
export function MapPage() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const url = useMemo(() => parseMapUrl(search), [search])
  const [view, setView] = useState<MapViewState | null>(null)
  const { state, retry } = useMapFeatures(view, url.kinds, url.period)

  const replaceUrl = useCallback(
    (next: Partial<MapUrlState>) => {
      navigate(`/app/map?${mapUrlQuery({ ...parseMapUrl(window.location.search), ...next })}`, {
        replace: true,
      })
    },
    [navigate],
  )
  const onMove = useCallback(
    (next: MapViewState) => {
      setView(next)
      replaceUrl({ lat: next.lat, lng: next.lng, zoom: next.zoom })
    },
    [replaceUrl],
  )
  const { position, located, locate } = useCurrentPosition((lat, lng) =>
    replaceUrl({ lat, lng, zoom: 16 }),
  )

  // The confirmation goes after a moment; a refusal or a failure stays until the next press.
  const [foundNote, setFoundNote] = useState(false)
  useEffect(() => {
    if (position.status !== 'found') return
    setFoundNote(true)
    const timer = window.setTimeout(() => setFoundNote(false), FOUND_NOTE_MS)
    return () => window.clearTimeout(timer)
  }, [position.status])
  // The list over the map (a phone) and a pin's card take turns: choosing a pin lowers the list.
  const [sheetLowered, setSheetLowered] = useState(0)
  const waiting = state.status === 'idle' || state.status === 'loading'

  const features = state.status === 'ready' ? state.data.features : []
  const clusters = state.status === 'ready' ? (state.data.clusters ?? []) : []
  const total = clusters.reduce((sum, cluster) => sum + cluster.count, features.length)
  const points: MapPoint[] = useMemo(
    () =>
      features.map((feature) => ({
        id: feature.id,
        lng: feature.geometry.coordinates[0],
        lat: feature.geometry.coordinates[1],
        kind: feature.properties.kind,
        label: `${m.kinds[feature.properties.kind]}：${feature.properties.title}`,
      })),
    [features],
  )
  const selected = features.find((feature) => feature.id === url.selected) ?? null
  const sameSpot = selected
    ? features.filter(
        (feature) =>
          feature !== selected &&
          feature.geometry.coordinates[0].toFixed(6) ===
            selected.geometry.coordinates[0].toFixed(6) &&
          feature.geometry.coordinates[1].toFixed(6) ===
            selected.geometry.coordinates[1].toFixed(6),
      )
    : []
  const toggleKind = (kind: MapKind) => {
    const kinds = url.kinds.includes(kind)
      ? url.kinds.filter((k) => k !== kind)
      : MAP_KINDS.filter((k) => k === kind || url.kinds.includes(k))
    replaceUrl({ kinds, selected: null })
  }

  return (
    <main className="page map-page">
      <h1 className="page-title map-page__title">{m.map.title}</h1>
      <a href="#map-list" className="map-page__skip">
        {m.map.skipToList}
      </a>
      <div className="map-screen">
        <div className="map-screen__map">
          <Suspense fallback={<MapPlaceholder />}>
            <MapView
              points={points}
              clusters={clusters}
              lat={url.lat}
              lng={url.lng}
              zoom={url.zoom}
              label={m.map.regionLabel}
              selectedId={url.selected}
              onSelect={(id) => {
                replaceUrl({ selected: id })
                setSheetLowered((count) => count + 1)
              }}
              onMove={onMove}
              located={located}
              fill
            />
          </Suspense>
          <div className="map-screen__controls">
            <div className="map-screen__chips">
              <fieldset className="map-filters">
                <legend className="visually-hidden">{m.map.kindFilter}</legend>
                {MAP_KINDS.map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    className={`chip map-chip map-chip--${kind}`}
                    aria-pressed={url.kinds.includes(kind)}
                    onClick={() => toggleKind(kind)}
                  >
                    <span className={`map-chip__dot map-kind--${kind}`} aria-hidden="true" />
                    {m.kinds[kind]}
                  </button>
                ))}
              </fieldset>
              {url.kinds.includes('event') ? (
                <fieldset className="segmented map-periods">
                  <legend className="visually-hidden">{m.map.periodFilter}</legend>
                  {EVENT_PERIODS.map((period) => (
                    <button
                      key={period}
                      type="button"
                      className="segmented__item"
                      aria-pressed={url.period === period}
                      onClick={() => replaceUrl({ period, selected: null })}
                    >
                      {m.periods[period]}
                    </button>
                  ))}
                </fieldset>
              ) : null}
            </div>
            <div className="map-page__tools">
              <button
                type="button"
                className="button button--secondary button--small map-page__locate"
                onClick={locate}
              >
                {m.map.locate}
              </button>
              <p className="map-page__status" role="status">
                {position.status === 'found' && !foundNote
                  ? ''
                  : position.status in m.position
                    ? m.position[position.status as keyof typeof m.position]
                    : ''}
                {state.status === 'tooWide' ? m.map.tooWide : ''}
                {state.status === 'ready' && state.data.truncated ? m.map.truncated : ''}
              </p>
              {state.status === 'error' ? (
                <p className="map-page__error" role="alert">
                  {state.error.message || m.map.loadError}{' '}
                  <button type="button" className="button button--small" onClick={retry}>
                    {m.map.retry}
                  </button>
                </p>
              ) : null}
            </div>
          </div>
          {selected ? (
            <div className="map-screen__card">
              <MapCard
                feature={selected}
                sameSpot={sameSpot}
                onClose={() => replaceUrl({ selected: null })}
              />
            </div>
          ) : null}
        </div>
        <MapSheet
          title={waiting ? m.map.sheetLoading : m.map.sheetTitle(total)}
          lowered={sheetLowered}
        >
          <MapList
            loading={waiting}
            features={features}
            clusters={clusters}
            lat={url.lat}
            lng={url.lng}
            onZoomTo={(cluster) =>
              replaceUrl({
                lat: cluster.lat,
                lng: cluster.lng,
                zoom: Math.min(MAP_POINTS_ZOOM, url.zoom + 2),
                selected: null,
              })
            }
          />
        </MapSheet>
      </div>
    </main>
  )
}
