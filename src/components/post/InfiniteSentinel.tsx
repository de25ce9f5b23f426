import { useEffect, useRef } from 'react'

interface InfiniteSentinelProps {
  onVisible: () => void
  /** While paused (a page is loading, or failed) nothing is asked for. */
  paused: boolean
}

/**
 * An invisible line below a list: when it comes within a screen of the viewport, the next page
 * is asked for. Observing starts afresh after every page, so a short page that leaves the line in
 * view asks again. Without IntersectionObserver the "show more" button next to it still works.
 */
export function InfiniteSentinel({ onVisible, paused }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null)
  const onVisibleRef = useRef(onVisible)
  onVisibleRef.current = onVisible

  useEffect(() => {
    const element = ref.current
    if (paused || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current()
      },
      { rootMargin: '0px 0px 100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [paused])

  return <div ref={ref} className="infinite-sentinel" aria-hidden="true" />
}
