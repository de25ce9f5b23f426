import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { ExternalIcon } from '../../../components/icons'
import { MapPlaceholder } from '../../../components/map/MapPlaceholder'
import type { MapOverlay, MapPoint, MapViewState } from '../../../components/map/MapView'
import { useCurrentPosition } from '../../../components/map/useCurrentPosition'
import { site } from '../../../lib/site'
import type { Shelter, ShelterList } from '../../../shared/api/hazard'
import {
  HAZARD_LAYERS,
  HAZARD_MAP_START,
  hazardLayer,
  hazardTileTemplate,
} from '../../../shared/hazard-layers'
import { nearestShelters, walkingMinutes } from '../../../shared/shelters'
import { fetchShelters } from '../api'
import { LayerControls, Legends } from '../components/LayerControls'
import { PointCard } from '../components/PointCard'
import { type ShelterFilter, ShelterPanel, suits } from '../components/ShelterPanel'
import { useMyShelters } from '../components/useMyShelters'
import m from '../i18n/current'
import { formatWhen, keepForOffline, storedShelters, storeShelters } from '../offline'
import '../hazardmap.css'

const MapView = lazy(async () => ({
  default: (await import('../../../components/map/MapView')).MapView,
}))

/** The demo town's centre; the map opens there. */
const PORTAL_CREDIT =
  '<a href="https://disaportal.gsi.go.jp/hazardmapportal/hazardmap/copyright/opendata.html" target="_blank" rel="noopener">ハザードマップポータルサイト</a>'

type ShelterState =
  | { status: 'loading' }
  | { status: 'ready'; list: ShelterList; savedAt: string | null; fromCopy: boolean }
  | { status: 'error' }

/**
 * The view with half its size again on each side (the nearest shelter of a point near the edge
 * may lie just outside), rounded outwards to about 100 m so that a small pan asks nothing new.
 * Null before the map has a view with an area (a map not laid out yet reports a point): the
 * town's area is asked then.
 */
function viewKey(bbox: MapViewState['bbox'] | null): string | null {
  if (!bbox || !(bbox[0] < bbox[2] && bbox[1] < bbox[3])) return null
  const [west, south, east, north] = bbox
  const padLng = (east - west) / 2
  const padLat = (north - south) / 2
  const padded = [
    Math.max(-180, west - padLng),
    Math.max(-90, south - padLat),
    Math.min(180, east + padLng),
    Math.min(90, north + padLat),
  ]
  return [Math.floor, Math.floor, Math.ceil, Math.ceil]
    .map((round, i) => (round((padded[i] as number) * 1000) / 1000).toFixed(3))
    .join(',')
}

/** The shelters of the map's view; the last answer stays shown (and kept offline) meanwhile. */
function useShelters(bbox: MapViewState['bbox'] | null) {
  const [state, setState] = useState<ShelterState>(() => {
    const copy = storedShelters()
    return copy
      ? { status: 'ready', list: copy.list, savedAt: copy.savedAt, fromCopy: true }
      : { status: 'loading' }
  })
  const key = viewKey(bbox)
  useEffect(() => {
    const controller = new AbortController()
    fetchShelters(key, controller.signal).then(
      (list) => {
        storeShelters(list)
        setState({ status: 'ready', list, savedAt: new Date().toISOString(), fromCopy: false })
      },
      () => {
        if (!controller.signal.aborted) {
          setState((current) => (current.status === 'ready' ? current : { status: 'error' }))
        }
      },
    )
    return () => controller.abort()
  }, [key])
  return state
}

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

/**
 * Disaster mode (src/app/HazardMapRoute.tsx): the map opens on the warning's layer and hazard
 * with the nearest shelters of the town's centre listed, and the warning's panel (which picks the
 * shelter to go to, from the resident once found) above the map.
 */
export interface DisasterMode {
  layer: string | null
  filter: ShelterFilter
  panel: (view: {
    shelters: Shelter[]
    /** Where the resident is, once 「現在地」 has found them. */
    here: { lat: number; lng: number } | null
    /** The nearest of these to `from`, with the walking time. */
    nearest: (
      candidates: Shelter[],
      from: { lat: number; lng: number },
    ) => { shelter: Shelter; metres: number; minutes: number } | undefined
    locate: () => void
  }) => ReactNode
}

/**
 * `/app/hazardmap`: the portal's hazard layers over the town, the risks of a chosen point in
 * words, the shelters suited to the chosen hazard (nearest first) and 「マイ避難所」. Works offline
 * after one visit (../offline.ts).
 */
export function HazardMapPage({ disaster }: { disaster?: DisasterMode }) {
  const [active, setActive] = useState<string[]>([disaster?.layer ?? 'flood_l2'])
  const [opacity, setOpacity] = useState(0.7)
  const [filter, setFilter] = useState<ShelterFilter>(disaster?.filter ?? 'flood')
  // Disaster mode starts from the town's centre, then from the resident once found.
  const [tapped, setTapped] = useState<{ lat: number; lng: number } | null>(
    disaster ? { lat: HAZARD_MAP_START.lat, lng: HAZARD_MAP_START.lng } : null,
  )
  // Where the map looks: the town at first, the resident once 「現在地」 finds them.
  const [mapCentre, setMapCentre] = useState({
    lat: HAZARD_MAP_START.lat,
    lng: HAZARD_MAP_START.lng,
  })
  // The centre after the last pan (arrow keys on the focused map pan it too): for keyboards and
  // screen readers, 「地図の中心を調べる」 is the tap.
  const viewCentre = useRef(mapCentre)
  const [viewBbox, setViewBbox] = useState<MapViewState['bbox'] | null>(null)
  const onMove = useCallback((view: MapViewState) => {
    viewCentre.current = { lat: view.lat, lng: view.lng }
    setViewBbox(view.bbox)
  }, [])
  const [offlineReady, setOfflineReady] = useState(false)
  const [picking, setPicking] = useState(false)
  // 「現在地」 chooses the first fix as the point (one reading per press); then only the dot
  // follows the resident.
  const { position, located, locate } = useCurrentPosition((lat, lng) => {
    setTapped({ lat, lng })
    setMapCentre({ lat, lng })
  })
  const shelters = useShelters(viewBbox)
  const online = useOnline()
  const mine = useMyShelters()

  // Once the page and its data are shown, hand them to the service worker for offline visits.
  const ready = shelters.status === 'ready' && !shelters.fromCopy
  useEffect(() => {
    if (!ready || !navigator.onLine) return
    const timer = window.setTimeout(() => {
      keepForOffline().then(setOfflineReady, () => setOfflineReady(false))
    }, 1500)
    return () => window.clearTimeout(timer)
  }, [ready])

  const toggleLayer = (id: string) => {
    const on = !active.includes(id)
    setActive(
      on
        ? HAZARD_LAYERS.map((l) => l.id).filter((l) => l === id || active.includes(l))
        : active.filter((l) => l !== id),
    )
    // The shelter list follows the hazard of the layer just turned on.
    const layer = hazardLayer(id)
    if (on && layer) setFilter(layer.hazard)
  }

  const overlays: MapOverlay[] = useMemo(
    () =>
      HAZARD_LAYERS.filter((layer) => active.includes(layer.id)).map((layer) => ({
        id: layer.id,
        url: hazardTileTemplate(site.hazardTileUrl, layer),
        opacity,
        minZoom: layer.minZoom,
        maxNativeZoom: layer.maxZoom,
        attribution: PORTAL_CREDIT,
      })),
    [active, opacity],
  )

  const list = shelters.status === 'ready' ? shelters.list.items : []
  const points: MapPoint[] = useMemo(() => {
    const shown = list
      .filter((shelter) => suits(shelter, filter))
      .map((shelter) => ({
        id: `shelter:${shelter.id}`,
        lat: shelter.lat,
        lng: shelter.lng,
        kind: 'shelter',
        label: shelter.name,
      }))
    return tapped
      ? [
          ...shown,
          { id: 'point', lat: tapped.lat, lng: tapped.lng, kind: 'here', label: m.point.marker },
        ]
      : shown
  }, [list, filter, tapped])
  const nearest = tapped
    ? nearestShelters(
        list.filter((shelter) => suits(shelter, filter)),
        tapped.lat,
        tapped.lng,
        1,
      )[0]
    : undefined
  const lines =
    nearest && tapped
      ? [
          {
            id: 'nearest',
            points: [
              [tapped.lat, tapped.lng],
              [nearest.lat, nearest.lng],
            ] as [number, number][],
          },
        ]
      : []
  const onMapClick = useCallback((lat: number, lng: number) => setTapped({ lat, lng }), [])
  const savedAt = shelters.status === 'ready' ? shelters.savedAt : null

  return (
    <main className="page hazard-page" data-offline-ready={offlineReady ? 'true' : 'false'}>
      <h1 className="page-title">{m.hazardMap.title}</h1>
      {disaster?.panel({
        shelters: list,
        here: position.status === 'found' ? position : null,
        nearest: (candidates, from) => {
          const [first] = nearestShelters(candidates, from.lat, from.lng, 1)
          return (
            first && { shelter: first, metres: first.metres, minutes: walkingMinutes(first.metres) }
          )
        },
        locate,
      })}
      {!online ? (
        <p className="hazard-offline" role="status">
          {savedAt ? m.hazardMap.offline(formatWhen(savedAt)) : m.hazardMap.offlineNoData}
        </p>
      ) : null}
      <a href="#hazard-point" className="hazard-page__skip">
        {m.hazardMap.skipToCard}
      </a>
      <div className="hazard-screen">
        <Suspense fallback={<MapPlaceholder />}>
          <MapView
            points={points}
            lat={mapCentre.lat}
            lng={mapCentre.lng}
            zoom={HAZARD_MAP_START.zoom}
            label={m.hazardMap.regionLabel}
            overlays={overlays}
            lines={lines}
            onMapClick={onMapClick}
            onMove={onMove}
            located={located}
            fill
          />
        </Suspense>
        <div className="hazard-screen__tools">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-expanded={picking}
            aria-controls="hazard-picker"
            onClick={() => setPicking(!picking)}
          >
            {m.hazardMap.layersButton(active.length)}
          </button>
          <button type="button" className="button button--secondary button--small" onClick={locate}>
            {m.point.locate}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setTapped({ ...viewCentre.current })}
          >
            {m.point.centre}
          </button>
          <p className="hazard-page__status" role="status">
            {m.position[position.status] ?? ''}
          </p>
        </div>
        <div id="hazard-picker" className="hazard-picker" hidden={!picking}>
          <LayerControls
            active={active}
            onToggle={toggleLayer}
            opacity={opacity}
            onOpacity={setOpacity}
          />
        </div>
      </div>
      <Legends active={active} />
      <p className="hazard-page__lead">{m.hazardMap.lead}</p>
      <div className="hazard-credits">
        <p>
          <span>{m.hazardMap.creditPortal}</span>
          {' ／ '}
          <span>{m.hazardMap.creditGsi}</span>
        </p>
        {site.townHazardMapUrl ? (
          <p>
            <a
              href={site.townHazardMapUrl}
              target="_blank"
              rel="noopener"
              className="external-link"
            >
              {m.hazardMap.townMap}
              <ExternalIcon size={14} />
              <span className="visually-hidden">{m.hazardMap.newTab}</span>
            </a>
          </p>
        ) : null}
        <p className="hazard-note">{m.hazardMap.notOfficial}</p>
      </div>
      <section id="hazard-point" className="hazard-card" aria-labelledby="hazard-point-title">
        <h2 id="hazard-point-title">{m.point.title}</h2>
        {tapped ? <PointCard lat={tapped.lat} lng={tapped.lng} /> : <p>{m.point.help}</p>}
      </section>
      {shelters.status === 'error' ? (
        <p role="alert">{m.shelters.loadError}</p>
      ) : (
        <ShelterPanel
          shelters={list}
          filter={filter}
          onFilter={setFilter}
          point={tapped}
          myIds={mine.ids}
          onToggleSaved={mine.toggle}
        />
      )}
      {mine.failed ? (
        <p role="alert">
          {mine.failed === 'too_many' ? m.shelters.saveTooMany : m.shelters.saveError}
        </p>
      ) : null}
      {savedAt && online ? (
        <p className="hazard-note">{m.hazardMap.lastUpdated(formatWhen(savedAt))}</p>
      ) : null}
    </main>
  )
}
