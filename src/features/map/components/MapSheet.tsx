import { type ReactNode, useEffect, useRef, useState } from 'react'
import m from '../i18n/current'

type SheetState = 'peek' | 'half' | 'full'
const ORDER: SheetState[] = ['peek', 'half', 'full']
/** Pixels a drag must travel before the sheet moves to the next height. */
const DRAG_STEP = 32

/**
 * The list over the map on a phone, as in map apps: a handle to pull it up (or tap), three
 * heights. The list is always in the page, so screen readers and the skip link reach it; focus
 * moving into it pulls the sheet up so the focused item is seen. On a desktop it is a column
 * beside the map (CSS), the handle hidden.
 */
export function MapSheet({
  title,
  lowered,
  children,
}: {
  title: string
  /** Changes when the sheet should go down to its handle (a pin was chosen: its card shows). */
  lowered?: number
  children: ReactNode
}) {
  const [state, setState] = useState<SheetState>('peek')
  // A new value is the signal to go down.
  useEffect(() => {
    if (lowered) setState('peek')
  }, [lowered])
  const dragFrom = useRef<number | null>(null)
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = body.current
    if (!element) return
    const reveal = () => setState((current) => (current === 'peek' ? 'half' : current))
    element.addEventListener('focusin', reveal)
    return () => element.removeEventListener('focusin', reveal)
  }, [])
  const move = (by: number) => {
    const next = ORDER[Math.min(2, Math.max(0, ORDER.indexOf(state) + by))] as SheetState
    setState(next)
  }
  return (
    <div className={`map-sheet map-sheet--${state}`}>
      <button
        type="button"
        className="map-sheet__handle"
        aria-expanded={state !== 'peek'}
        aria-controls="map-list"
        onPointerDown={(event) => {
          dragFrom.current = event.clientY
          event.currentTarget.setPointerCapture(event.pointerId)
        }}
        onPointerUp={(event) => {
          const from = dragFrom.current
          dragFrom.current = null
          if (from === null) return
          const dy = event.clientY - from
          if (dy < -DRAG_STEP) move(dy < -DRAG_STEP * 6 ? 2 : 1)
          else if (dy > DRAG_STEP) move(dy > DRAG_STEP * 6 ? -2 : -1)
          else setState(state === 'peek' ? 'half' : 'peek')
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') move(1)
          else if (event.key === 'ArrowDown') move(-1)
          else return
          event.preventDefault()
        }}
        onClick={(event) => {
          // Pointer taps are handled on pointerup; Enter and Space arrive here with detail 0.
          if (event.detail === 0) setState(state === 'peek' ? 'half' : 'peek')
        }}
      >
        <span className="map-sheet__grip" aria-hidden="true" />
        <span className="map-sheet__title">{title}</span>
        <span className="visually-hidden">
          {state === 'peek' ? m.map.sheetOpen : m.map.sheetClose}
        </span>
      </button>
      <div className="map-sheet__body" ref={body}>
        {children}
      </div>
    </div>
  )
}
