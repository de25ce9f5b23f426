import { Field } from '../../../components/Field'
import { CrosshairIcon } from '../../../components/icons'
import { PostalCodeField } from '../../../components/postal/PostalCodeField'
import { TOWN_CENTRE } from '../../../shared/map-url'
import { halfWidth } from '../../../shared/text-input'
import m from '../i18n/current'
import type { Draft } from './draft'
import { PlaceMap } from './PlaceMap'
import { TownPlaces, useTownPlaces } from './TownPlaces'
import { useDeviceLocation } from './useDeviceLocation'
import type { FieldErrors } from './validate'

interface PlaceFieldsProps {
  draft: Draft
  errors: FieldErrors
  onChange: (change: Partial<Draft>) => void
}

/** The draft's point, when both numbers are there and on the globe. */
function pointOf(draft: Draft): { lat: number; lng: number } | null {
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
  return hasPoint ? { lat, lng } : null
}

/** The place's name, a postal code that fills the address, and the address. */
function NameAndAddress({ draft, errors, onChange }: PlaceFieldsProps) {
  return (
    <>
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
    </>
  )
}

/** One coordinate typed in (or filled by the tools and the map), the town's as its example. */
function CoordinateField({
  axis,
  draft,
  errors,
  onChange,
}: PlaceFieldsProps & { axis: 'lat' | 'lng' }) {
  return (
    <Field id={axis} label={m.upload.place[axis]} error={errors[axis]}>
      {(control) => (
        <input
          {...control}
          className="input"
          inputMode="decimal"
          value={draft[axis]}
          placeholder={TOWN_CENTRE[axis].toFixed(4)}
          onChange={(event) =>
            onChange(axis === 'lat' ? { lat: event.target.value } : { lng: event.target.value })
          }
        />
      )}
    </Field>
  )
}

/** Latitude and longitude typed in (or filled by the tools and the map). */
function PointFields(props: PlaceFieldsProps) {
  return (
    <div className="field-pair field-pair--compact">
      <CoordinateField axis="lat" {...props} />
      <CoordinateField axis="lng" {...props} />
    </div>
  )
}

/** Where: a name and address, and a point from the device's location or typed in. */
export function PlaceFields({ draft, errors, onChange }: PlaceFieldsProps) {
  const { locating, message, setMessage, locate } = useDeviceLocation(onChange)
  const places = useTownPlaces()
  const point = pointOf(draft)

  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">
        {m.upload.place.legend}
        <span className="field__optional">{m.upload.optional}</span>
      </legend>
      <p className="field__hint">{m.upload.place.hint}</p>
      <TownPlaces
        places={places}
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
      <NameAndAddress draft={draft} errors={errors} onChange={onChange} />
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
      <PointFields draft={draft} errors={errors} onChange={onChange} />
      <PlaceMap
        point={point}
        town={TOWN_CENTRE}
        places={places}
        onPick={(picked) => {
          // Six decimals is about 10 cm, as for the device's position.
          onChange({ lat: picked.lat.toFixed(6), lng: picked.lng.toFixed(6) })
          setMessage({ text: m.upload.place.picked, error: false })
        }}
      />
      {point ? <p className="field__hint">{m.upload.place.privacy}</p> : null}
    </fieldset>
  )
}
