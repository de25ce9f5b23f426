import { useEffect, useState } from 'react'
import { useCurrentPosition } from '../components/map/useCurrentPosition'
import { AlertsMark } from '../features/alerts/components/AlertsMark'
import { HomeLead } from '../features/alerts/components/HomeLead'
import { bannerAlerts, useDisasterAlert, useKnownAlerts } from '../features/alerts/state'
import { fetchShelters } from '../features/hazardmap/api'
import type { Alert } from '../shared/api/alerts'
import type { Shelter } from '../shared/api/hazard'
import { nearestWithWalkingTime } from '../shared/shelters'

// Home's part of disaster mode (a chunk of its own, loaded after home's first render; see
// ./HomeRoute.tsx): the warnings come from the alerts feature, the town's shelters from the hazard
// map's API, the resident's position from the map's 「現在地」.

/** The town's shelters (the API's town area), read once when home turns to a warning; null until then. */
function useTownShelters(): Shelter[] | null {
  const [shelters, setShelters] = useState<Shelter[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetchShelters(null, controller.signal).then(
      ({ list }) => setShelters(list.items),
      () => {
        if (!controller.signal.aborted) setShelters([])
      },
    )
    return () => controller.abort()
  }, [])
  return shelters
}

function Emergency({ alert }: { alert: Alert }) {
  const shelters = useTownShelters()
  const { position, locate } = useCurrentPosition(() => {})
  return (
    <HomeLead
      alert={alert}
      shelters={shelters ?? []}
      sheltersLoaded={shelters !== null}
      here={position.status === 'found' ? position : null}
      nearest={nearestWithWalkingTime}
      locate={locate}
      locating={position.status === 'locating'}
    />
  )
}

/** While a warning of level 3 or more is in force, home leads with it; else a quiet mark, if any. */
export function HomeAlerts() {
  const known = useKnownAlerts()
  const withMap = useDisasterAlert(null)
  const top = withMap ?? bannerAlerts(known)[0]
  return top ? <Emergency key={top.id} alert={top} /> : <AlertsMark />
}
