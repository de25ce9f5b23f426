import type { FormEvent } from 'react'
import { TextControl } from '../../../components/form/TextControl'
import { useEditForm } from '../../../components/form/useEditForm'
import { textError } from '../../../components/textError'
import { FormError } from '../../../components/useSubmit'
import type { OwnArtist, OwnVenue } from '../../../shared/api/organizers'
import { saveOwnArtist, saveOwnVenue } from '../api'
import m from '../i18n/current'

// The edit forms of an organization's own venue and artist (会場・出演者 on /app/event-upload).

/** Full-width digits and signs read as ASCII (NFKC); empty is "no coordinate"; NaN is refused. */
export function readCoordinate(text: string): number | null {
  const value = text
    .normalize('NFKC')
    .replace(/\u2212/g, '-')
    .trim()
  return value === '' ? null : Number(value)
}

function Buttons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? m.ownPlaces.saving : m.ownPlaces.save}
      </button>{' '}
      <button type="button" className="button" onClick={onCancel}>
        {m.ownPlaces.cancel}
      </button>
    </p>
  )
}

export function VenueEditForm(props: {
  venue: OwnVenue
  onSaved: (venue: OwnVenue) => void
  onCancel: () => void
}) {
  const { venue } = props
  const form = useEditForm<Omit<OwnVenue, 'id' | 'organization_id'>>(
    {
      name: venue.name,
      address: venue.address,
      lat: venue.lat === null ? '' : String(venue.lat),
      lng: venue.lng === null ? '' : String(venue.lng),
    },
    m.ownPlaces.saveFailed,
  )
  const { fields, set } = form
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const lat = readCoordinate(fields.lat)
    const lng = readCoordinate(fields.lng)
    const refused =
      textError(fields.name, m.ownPlaces.venueName, 'display') ??
      textError(fields.address, m.ownPlaces.address, 'display') ??
      (Number.isNaN(lat) ? m.ownPlaces.notNumber(m.ownPlaces.lat) : null) ??
      (Number.isNaN(lng) ? m.ownPlaces.notNumber(m.ownPlaces.lng) : null)
    form.submit(refused, async () => {
      const input = { name: fields.name, address: fields.address, lat, lng }
      props.onSaved({ ...venue, ...(await saveOwnVenue(venue.id, input)) })
    })
  }
  return (
    <form className="event-form" onSubmit={onSubmit} aria-label={m.ownPlaces.edit(venue.name)}>
      <TextControl
        id={`own-venue-name-${venue.id}`}
        label={m.ownPlaces.venueName}
        value={fields.name}
        onChange={set('name')}
        required
      />
      <TextControl
        id={`own-venue-address-${venue.id}`}
        label={m.ownPlaces.address}
        value={fields.address}
        onChange={set('address')}
      />
      <TextControl
        id={`own-venue-lat-${venue.id}`}
        label={m.ownPlaces.lat}
        value={fields.lat}
        onChange={set('lat')}
        inputMode="decimal"
        hint={m.ownPlaces.coordinateHint}
      />
      <TextControl
        id={`own-venue-lng-${venue.id}`}
        label={m.ownPlaces.lng}
        value={fields.lng}
        onChange={set('lng')}
        inputMode="decimal"
      />
      <FormError error={form.error} />
      <Buttons busy={form.busy} onCancel={props.onCancel} />
    </form>
  )
}

export function ArtistEditForm(props: {
  artist: OwnArtist
  onSaved: (artist: OwnArtist) => void
  onCancel: () => void
}) {
  const { artist } = props
  const form = useEditForm<Omit<OwnArtist, 'id' | 'organization_id'>>(
    { name: artist.name, genre: artist.genre, bio: artist.bio, url: artist.url ?? '' },
    m.ownPlaces.saveFailed,
  )
  const { fields, set } = form
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const refused =
      textError(fields.name, m.ownPlaces.artistName, 'display') ??
      textError(fields.genre, m.ownPlaces.genre, 'display') ??
      textError(fields.bio, m.ownPlaces.bio) ??
      textError(fields.url, m.ownPlaces.url, 'display')
    form.submit(refused, async () => {
      const url = fields.url.trim()
      const input = { name: fields.name, genre: fields.genre, bio: fields.bio, url: url || null }
      props.onSaved({ ...artist, ...(await saveOwnArtist(artist.id, input)) })
    })
  }
  return (
    <form className="event-form" onSubmit={onSubmit} aria-label={m.ownPlaces.edit(artist.name)}>
      <TextControl
        id={`own-artist-name-${artist.id}`}
        label={m.ownPlaces.artistName}
        value={fields.name}
        onChange={set('name')}
        required
      />
      <TextControl
        id={`own-artist-genre-${artist.id}`}
        label={m.ownPlaces.genre}
        value={fields.genre}
        onChange={set('genre')}
      />
      <TextControl
        id={`own-artist-bio-${artist.id}`}
        label={m.ownPlaces.bio}
        value={fields.bio}
        onChange={set('bio')}
        multiline
      />
      <TextControl
        id={`own-artist-url-${artist.id}`}
        label={m.ownPlaces.url}
        value={fields.url}
        onChange={set('url')}
        inputMode="url"
        hint={m.ownPlaces.urlHint}
      />
      <FormError error={form.error} />
      <Buttons busy={form.busy} onCancel={props.onCancel} />
    </form>
  )
}
