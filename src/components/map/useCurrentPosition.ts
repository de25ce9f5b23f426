import { useCallback, useEffect, useRef, useState } from 'react'

export type PositionState =
  | { status: 'idle' | 'locating' }
  | {
      status: 'found'
      lat: number
      lng: number
      /** Metres (the radius of the circle the position is in, 68 % likely). */
      accuracy: number
    }
  | { status: 'denied' | 'unavailable' | 'timeout' | 'unsupported' }

/** Gives up after this long: a map that waits forever for a fix is worse than no fix. */
const TIMEOUT_MS = 10_000

/**
 * 「現在地」: on request, the position, then every change of it while the page is open (the dot
 * follows a resident who walks); a refusal or a timeout is a state, never an error. The watch
 * ends when the page goes away.
 */
export function useCurrentPosition(onFirstFix: (lat: number, lng: number) => void) {
  const [state, setState] = useState<PositionState>({ status: 'idle' })
  const watch = useRef<number | null>(null)
  // The page acts on the first fix of each press (centres the map, reads the spot) and lets the
  // dot alone follow the later ones, so a resident can pan away while walking.
  const firstFix = useRef(onFirstFix)
  firstFix.current = onFirstFix
  const stop = useCallback(() => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current)
    watch.current = null
  }, [])
  useEffect(() => stop, [stop])
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unsupported' })
      return
    }
    stop()
    let first = true
    setState({ status: 'locating' })
    watch.current = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setState({
          status: 'found',
          lat: coords.latitude,
          lng: coords.longitude,
          accuracy: coords.accuracy,
        })
        if (first) firstFix.current(coords.latitude, coords.longitude)
        first = false
      },
      (error) => {
        // A later update that fails keeps the last position shown; only a first failure is news.
        setState((current) =>
          current.status === 'found' && error.code !== error.PERMISSION_DENIED
            ? current
            : {
                status:
                  error.code === error.PERMISSION_DENIED
                    ? 'denied'
                    : error.code === error.TIMEOUT
                      ? 'timeout'
                      : 'unavailable',
              },
        )
        if (error.code === error.PERMISSION_DENIED) stop()
      },
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 60_000 },
    )
  }, [stop])
  return { position: state, located: state.status === 'found' ? state : null, locate }
}
