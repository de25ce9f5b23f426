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

  const text = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    mode?: 'decimal',
  ) => (
    <Field id={id} label={label} required>
      {(control) => (
        <input
          {...control}
          className="input"
          value={value}
          inputMode={mode}
          required
          onChange={(event) => set(event.target.value)}
        />
      )}
    </Field>
  )

  return (
    <form className="rally-form" onSubmit={(event) => void submit(event)}>
      <h2 className="post-section-title">{m.manage.addSpot}</h2>
      {text('spot-name', m.manage.name, name, setName)}
      {text('spot-lat', m.manage.lat, lat, setLat, 'decimal')}
      {text('spot-lng', m.manage.lng, lng, setLng, 'decimal')}
      {text('spot-radius', m.manage.radiusM, radius, setRadius, 'decimal')}
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
