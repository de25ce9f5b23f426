import { useEffect, useState } from 'react'
import type { MapViewState } from '../../../components/map/MapView'
import { toApiError } from '../../../lib/api'
import type { ShelterList } from '../../../shared/api/hazard'
import { fetchShelters } from '../api'
import { keepForOffline, storedShelters, storeShelters } from '../offline'

/**
 * `fromCopy`: the list is a kept copy (localStorage's until the network answers, or the service
 * worker's). `unreachable`: the network did not answer the last request, whatever
 * `navigator.onLine` says.
 */
export type ShelterState =
  | { status: 'loading' }
  | {
      status: 'ready'
      list: ShelterList
      savedAt: string | null
      fromCopy: boolean
      unreachable: boolean
    }
  | { status: 'error'; unreachable: boolean }

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
export function useShelters(bbox: MapViewState['bbox'] | null) {
  const [state, setState] = useState<ShelterState>(() => {
    const copy = storedShelters()
    return copy
      ? {
          status: 'ready',
          list: copy.list,
          savedAt: copy.savedAt,
          fromCopy: true,
          unreachable: false,
        }
      : { status: 'loading' }
  })
  const key = viewKey(bbox)
  useEffect(() => {
    const controller = new AbortController()
    fetchShelters(key, controller.signal).then(
      ({ list, storedAt }) => {
        // The service worker's copy keeps its own time; localStorage keeps the last fresh answer.
        if (storedAt) {
          setState({ status: 'ready', list, savedAt: storedAt, fromCopy: true, unreachable: true })
          return
        }
        storeShelters(list)
        setState({
          status: 'ready',
          list,
          savedAt: new Date().toISOString(),
          fromCopy: false,
          unreachable: false,
        })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        // No HTTP status: the request never reached the Worker.
        const unreachable = toApiError(error).status === 0
        setState((current) =>
          current.status === 'ready'
            ? { ...current, unreachable }
            : { status: 'error', unreachable },
        )
      },
    )
    return () => controller.abort()
  }, [key])
  return state
}

/** Whether the page is without network: the browser says so, or the last shelter request got no answer. */
export function useOffline(shelters: ShelterState): boolean {
  const online = useOnline()
  return !online || (shelters.status !== 'loading' && shelters.unreachable)
}

/** Whether the browser says it is online, kept up to date. */
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
 * Once the page and its data are shown (`ready`), hands them to the service worker for offline
 * visits; true when it has them.
 */
export function useOfflineReady(ready: boolean) {
  const [offlineReady, setOfflineReady] = useState(false)
  useEffect(() => {
    if (!ready || !navigator.onLine) return
    const timer = window.setTimeout(() => {
      keepForOffline().then(setOfflineReady, () => setOfflineReady(false))
    }, 1500)
    return () => window.clearTimeout(timer)
  }, [ready])
  return offlineReady
}
