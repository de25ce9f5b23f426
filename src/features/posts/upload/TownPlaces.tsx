import { useEffect, useId, useState } from 'react'
import { call } from '../../../lib/api'
import type { PlaceSummary } from '../../../shared/api/places'
import m from '../i18n/current'

/** The town's venues and shops with a position, by name: the places a post is most often at. */
async function fetchTownPlaces(signal: AbortSignal): Promise<PlaceSummary[]> {
  const kinds = ['venue', 'restaurant'] as const
  const pages = await Promise.all(
    kinds.map((kind) => call('GET /api/places', { query: { kind, limit: '50' }, signal })),
  )
  return pages
    .flatMap((page) => page.items)
    .filter((place) => place.lat !== null && place.lng !== null)
    .sort((a, b) => a.name.localeCompare(b.name, 'ja'))
}

/** The town's places for the picker and the map, fetched once per form. */
export function useTownPlaces(): PlaceSummary[] {
  const [places, setPlaces] = useState<PlaceSummary[]>([])
  useEffect(() => {
    const controller = new AbortController()
    fetchTownPlaces(controller.signal).then(setPlaces, () => undefined)
    return () => controller.abort()
  }, [])
  return places
}

interface TownPlacesProps {
  places: PlaceSummary[]
  onPick: (place: { name: string; address: string; lat: number; lng: number }) => void
}

/**
 * 「町の場所から選ぶ」: one choice fills the place's name, address and position, so nobody has to
 * know coordinates. Nothing is shown when the list cannot be had; the other ways still work.
 */
export function TownPlaces({ places, onPick }: TownPlacesProps) {
  const id = useId()
  if (places.length === 0) return null
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {m.upload.place.townPlaces}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {m.upload.place.townPlacesHint}
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        className="input"
        value=""
        onChange={(event) => {
          const place = places.find((p) => String(p.id) === event.target.value)
          if (place?.lat != null && place.lng != null) {
            onPick({ name: place.name, address: place.address, lat: place.lat, lng: place.lng })
          }
        }}
      >
        <option value="">{m.upload.place.townPlacesNone}</option>
        {places.map((place) => (
          <option key={place.id} value={String(place.id)}>
            {place.name}
          </option>
        ))}
      </select>
    </div>
  )
}
