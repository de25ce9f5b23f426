import type { Map as LeafletMap } from 'leaflet'
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react'
import { MapPlaceholder } from '../../../components/map/MapPlaceholder'
import { HAZARD_LAYERS, HAZARD_MAP_START } from '../../../shared/hazard-layers'
import {
  type DisasterView,
  isShelterHazard,
  nearestWithWalkingTime,
} from '../../../shared/shelters'
import { HazardCredits, MapTools } from '../components/HazardParts'
import { Legends } from '../components/LayerControls'
import { OfflineNotice } from '../components/OfflineNotice'
import { type ShelterFilter, ShelterPanel } from '../components/ShelterPanel'
import { useChosenPoint } from '../components/useChosenPoint'
import { useHazardLayers } from '../components/useHazardLayers'
import { useMyShelters } from '../components/useMyShelters'
import { hazardsToAnswer, usePointRisk } from '../components/usePointRisk'
import { useShelterPoints } from '../components/useShelterPoints'
import { useOffline, useOfflineReady, useShelters } from '../components/useShelters'
import m from '../i18n/current'
import { formatWhen } from '../offline'
import '../hazardmap.css'

const MapView = lazy(async () => ({
  default: (await import('../../../components/map/MapView')).MapView,
}))
// The answer to a tap loads with the first tap, the layer picker when first opened: the route's
// own code stays within its budget.
const LayerControls = lazy(async () => ({
  default: (await import('../components/LayerPicker')).LayerControls,
}))
const AnswerSheet = lazy(async () => ({
  default: (await import('../sheet/AnswerSheet')).AnswerSheet,
}))

/**
 * Disaster mode (src/app/HazardMapRoute.tsx): the map opens on the warning's layer and hazard
 * with the nearest shelters of the town's centre listed, and the warning's panel (which picks the
 * shelter to go to, from the resident once found) above the map.
 */
export interface DisasterMode {
  layer: string | null
  filter: ShelterFilter
  panel: (view: DisasterView) => ReactNode
}

/** The side panel's width and margins from 768 px (hazardmap.css `.hazard-sheet`). */
const PANEL_PX = 400
/** The share of the map's height a phone's bottom sheet may cover (hazardmap.css). */
const SHEET_SHARE = 0.48

/**
 * Pans the map so that a tapped point is not under the answer that is about to open: into the
 * part of the map left of the side panel, or above the bottom sheet.
 */
function keepInSight(map: LeafletMap, lat: number, lng: number) {
  const size = map.getSize()
  const at = map.latLngToContainerPoint([lat, lng])
  if (window.matchMedia('(min-width: 768px)').matches) {
    const free = size.x - PANEL_PX
    if (at.x > free - 24) map.panBy([at.x - free / 2, 0])
  } else {
    const free = size.y * (1 - SHEET_SHARE)
    if (at.y > free - 32) map.panBy([0, at.y - free / 2])
  }
}

/**
 * `/app/hazardmap`: the portal's hazard layers over the town, the risks of a chosen point in
 * words, the shelters suited to the chosen hazard (nearest first) and 「マイ避難所」. Works offline
 * after one visit (../offline.ts).
 */
export function HazardMapPage({ disaster, mark }: { disaster?: DisasterMode; mark?: ReactNode }) {
  const [filter, setFilter] = useState<ShelterFilter>(disaster?.filter ?? 'flood')
  // The shelter list follows the hazard of the layer just turned on.
  const { active, toggleLayer, opacity, setOpacity, overlays } = useHazardLayers(
    disaster?.layer ?? 'flood_l2',
    setFilter,
  )
  const { tapped, setTapped, mapCentre, viewCentre, viewBbox, onMove, position, located, locate } =
    useChosenPoint(disaster !== undefined)
  const leaflet = useRef<LeafletMap | null>(null)
  const setPoint = useCallback(
    (lat: number, lng: number) => {
      if (leaflet.current) keepInSight(leaflet.current, lat, lng)
      setTapped({ lat, lng })
    },
    [setTapped],
  )
  const onReady = useCallback((map: LeafletMap) => {
    leaflet.current = map
  }, [])
  const [picking, setPicking] = useState(false)
  const shelters = useShelters(viewBbox)
  const mine = useMyShelters()

  const offlineReady = useOfflineReady(shelters.status === 'ready' && !shelters.fromCopy)

  const list = shelters.status === 'ready' ? shelters.list.items : []
  const { risk, retry } = usePointRisk(tapped)
  const warned = disaster && isShelterHazard(disaster.filter) ? disaster.filter : null
  const hazards = tapped ? hazardsToAnswer(risk, warned) : null
  const { points, lines } = useShelterPoints(list, filter, tapped, hazards, warned)
  const savedAt = shelters.status === 'ready' ? shelters.savedAt : null
  const offline = useOffline(shelters)

  return (
    <main className="page hazard-page" data-offline-ready={offlineReady ? 'true' : 'false'}>
      <h1 className="page-title">{m.hazardMap.title}</h1>
      {mark}
      {disaster?.panel({
        shelters: list,
        here: position.status === 'found' ? position : null,
        nearest: nearestWithWalkingTime,
        locate,
      })}
      {offline ? <OfflineNotice savedAt={savedAt} /> : null}
      <a href="#hazard-point" className="hazard-page__skip">
        {m.hazardMap.skipToCard}
      </a>
      <div className="hazard-screen">
        <Suspense fallback={<MapPlaceholder overlayIds={active} />}>
          <MapView
            points={points}
            lat={mapCentre.lat}
            lng={mapCentre.lng}
            zoom={HAZARD_MAP_START.zoom}
            label={m.hazardMap.regionLabel}
            overlays={overlays}
            lines={lines}
            onMapClick={setPoint}
            onMove={onMove}
            onReady={onReady}
            located={located}
            clearOf=".hazard-screen__tools > *"
            fill
          />
        </Suspense>
        <MapTools
          layers={active}
          picking={picking}
          onPicking={setPicking}
          locate={locate}
          onCentre={() => setTapped({ ...viewCentre.current })}
          status={m.position[position.status] ?? ''}
        >
          {picking ? (
            <Suspense fallback={null}>
              <LayerControls
                layers={HAZARD_LAYERS}
                active={active}
                onToggle={toggleLayer}
                opacity={opacity}
                onOpacity={setOpacity}
              />
            </Suspense>
          ) : null}
        </MapTools>
        {/* Where 「地図の中心を調べる」 looks. */}
        <span className="hazard-screen__crosshair" aria-hidden="true" />
        {tapped ? (
          <Suspense fallback={<p className="hazard-sheet hazard-sheet--wait">{m.point.loading}</p>}>
            <AnswerSheet
              point={tapped}
              risk={risk}
              onRetry={retry}
              shelters={list}
              filter={filter}
              first={warned}
              myIds={mine.ids}
              onToggleSaved={mine.toggle}
              onClose={() => setTapped(null)}
            />
          </Suspense>
        ) : null}
      </div>
      <Legends active={active} />
      <p className="hazard-page__lead">{m.hazardMap.lead}</p>
      <HazardCredits />
      {tapped ? null : (
        <p id="hazard-point" className="hazard-card">
          {m.point.help}
        </p>
      )}
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
      {savedAt && !offline ? (
        <p className="hazard-note">{m.hazardMap.lastUpdated(formatWhen(savedAt))}</p>
      ) : null}
    </main>
  )
}
