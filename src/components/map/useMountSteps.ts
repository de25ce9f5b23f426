import { useEffect, useState } from 'react'

/**
 * Counts from 0 to `last`, one step per task after each commit: a map mounts its parts one step
 * at a time (Leaflet's map, then each tile layer, then the markers) instead of in the one task
 * that creates the map, so no step blocks a phone's main thread for long (TBT). Each step is a
 * timer of its own, so the browser may paint and answer a tap between them.
 */
export function useMountSteps(last: number): number {
  const [step, setStep] = useState(0)
  useEffect(() => {
    if (step >= last) return
    const timer = setTimeout(() => setStep(step + 1), 0)
    return () => clearTimeout(timer)
  }, [step, last])
  return step
}
