import { useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { toApiError } from '../../../lib/api'
import type { OwnArtist, OwnPlaces, OwnVenue } from '../../../shared/api/organizers'
import { fetchOwnPlaces } from '../api'
import m from '../i18n/current'
import { ArtistEditForm, VenueEditForm } from './OwnPlaceForms'

type Editing = { kind: 'venue'; row: OwnVenue } | { kind: 'artist'; row: OwnArtist } | null

/**
 * 会場・出演者: the venues, stages and artists the organizer's organizations made with their events,
 * each editable (the API refuses everyone else's). Loaded apart from the events so a failure here
 * leaves the event form usable.
 */
export function OwnPlacesSection() {
  const [places, setPlaces] = useState<OwnPlaces | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [saved, setSaved] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    fetchOwnPlaces()
      .then((loaded) => {
        if (live) setPlaces(loaded)
      })
      .catch((err: unknown) => {
        if (live) setError(apiErrorText(toApiError(err), m.ownPlaces.loadFailed))
      })
    return () => {
      live = false
    }
  }, [])

  const startEditing = (next: Editing) => {
    setSaved(null)
    setEditing(next)
  }

  const onVenueSaved = (venue: OwnVenue) => {
    setPlaces(
      (current) =>
        current && {
          ...current,
          venues: current.venues.map((v) => (v.id === venue.id ? { ...v, ...venue } : v)),
        },
    )
    setEditing(null)
    setSaved(m.ownPlaces.saved(venue.name))
  }
  const onArtistSaved = (artist: OwnArtist) => {
    setPlaces(
      (current) =>
        current && {
          ...current,
          artists: current.artists.map((a) => (a.id === artist.id ? { ...a, ...artist } : a)),
        },
    )
    setEditing(null)
    setSaved(m.ownPlaces.saved(artist.name))
  }

  return (
    <section className="card own-places" aria-labelledby="own-places">
      <h2 id="own-places">{m.ownPlaces.title}</h2>
      <p>{m.ownPlaces.lead}</p>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {saved ? <p role="status">{saved}</p> : null}
      {places ? (
        <>
          <h3>{m.ownPlaces.venues}</h3>
          {places.venues.length === 0 ? <p>{m.ownPlaces.noVenues}</p> : null}
          <ul className="event-upload__list">
            {places.venues.map((venue) => (
              <li key={venue.id}>
                {editing?.kind === 'venue' && editing.row.id === venue.id ? (
                  <VenueEditForm
                    venue={venue}
                    onSaved={onVenueSaved}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    {venue.name}{' '}
                    <button
                      type="button"
                      className="button"
                      onClick={() => startEditing({ kind: 'venue', row: venue })}
                    >
                      {m.ownPlaces.edit(venue.name)}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
          <h3>{m.ownPlaces.artists}</h3>
          {places.artists.length === 0 ? <p>{m.ownPlaces.noArtists}</p> : null}
          <ul className="event-upload__list">
            {places.artists.map((artist) => (
              <li key={artist.id}>
                {editing?.kind === 'artist' && editing.row.id === artist.id ? (
                  <ArtistEditForm
                    artist={artist}
                    onSaved={onArtistSaved}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    {artist.name}{' '}
                    <button
                      type="button"
                      className="button"
                      onClick={() => startEditing({ kind: 'artist', row: artist })}
                    >
                      {m.ownPlaces.edit(artist.name)}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
