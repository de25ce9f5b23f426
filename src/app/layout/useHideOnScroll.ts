import { useEffect, useState } from 'react'

/** A scroll position at or below 2 px counts as the top. */
const TOP_SCROLL_Y = 2

/**
 * The header hides on scroll down and returns at the top. Scrolling up elsewhere keeps
 * it as it was (the rule names only the top as the place it returns: docs/product.md, layout).
 */
function nextHeaderHidden(hidden: boolean, previousY: number, y: number): boolean {
  if (y <= TOP_SCROLL_Y) return false
  if (y > previousY) return true
  return hidden
}

export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    let previousY = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      setHidden((current) => nextHeaderHidden(current, previousY, y))
      previousY = y
    }
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [])
  return hidden
}
