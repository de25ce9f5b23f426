import { useEffect, useState } from 'react'

/** At the latest, a step that waits for a frame comes after this (tabs in the background draw none). */
const FRAME_AT_THE_LATEST_MS = 100

/**
 * Counts from 0 to `last`, one step per task after each commit: a map mounts its parts one step
 * at a time (Leaflet's map, then each tile layer, then the markers) instead of in the task that
 * commits the page, so no step blocks a phone's main thread for long (TBT). The first step waits
 * until the page around the map has been drawn, so creating the map measures a page already
 * laid out; the next ones are a timer each, so the browser may paint and answer a tap between.
 */
export function useMountSteps(last: number): number {
  const [step, setStep] = useState(0)
  useEffect(() => {
    if (step >= last) return
    let frame = 0
    // Once: the frame and the timer may both come.
    const next = () => setStep((current) => (current === step ? step + 1 : current))
    const timer = setTimeout(next, step === 0 ? FRAME_AT_THE_LATEST_MS : 0)
    if (step === 0) frame = requestAnimationFrame(() => setTimeout(next, 0))
    return () => {
      clearTimeout(timer)
      cancelAnimationFrame(frame)
    }
  }, [step, last])
  return step
}
