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

type TextControlProps = Parameters<typeof TextControl>[0]

/** One text field of an own place's form: which field, and how its control reads it. */
type OwnControl<K> = { key: K } & Pick<
  TextControlProps,
  'label' | 'required' | 'multiline' | 'inputMode' | 'hint'
>

/** Which kind of own place a form edits, and its text fields in order. */
interface OwnFormFields<K extends string> {
  kind: 'venue' | 'artist'
  controls: OwnControl<K>[]
}

const VENUE: OwnFormFields<'name' | 'address' | 'lat' | 'lng'> = {
  kind: 'venue',
  controls: [
    { key: 'name', label: m.ownPlaces.venueName, required: true },
    { key: 'address', label: m.ownPlaces.address },
    { key: 'lat', label: m.ownPlaces.lat, inputMode: 'decimal', hint: m.ownPlaces.coordinateHint },
    { key: 'lng', label: m.ownPlaces.lng, inputMode: 'decimal' },
  ],
}

const ARTIST: OwnFormFields<'name' | 'genre' | 'bio' | 'url'> = {
  kind: 'artist',
  controls: [
    { key: 'name', label: m.ownPlaces.artistName, required: true },
    { key: 'genre', label: m.ownPlaces.genre },
    { key: 'bio', label: m.ownPlaces.bio, multiline: true },
    { key: 'url', label: m.ownPlaces.url, inputMode: 'url', hint: m.ownPlaces.urlHint },
  ],
}

/** The edit form of an own venue or artist: its text fields, the save's failure, save and cancel. */
function OwnPlaceForm<K extends string>(props: {
  of: OwnFormFields<K>
  place: { id: number; name: string }
  /** useEditForm's state of these fields. */
  form: {
    fields: Record<K, string>
    set: (key: K) => (value: string) => void
    error: string | null
    busy: boolean
  }
  onSubmit: (event: FormEvent) => void
  onCancel: () => void
}) {
  const { form, place } = props
  return (
    <form
      className="event-form"
      onSubmit={props.onSubmit}
      aria-label={m.ownPlaces.edit(place.name)}
    >
      {props.of.controls.map(({ key, ...control }) => (
        <TextControl
          key={key}
          id={`own-${props.of.kind}-${key}-${place.id}`}
          value={form.fields[key]}
          onChange={form.set(key)}
          {...control}
        />
      ))}
      <FormError error={form.error} />
      <p>
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? m.ownPlaces.saving : m.ownPlaces.save}
        </button>{' '}
        <button type="button" className="button" onClick={props.onCancel}>
          {m.ownPlaces.cancel}
        </button>
      </p>
    </form>
  )
}

export function VenueEditForm(props: {
  venue: OwnVenue
  onSaved: (venue: OwnVenue) => void
  onCancel: () => void
}) {
  const { venue, onCancel } = props
  const form = useEditForm<Omit<OwnVenue, 'id' | 'organization_id'>>(
    {
      name: venue.name,
      address: venue.address,
      lat: venue.lat === null ? '' : String(venue.lat),
      lng: venue.lng === null ? '' : String(venue.lng),
    },
    m.ownPlaces.saveFailed,
  )
  const { fields } = form
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
    <OwnPlaceForm of={VENUE} place={venue} form={form} onSubmit={onSubmit} onCancel={onCancel} />
  )
}

export function ArtistEditForm(props: {
  artist: OwnArtist
  onSaved: (artist: OwnArtist) => void
  onCancel: () => void
}) {
  const { artist, onCancel } = props
  const form = useEditForm<Omit<OwnArtist, 'id' | 'organization_id'>>(
    { name: artist.name, genre: artist.genre, bio: artist.bio, url: artist.url ?? '' },
    m.ownPlaces.saveFailed,
  )
  const { fields } = form
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
    <OwnPlaceForm of={ARTIST} place={artist} form={form} onSubmit={onSubmit} onCancel={onCancel} />
  )
}
