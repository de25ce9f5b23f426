import { useCallback, useEffect, useState } from 'react'
import { toApiError } from '../../../lib/api'
import type { HazardPoint } from '../../../shared/api/hazard'
import { hazardLayer } from '../../../shared/hazard-layers'
import type { ShelterHazard } from '../../../shared/shelters'
import { fetchHazardPoint } from '../api'

export type PointRisk =
  | { status: 'loading' }
  | { status: 'ready'; data: HazardPoint; hazards: ShelterHazard[] }
  | { status: 'error'; tooMany: boolean }

/** The hazards whose zone the point is inside (one per hazard, in the layers' order). */
export const hazardsAt = (point: HazardPoint): ShelterHazard[] => [
  ...new Set(
    point.layers
      .filter((line) => line.status === 'inside')
      .map((line) => hazardLayer(line.layer)?.hazard)
      .filter((hazard): hazard is ShelterHazard => hazard !== undefined),
  ),
]

/**
 * What the portal's layers say about the chosen point, and the hazards it is inside: the answer's
 * risk lines and the shelters it lists both come from this one reading.
 */
export function usePointRisk(point: { lat: number; lng: number } | null) {
  // Each reading is kept with its point: a new point never shows the last one's answer meanwhile.
  const [reading, setReading] = useState<{ at: string; risk: PointRisk } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const lat = point?.lat
  const lng = point?.lng
  const at = `${lat},${lng}`
  const setRisk = useCallback((risk: PointRisk) => setReading({ at, risk }), [at])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it (retry)
  useEffect(() => {
    if (lat === undefined || lng === undefined) return
    const controller = new AbortController()
    setRisk({ status: 'loading' })
    fetchHazardPoint(lat, lng, controller.signal).then(
      (data) => setRisk({ status: 'ready', data, hazards: hazardsAt(data) }),
      (err: unknown) => {
        if (!controller.signal.aborted) {
          setRisk({ status: 'error', tooMany: toApiError(err).status === 429 })
        }
      },
    )
    return () => controller.abort()
  }, [lat, lng, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const risk: PointRisk = reading?.at === at ? reading.risk : { status: 'loading' }
  return { risk, retry }
}

/**
 * The hazards the answer lists shelters for: the warning's (disaster mode: it is in force where
 * the point is) and those whose zone the point is inside; null while that is not known and no
 * warning says it (the answer then lists the list's filter).
 */
export function hazardsToAnswer(
  risk: PointRisk,
  warned: ShelterHazard | null,
): ShelterHazard[] | null {
  if (risk.status === 'ready')
    return warned ? [...new Set([warned, ...risk.hazards])] : risk.hazards
  return warned ? [warned] : null
}
