import { type FormEvent, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { Field } from '../../../components/Field'
import { textError } from '../../../components/textError'
import { toApiError } from '../../../lib/api'
import type { CheckinMethod } from '../../../shared/api/stamprally'
import { DEFAULT_SPOT_RADIUS_M } from '../../../shared/geo'
import { halfWidth } from '../../../shared/text-input'
import { createSpot } from '../api'
import m from '../i18n/current'

/** One required text box of the spot form; `decimal` brings up a number keyboard. */
function SpotInput(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  decimal?: boolean
}) {
  return (
    <Field id={props.id} label={props.label} required>
      {(control) => (
        <input
          {...control}
          className="input"
          value={props.value}
          inputMode={props.decimal ? 'decimal' : undefined}
          required
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

/** The organizer adds a spot: name, position, radius and how people check in there. */
export function AddSpotForm(props: { rallyId: number; onAdded: () => void }) {
  const [name, setName] = useState('')
  const [lat, setLat] = useState('')
  const [lng, setLng] = useState('')
  const [radius, setRadius] = useState(String(DEFAULT_SPOT_RADIUS_M))
  const [method, setMethod] = useState<CheckinMethod>('printed')
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const refused = textError(name, m.manage.name, 'display')
    if (refused) {
      setMessage({ text: refused, error: true })
      return
    }
    // Numbers typed on a Japanese keyboard may be full-width (３５．１).
    const number = (value: string) => Number(halfWidth(value))
    try {
      await createSpot(props.rallyId, {
        name,
        lat: number(lat),
        lng: number(lng),
        radius_m: number(radius),
        method,
      })
      setName('')
      setMessage({ text: m.manage.added, error: false })
      props.onAdded()
    } catch (err) {
      setMessage({ text: apiErrorText(toApiError(err), m.manage.saveFailed), error: true })
    }
  }

  return (
    <form className="rally-form" onSubmit={(event) => void submit(event)}>
      <h2 className="post-section-title">{m.manage.addSpot}</h2>
      <SpotInput id="spot-name" label={m.manage.name} value={name} onChange={setName} />
      <SpotInput id="spot-lat" label={m.manage.lat} value={lat} onChange={setLat} decimal />
      <SpotInput id="spot-lng" label={m.manage.lng} value={lng} onChange={setLng} decimal />
      <SpotInput
        id="spot-radius"
        label={m.manage.radiusM}
        value={radius}
        onChange={setRadius}
        decimal
      />
      <Field id="spot-method" label={m.manage.method}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={method}
            onChange={(event) => setMethod(event.target.value as CheckinMethod)}
          >
            <option value="printed">{m.detail.printed}</option>
            <option value="staffed">{m.detail.staffed}</option>
          </select>
        )}
      </Field>
      <button type="submit" className="button button--primary">
        {m.manage.add}
      </button>
      {message ? <p role={message.error ? 'alert' : 'status'}>{message.text}</p> : null}
    </form>
  )
}
