import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react'
import { MapPlaceholder } from '../../../components/map/MapPlaceholder'
import { HAZARD_MAP_START } from '../../../shared/hazard-layers'
import { type DisasterView, nearestWithWalkingTime } from '../../../shared/shelters'
import { HazardCredits, MapTools } from '../components/HazardParts'
import { LayerControls, Legends } from '../components/LayerControls'
import { PointCard } from '../components/PointCard'
import { type ShelterFilter, ShelterPanel } from '../components/ShelterPanel'
import { useChosenPoint } from '../components/useChosenPoint'
import { useHazardLayers } from '../components/useHazardLayers'
import { useMyShelters } from '../components/useMyShelters'
import { useShelterPoints } from '../components/useShelterPoints'
import { useOfflineReady, useOnline, useShelters } from '../components/useShelters'
import m from '../i18n/current'
import { formatWhen } from '../offline'
import '../hazardmap.css'

const MapView = lazy(async () => ({
  default: (await import('../../../components/map/MapView')).MapView,
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
  const setPoint = useCallback((lat: number, lng: number) => setTapped({ lat, lng }), [setTapped])
  const [picking, setPicking] = useState(false)
  const shelters = useShelters(viewBbox)
  const online = useOnline()
  const mine = useMyShelters()

  const offlineReady = useOfflineReady(shelters.status === 'ready' && !shelters.fromCopy)

  const list = shelters.status === 'ready' ? shelters.list.items : []
  const { points, lines } = useShelterPoints(list, filter, tapped)
  const savedAt = shelters.status === 'ready' ? shelters.savedAt : null

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
            onMapClick={setPoint}
            onMove={onMove}
            located={located}
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
          <LayerControls
            active={active}
            onToggle={toggleLayer}
            opacity={opacity}
            onOpacity={setOpacity}
          />
        </MapTools>
      </div>
      <Legends active={active} />
      <p className="hazard-page__lead">{m.hazardMap.lead}</p>
      <HazardCredits />
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
