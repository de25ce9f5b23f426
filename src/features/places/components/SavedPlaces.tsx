import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { PlaceFavorites } from '../../../shared/api/places'
import { userAtom } from '../../../state/session'
import { fetchPlaceFavorites } from '../api'
import m from '../i18n/current'
import '../places.css'
import { pathTo } from '../../../shared/links'
import { PlaceCards } from './PlaceCard'

/** The places and artists a signed-in person saved, for the favorites page. */
export function SavedPlaces() {
  const user = useAtomValue(userAtom)
  const [saved, setSaved] = useState<PlaceFavorites | null>(null)
  useEffect(() => {
    if (!user) return
    const controller = new AbortController()
    fetchPlaceFavorites(controller.signal).then(setSaved, () => {
      // The saved posts below still show; this section simply stays away.
      if (!controller.signal.aborted) setSaved(null)
    })
    return () => controller.abort()
  }, [user])
  if (!saved) return null
  const none = saved.places.length === 0 && saved.artists.length === 0
  return (
    <section className="saved-places" aria-labelledby="saved-places-title">
      <h2 id="saved-places-title" className="post-section-title">
        {m.saved.title}
      </h2>
      {none ? <p className="page-lead">{m.saved.empty}</p> : null}
      {saved.places.length ? <PlaceCards places={saved.places} /> : null}
      {saved.artists.length ? (
        <ul className="place-links place-links--inline">
          {saved.artists.map((artist) => (
            <li key={artist.id}>
              <Link href={pathTo('/app/artists/:id', { id: artist.id })}>{artist.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
