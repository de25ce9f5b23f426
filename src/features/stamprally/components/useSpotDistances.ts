import { useCallback, useState } from 'react'
import type { RallySpot } from '../../../shared/api/stamprally'
import { checkGeofence, type GeofenceVerdict } from '../../../shared/geo'

// The hint before walking up to a printed spot: the same rule the server applies
// (src/shared/geo.ts) on the browser's position, so "in range" here means the check-in will pass.

export type DistanceState =
  | { status: 'idle' | 'locating' | 'failed' }
  | {
      status: 'found'
      verdicts: Map<number, GeofenceVerdict>
      /** Where the visitor is (the map draws the dot), accuracy in metres. */
      here: { lat: number; lng: number; accuracy: number }
    }

export function useSpotDistances() {
  const [state, setState] = useState<DistanceState>({ status: 'idle' })
  const locate = useCallback((spots: RallySpot[]) => {
    if (!navigator.geolocation) {
      setState({ status: 'failed' })
      return
    }
    setState({ status: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (fix) => {
        const here = {
          lat: fix.coords.latitude,
          lng: fix.coords.longitude,
          accuracy_m: fix.coords.accuracy,
        }
        setState({
          status: 'found',
          verdicts: new Map(spots.map((spot) => [spot.id, checkGeofence(spot, here)])),
          here: { lat: here.lat, lng: here.lng, accuracy: here.accuracy_m },
        })
      },
      () => setState({ status: 'failed' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    )
  }, [])
  return { distances: state, locate }
}
