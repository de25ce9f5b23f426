import { type ReactNode, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { toApiError } from '../../../lib/api'
import type { OwnArtist, OwnPlaces, OwnVenue } from '../../../shared/api/organizers'
import { fetchOwnPlaces } from '../api'
import m from '../i18n/current'
import { ArtistEditForm, VenueEditForm } from './OwnPlaceForms'

type Editing = { kind: 'venue'; row: OwnVenue } | { kind: 'artist'; row: OwnArtist } | null

/** A saved row in place of the one it edits, keeping what the edit form does not send back. */
function replaceRow<Row extends { id: number }>(rows: Row[], saved: Row): Row[] {
  return rows.map((row) => (row.id === saved.id ? { ...row, ...saved } : row))
}

/** The organizer's own venues and artists, which one is being edited, and what was saved last. */
function useOwnPlaces() {
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
  const stopEditing = () => setEditing(null)
  const onVenueSaved = (venue: OwnVenue) => {
    setPlaces((current) => current && { ...current, venues: replaceRow(current.venues, venue) })
    setEditing(null)
    setSaved(m.ownPlaces.saved(venue.name))
  }
  const onArtistSaved = (artist: OwnArtist) => {
    setPlaces((current) => current && { ...current, artists: replaceRow(current.artists, artist) })
    setEditing(null)
    setSaved(m.ownPlaces.saved(artist.name))
  }

  return { places, error, editing, saved, startEditing, stopEditing, onVenueSaved, onArtistSaved }
}

/**
 * 会場・出演者: the venues, stages and artists the organizer's organizations made with their events,
 * each editable (the API refuses everyone else's). Loaded apart from the events so a failure here
 * leaves the event form usable.
 */
export function OwnPlacesSection() {
  const own = useOwnPlaces()
  const { places, editing } = own
  return (
    <section className="card own-places" aria-labelledby="own-places">
      <h2 id="own-places">{m.ownPlaces.title}</h2>
      <p>{m.ownPlaces.lead}</p>
      {own.error ? (
        <p role="alert" className="form-error">
          {own.error}
        </p>
      ) : null}
      {own.saved ? <p role="status">{own.saved}</p> : null}
      {places ? (
        <>
          <EditableRows
            title={m.ownPlaces.venues}
            empty={m.ownPlaces.noVenues}
            rows={places.venues}
            editingId={editing?.kind === 'venue' ? editing.row.id : null}
            onEdit={(row) => own.startEditing({ kind: 'venue', row })}
            form={(venue) => (
              <VenueEditForm venue={venue} onSaved={own.onVenueSaved} onCancel={own.stopEditing} />
            )}
          />
          <EditableRows
            title={m.ownPlaces.artists}
            empty={m.ownPlaces.noArtists}
            rows={places.artists}
            editingId={editing?.kind === 'artist' ? editing.row.id : null}
            onEdit={(row) => own.startEditing({ kind: 'artist', row })}
            form={(artist) => (
              <ArtistEditForm
                artist={artist}
                onSaved={own.onArtistSaved}
                onCancel={own.stopEditing}
              />
            )}
          />
        </>
      ) : null}
    </section>
  )
}

/** A heading and its rows, each a name with an edit button, or the row's form while edited. */
function EditableRows<Row extends { id: number; name: string }>(props: {
  title: string
  empty: string
  rows: Row[]
  editingId: number | null
  onEdit: (row: Row) => void
  form: (row: Row) => ReactNode
}) {
  return (
    <>
      <h3>{props.title}</h3>
      {props.rows.length === 0 ? <p>{props.empty}</p> : null}
      <ul className="event-upload__list">
        {props.rows.map((row) => (
          <li key={row.id}>
            {props.editingId === row.id ? (
              props.form(row)
            ) : (
              <>
                {row.name}{' '}
                <button type="button" className="button" onClick={() => props.onEdit(row)}>
                  {m.ownPlaces.edit(row.name)}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
