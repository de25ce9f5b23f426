import { useCallback, useEffect, useRef, useState } from 'react'

const THRESHOLD = 72
const MAX_PULL = 110

/** A refresh that knows whether it is running (the button and the pull share it). */
export function useRefresh(refresh: () => Promise<void>) {
  const [refreshing, setRefreshing] = useState(false)
  const [done, setDone] = useState(0)
  const running = useRef(false)
  const refreshRef = useRef(refresh)
  refreshRef.current = refresh
  const run = useCallback(async () => {
    if (running.current) return
    running.current = true
    setRefreshing(true)
    try {
      await refreshRef.current()
      setDone((count) => count + 1)
    } finally {
      running.current = false
      setRefreshing(false)
    }
  }, [])
  return { refreshing, run, doneCount: done }
}

/**
 * Pull-to-refresh on touch screens: pulling down from the very top shows an indicator, letting go
 * past the threshold refreshes. The browser's own pull (which would reload the whole app) is
 * switched off while the page is shown.
 */
export function usePullToRefresh(onRefresh: () => Promise<void>) {
  const [distance, setDistance] = useState(0)
  const onRefreshRef = useRef(onRefresh)
  onRefreshRef.current = onRefresh

  useEffect(() => {
    let startY: number | null = null
    let pulled = 0
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0]
      startY = window.scrollY <= 0 && event.touches.length === 1 && touch ? touch.clientY : null
      pulled = 0
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (startY === null || !touch) return
      const delta = touch.clientY - startY
      pulled = delta > 0 && window.scrollY <= 0 ? Math.min(MAX_PULL, delta * 0.5) : 0
      setDistance(pulled)
    }
    const onEnd = () => {
      if (startY !== null && pulled >= THRESHOLD) void onRefreshRef.current()
      startY = null
      pulled = 0
      setDistance(0)
    }
    window.addEventListener('touchstart', onStart, { passive: true })
    window.addEventListener('touchmove', onMove, { passive: true })
    window.addEventListener('touchend', onEnd)
    window.addEventListener('touchcancel', onEnd)
    const root = document.documentElement
    const previous = root.style.overscrollBehaviorY
    root.style.overscrollBehaviorY = 'contain'
    return () => {
      window.removeEventListener('touchstart', onStart)
      window.removeEventListener('touchmove', onMove)
      window.removeEventListener('touchend', onEnd)
      window.removeEventListener('touchcancel', onEnd)
      root.style.overscrollBehaviorY = previous
    }
  }, [])

  return { distance, armed: distance >= THRESHOLD }
}
