import { useCallback, useRef, useState } from 'react'
import { MAP_ITEMS_MAX, type MapItem, mapItemKey } from '../../../shared/api/places'
import { fetchMapItems } from '../api'

/** What the page knows of each pin: its card (MapItem), null when the map no longer shows it. */
export type KnownItems = ReadonlyMap<string, MapItem | null>

/**
 * The cards of the pins the page shows (the list's rows, the tapped pin), fetched once each: a
 * view's answer carries only kinds and positions. `want` asks for the keys not known nor asked
 * yet, MAP_ITEMS_MAX at a time; a failed request is asked again the next time they are wanted.
 */
export function useMapDetails() {
  const [known, setKnown] = useState<KnownItems>(() => new Map())
  const asked = useRef(new Set<string>())
  const want = useCallback((keys: string[]) => {
    const fresh = [...new Set(keys)].filter((key) => !asked.current.has(key))
    for (let start = 0; start < fresh.length; start += MAP_ITEMS_MAX) {
      const chunk = fresh.slice(start, start + MAP_ITEMS_MAX)
      for (const key of chunk) asked.current.add(key)
      fetchMapItems(chunk).then(
        ({ items }) =>
          setKnown((current) => {
            const next = new Map(current)
            for (const key of chunk) next.set(key, null)
            for (const item of items) next.set(mapItemKey(item), item)
            return next
          }),
        () => {
          for (const key of chunk) asked.current.delete(key)
        },
      )
    }
  }, [])
  return { known, want }
}
