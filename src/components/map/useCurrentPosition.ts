import { useCallback, useState } from 'react'

export type PositionState =
  | { status: 'idle' | 'locating' }
  | { status: 'found'; lat: number; lng: number }
  | { status: 'denied' | 'unavailable' | 'timeout' | 'unsupported' }

/** Gives up after this long: a map that waits forever for a fix is worse than no fix. */
const TIMEOUT_MS = 10_000

/** 「現在地」: one position fix on request; a refusal or a timeout is a state, never an error. */
export function useCurrentPosition() {
  const [state, setState] = useState<PositionState>({ status: 'idle' })
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unsupported' })
      return
    }
    setState({ status: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({
          status: 'found',
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        }),
      (error) =>
        setState({
          status:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 60_000 },
    )
  }, [])
  return { position: state, locate }
}
