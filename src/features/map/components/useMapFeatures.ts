import { useEffect, useState } from 'react'
import type { MapViewState } from '../../../components/map/MapView'
import { type ApiErrorInfo, toApiError } from '../../../lib/api'
import {
  MAP_MAX_SPAN_DEGREES,
  type MapFeatureCollection,
  type MapKind,
} from '../../../shared/api/places'
import { MAP_POINTS_ZOOM, snapToCells } from '../../../shared/map-cells'
import type { EventPeriod } from '../../../shared/map-url'
import { fetchMapFeatures } from '../api'
import { periodRange } from '../periods'

export type MapFeaturesState =
  | { status: 'idle' | 'loading' | 'tooWide' }
  | { status: 'ready'; data: MapFeatureCollection }
  | { status: 'error'; error: ApiErrorInfo }

/** Waits for the map to settle before asking: a pan is many moves. */
const SETTLE_MS = 200

/** What lies in the visible view, fetched again when the view or the filters change. */
export function useMapFeatures(view: MapViewState | null, kinds: MapKind[], period: EventPeriod) {
  const [state, setState] = useState<MapFeaturesState>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const zoom = view ? Math.round(view.zoom) : 0
  // Below MAP_POINTS_ZOOM the view is asked for in whole grid cells, as the API counts them: the
  // same view from any screen or after a small pan is the same request, which the edge cache
  // (and the browser) already holds.
  const bbox = view && zoom < MAP_POINTS_ZOOM ? snapToCells(view.bbox, zoom) : view?.bbox
  const bboxKey = bbox ? `${bbox.map((value) => value.toFixed(5)).join(',')}@${zoom}` : ''
  const kindsKey = kinds.join(',')

  // biome-ignore lint/correctness/useExhaustiveDependencies: keys stand for view and kinds; attempt re-runs it
  useEffect(() => {
    // Until the map has a view nothing was asked: still 'idle' (the list says 読み込み中), not
    // an empty answer (「0件」).
    if (!view || !bbox) return
    if (kinds.length === 0) {
      setState({
        status: 'ready',
        data: { type: 'FeatureCollection', features: [], truncated: false },
      })
      return
    }
    const [west, south, east, north] = bbox
    if (east - west > MAP_MAX_SPAN_DEGREES || north - south > MAP_MAX_SPAN_DEGREES) {
      setState({ status: 'tooWide' })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setState((current) => (current.status === 'ready' ? current : { status: 'loading' }))
      fetchMapFeatures(bbox, zoom, kinds, periodRange(period, Date.now()), controller.signal).then(
        (data) => setState({ status: 'ready', data }),
        (err: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', error: toApiError(err) })
        },
      )
    }, SETTLE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [bboxKey, kindsKey, period, attempt])

  return { state, retry: () => setAttempt((count) => count + 1) }
}
