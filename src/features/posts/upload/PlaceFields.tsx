import { type MouseEvent, useState } from 'react'
import { Field } from '../../../components/Field'
import { CrosshairIcon, MapPinIcon } from '../../../components/icons'
import { PostalCodeField } from '../../../components/postal/PostalCodeField'
import { TOWN_CENTRE } from '../../../shared/map-url'
import { halfWidth } from '../../../shared/text-input'
import m from '../i18n/current'
import type { Draft } from './draft'
import { TownPlaces } from './TownPlaces'
import { pointNear, TILE_SIZE, tileOf, tileUrl } from './tiles'
import type { FieldErrors } from './validate'

const ZOOM = 16

/**
 * Three by three tiles around the point, shifted so the point sits in the middle of the frame. A
 * tap moves the point there; without a point yet, the frame shows the town and a tap sets one.
 */
function MapPreview(props: {
  lat: number
  lng: number
  pinned: boolean
  onPick: (point: { lat: number; lng: number }) => void
}) {
  const { lat, lng, pinned } = props
  const tile = tileOf(lat, lng, ZOOM)
  const offsets = [-1, 0, 1]
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const frame = event.currentTarget.getBoundingClientRect()
    const dx = event.clientX - (frame.left + frame.width / 2)
    const dy = event.clientY - (frame.top + frame.height / 2)
    props.onPick(pointNear(lat, lng, ZOOM, dx, dy))
  }
  return (
    <figure className="map-preview">
      <button
        type="button"
        className="map-preview__frame"
        aria-label={pinned ? m.upload.place.mapAlt : m.upload.place.mapPick}
        onClick={pick}
      >
        <span
          className="map-preview__tiles"
          style={{
            left: `calc(50% - ${TILE_SIZE + tile.offsetX}px)`,
            top: `calc(50% - ${TILE_SIZE + tile.offsetY}px)`,
          }}
        >
          {offsets.flatMap((dy) =>
            offsets.map((dx) => (
              <img
                key={`${dx}:${dy}`}
                src={tileUrl(ZOOM, tile.x + dx, tile.y + dy)}
                alt=""
                width={TILE_SIZE}
                height={TILE_SIZE}
                loading="lazy"
                // Offline, or outside the tiles' coverage: an empty square, not a broken image.
                onError={(event) => {
                  event.currentTarget.style.visibility = 'hidden'
                }}
              />
            )),
          )}
        </span>
        {pinned ? (
          <span className="map-preview__pin" aria-hidden="true">
            <MapPinIcon size={32} fill="#fff" />
          </span>
        ) : null}
      </button>
      <figcaption className="map-preview__credit">
        <span className="map-preview__how">{m.upload.place.tapHint}</span>
        <a
          href="https://maps.gsi.go.jp/development/ichiran.html"
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.upload.place.attribution}
        </a>
      </figcaption>
    </figure>
  )
}

interface PlaceFieldsProps {
  draft: Draft
  errors: FieldErrors
  onChange: (change: Partial<Draft>) => void
}

/** Where: a name and address, and a point from the device's location or typed in. */
export function PlaceFields({ draft, errors, onChange }: PlaceFieldsProps) {
  const [locating, setLocating] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  // Full-width digits (３５．６) are the numbers they show.
  const lat = Number(halfWidth(draft.lat))
  const lng = Number(halfWidth(draft.lng))
  const hasPoint =
    draft.lat.trim() !== '' &&
    draft.lng.trim() !== '' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage({ text: m.upload.place.unsupported, error: true })
      return
    }
    setLocating(true)
    setMessage(null)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        // Six decimals is about 10 cm: more would only pretend to be precise.
        onChange({
          lat: position.coords.latitude.toFixed(6),
          lng: position.coords.longitude.toFixed(6),
        })
        setMessage({ text: m.upload.place.located, error: false })
      },
      (error) => {
        setLocating(false)
        const denied = error.code === error.PERMISSION_DENIED
        setMessage({
          text: denied ? m.upload.place.denied : m.upload.place.unavailable,
          error: true,
        })
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
  }

  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">
        {m.upload.place.legend}
        <span className="field__optional">{m.upload.optional}</span>
      </legend>
      <p className="field__hint">{m.upload.place.hint}</p>
      <TownPlaces
        onPick={(place) => {
          onChange({
            placeName: place.name,
            address: place.address,
            lat: place.lat.toFixed(6),
            lng: place.lng.toFixed(6),
          })
          setMessage({ text: m.upload.place.pickedPlace(place.name), error: false })
        }}
      />
      <Field id="placeName" label={m.upload.place.name} error={errors.placeName}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={draft.placeName}
            placeholder={m.upload.place.namePlaceholder}
            autoComplete="off"
            onChange={(event) => onChange({ placeName: event.target.value })}
          />
        )}
      </Field>
      <PostalCodeField id="postalCode" onFill={(address) => onChange({ address })} />
      <Field id="address" label={m.upload.place.address} error={errors.address}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={draft.address}
            autoComplete="street-address"
            onChange={(event) => onChange({ address: event.target.value })}
          />
        )}
      </Field>
      <div className="button-row place-tools">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={locate}
          aria-disabled={locating}
        >
          <CrosshairIcon size={18} />
          {locating ? m.upload.place.locating : m.upload.place.useCurrent}
        </button>
        {draft.lat || draft.lng ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              onChange({ lat: '', lng: '' })
              setMessage(null)
            }}
          >
            {m.upload.place.clear}
          </button>
        ) : null}
      </div>
      <p className={message?.error ? 'field__error' : 'field__hint'} role="status">
        {message?.text ?? ''}
      </p>
      <div className="field-pair field-pair--compact">
        <Field id="lat" label={m.upload.place.lat} error={errors.lat}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              value={draft.lat}
              placeholder="34.6851"
              onChange={(event) => onChange({ lat: event.target.value })}
            />
          )}
        </Field>
        <Field id="lng" label={m.upload.place.lng} error={errors.lng}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              value={draft.lng}
              placeholder="138.8511"
              onChange={(event) => onChange({ lng: event.target.value })}
            />
          )}
        </Field>
      </div>
      <MapPreview
        lat={hasPoint ? lat : TOWN_CENTRE.lat}
        lng={hasPoint ? lng : TOWN_CENTRE.lng}
        pinned={hasPoint}
        onPick={(point) => {
          // Six decimals is about 10 cm, as for the device's position.
          onChange({ lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) })
          setMessage({ text: m.upload.place.picked, error: false })
        }}
      />
      {hasPoint ? <p className="field__hint">{m.upload.place.privacy}</p> : null}
    </fieldset>
  )
}
