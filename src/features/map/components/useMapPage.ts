import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { MapPoint } from '../../../components/map/MapView'
import type { PositionState } from '../../../components/map/useCurrentPosition'
import type { MapFeature } from '../../../shared/api/places'
import { pathTo } from '../../../shared/links'
import { type MapUrlState, mapQuery, parseMapUrl } from '../../../shared/map-url'
import m from '../i18n/current'
import type { KnownItems } from './useMapDetails'
import type { MapFeaturesState } from './useMapFeatures'

/** How long 「現在地を中心に表示しました」 stays over the map: it only confirms what the dot shows. */
const FOUND_NOTE_MS = 1500

/** The map's view as the URL holds it, and the way to change part of it without a history step. */
export function useMapUrl() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const url = useMemo(() => parseMapUrl(search), [search])
  const replaceUrl = useCallback(
    (next: Partial<MapUrlState>) => {
      navigate(pathTo('/app/map', mapQuery({ ...parseMapUrl(window.location.search), ...next })), {
        replace: true,
      })
    },
    [navigate],
  )
  return { url, replaceUrl }
}

/**
 * Whether 「現在地を中心に表示しました」 still shows: the confirmation goes after a moment; a
 * refusal or a failure stays until the next press.
 */
export function useFoundNote(status: PositionState['status']): boolean {
  const [foundNote, setFoundNote] = useState(false)
  useEffect(() => {
    if (status !== 'found') return
    setFoundNote(true)
    const timer = window.setTimeout(() => setFoundNote(false), FOUND_NOTE_MS)
    return () => window.clearTimeout(timer)
  }, [status])
  return foundNote
}

/** The features as the map's pins, each labelled with its kind and, once known, its title. */
function toMapPoints(features: MapFeature[], known: KnownItems): MapPoint[] {
  return features.map((feature) => {
    const kind = m.kinds[feature.properties.kind]
    const title = known.get(feature.id)?.title
    return {
      id: feature.id,
      lng: feature.geometry.coordinates[0],
      lat: feature.geometry.coordinates[1],
      kind: feature.properties.kind,
      label: title ? `${kind}：${title}` : kind,
    }
  })
}

/** The other features on the very same spot as `selected` (they share its pin). */
function sameSpotAs(selected: MapFeature, features: MapFeature[]): MapFeature[] {
  const [lng, lat] = selected.geometry.coordinates
  return features.filter(
    (feature) =>
      feature !== selected &&
      feature.geometry.coordinates[0].toFixed(6) === lng.toFixed(6) &&
      feature.geometry.coordinates[1].toFixed(6) === lat.toFixed(6),
  )
}

/** What the answer holds for the map and the list: pins, clusters, their count, the open card. */
export function useMapItems(state: MapFeaturesState, selectedId: string | null, known: KnownItems) {
  const waiting = state.status === 'idle' || state.status === 'loading'
  const features = state.status === 'ready' ? state.data.features : []
  const clusters = state.status === 'ready' ? (state.data.clusters ?? []) : []
  const total = clusters.reduce((sum, cluster) => sum + cluster.count, features.length)
  const points = useMemo(() => toMapPoints(features, known), [features, known])
  const selected = features.find((feature) => feature.id === selectedId) ?? null
  const sameSpot = selected ? sameSpotAs(selected, features) : []
  return { waiting, features, clusters, total, points, selected, sameSpot }
}
