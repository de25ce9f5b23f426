import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { LocateButton } from '../../../components/map/LocateButton'
import { MapPlaceholder } from '../../../components/map/MapPlaceholder'
import type { MapViewState } from '../../../components/map/MapView'
import { useCurrentPosition } from '../../../components/map/useCurrentPosition'
import { clusterRowZoom } from '../../../shared/map-cells'
import type { MapUrlState } from '../../../shared/map-url'
import { MapCard } from '../components/MapCard'
import { MapFilters, MapStatus } from '../components/MapControls'
import { MapList } from '../components/MapList'
import { MapSheet } from '../components/MapSheet'
import { type KnownItems, useMapDetails } from '../components/useMapDetails'
import { useMapFeatures } from '../components/useMapFeatures'
import { useFoundNote, useMapItems, useMapUrl } from '../components/useMapPage'
import m from '../i18n/current'
import '../map.css'

const MapView = lazy(async () => ({
  default: (await import('../../../components/map/MapView')).MapView,
}))

/** What is drawn over the map and takes taps: the top row, the status line, the lowered list. */
const MAP_CONTROLS = '.map-screen__bar, .map-page__tools > *, .map-sheet--peek'

/**
 * The list of what the view holds, over the map on a phone and beside it on a desktop. A
 * cluster's row zooms in on it (two steps, never past where single pins show).
 */
function MapListSheet({
  items,
  known,
  want,
  url,
  lowered,
  onChange,
}: {
  items: ReturnType<typeof useMapItems>
  known: KnownItems
  want: (keys: string[]) => void
  url: MapUrlState
  lowered: number
  onChange: (next: Partial<MapUrlState>) => void
}) {
  return (
    <MapSheet
      title={items.waiting ? m.map.sheetLoading : m.map.sheetTitle(items.total)}
      lowered={lowered}
    >
      <MapList
        loading={items.waiting}
        features={items.features}
        clusters={items.clusters}
        known={known}
        onShown={want}
        lat={url.lat}
        lng={url.lng}
        onZoomTo={(cluster) =>
          onChange({
            lat: cluster.lat,
            lng: cluster.lng,
            zoom: clusterRowZoom(url.zoom),
            selected: null,
          })
        }
      />
    </MapSheet>
  )
}

/**
 * `/app/map`: everything that has a place (posts, events, coupons, venues, restaurants) on the
 * town's map, with the same items as a list nearest first. The view lives in the URL.
 */
export function MapPage() {
  const { url, replaceUrl } = useMapUrl()
  const [view, setView] = useState<MapViewState | null>(null)
  const { state, retry } = useMapFeatures(view, url.kinds, url.period)
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
  const foundNote = useFoundNote(position.status)
  // The list over the map (a phone) and a pin's card take turns: choosing a pin lowers the list.
  const [sheetLowered, setSheetLowered] = useState(0)
  const { known, want } = useMapDetails()
  const items = useMapItems(state, url.selected, known)
  // The tapped pin's card (and those sharing its spot) come with the tap.
  const cardKeys = items.selected
    ? [items.selected, ...items.sameSpot].map((feature) => feature.id).join(',')
    : ''
  useEffect(() => {
    if (cardKeys) want(cardKeys.split(','))
  }, [cardKeys, want])

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
              points={items.points}
              clusters={items.clusters}
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
              clearOf={MAP_CONTROLS}
              fill
            />
          </Suspense>
          <div className="map-screen__controls">
            <div className="map-screen__bar">
              <MapFilters kinds={url.kinds} period={url.period} onChange={replaceUrl} />
              <LocateButton label={m.map.locate} onClick={locate} />
            </div>
            <MapStatus state={state} position={position} foundNote={foundNote} retry={retry} />
          </div>
          {items.selected ? (
            <div className="map-screen__card">
              <MapCard
                feature={items.selected}
                sameSpot={items.sameSpot}
                known={known}
                onClose={() => replaceUrl({ selected: null })}
              />
            </div>
          ) : null}
        </div>
        <MapListSheet
          items={items}
          known={known}
          want={want}
          url={url}
          lowered={sheetLowered}
          onChange={replaceUrl}
        />
      </div>
    </main>
  )
}
