import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { Field } from '../../../components/Field'
import { toApiError } from '../../../lib/api'
import {
  type Alert,
  DRILL_STEPS,
  type DrillStep,
  TOWN_ORDER_LIMITS,
  type TownOrderInput,
} from '../../../shared/api/alerts'
import type { Shelter } from '../../../shared/api/hazard'
import { fetchInForce, fetchTownShelters, issueTownOrder, liftTownOrder, runDrill } from './api'
import m from './i18n/current'
import './town-orders.css'

type Shelters = { status: 'loading' } | { status: 'ready'; items: Shelter[] } | { status: 'error' }

interface Errors {
  area?: string
  note?: string
  shelters?: string
}

/**
 * The limits of the server's schema (`townOrderInput`), checked here without loading zod into the
 * desk's chunk; the desk words each field's problem in its language.
 */
function check(input: TownOrderInput): Errors {
  const errors: Errors = {}
  const area = input.areaName.trim()
  if (area.length < 1 || area.length > TOWN_ORDER_LIMITS.areaName) errors.area = m.errors.area
  if (input.note.trim().length > TOWN_ORDER_LIMITS.note) errors.note = m.errors.note
  if (input.shelterIds.length < 1 || input.shelterIds.length > TOWN_ORDER_LIMITS.shelters) {
    errors.shelters = m.errors.shelters
  }
  return errors
}

const orderTitle = (order: Alert) =>
  m.kinds[order.kind === 'elderly_evacuation' ? order.kind : 'evacuation_order']

/**
 * The desk's town orders: issue 避難指示 or 高齢者等避難 for an area with the shelters opened, lift
 * one in force, and step a drill through the JMA feed stand-in. The server checks the role and
 * the input again, and keeps the audit log.
 */
export function TownOrders() {
  const [kind, setKind] = useState<TownOrderInput['kind']>('evacuation_order')
  const [areaName, setAreaName] = useState('')
  const [note, setNote] = useState('')
  const [chosen, setChosen] = useState<number[]>([])
  const [errors, setErrors] = useState<Errors>({})
  const [shelters, setShelters] = useState<Shelters>({ status: 'loading' })
  const [orders, setOrders] = useState<Alert[]>([])
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null)

  const loadOrders = useCallback(() => {
    fetchInForce().then(
      (alerts) => setOrders(alerts.filter((alert) => alert.source === 'town')),
      () => setOrders([]),
    )
  }, [])
  useEffect(() => {
    loadOrders()
    fetchTownShelters().then(
      (list) => setShelters({ status: 'ready', items: list.items }),
      () => setShelters({ status: 'error' }),
    )
  }, [loadOrders])

  const toggle = (id: number) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]))

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const input: TownOrderInput = { kind, areaName: areaName.trim(), note, shelterIds: chosen }
    const found = check(input)
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    setStatus(null)
    issueTownOrder(input).then(
      () => {
        setBusy(false)
        setStatus({ text: m.issued(m.kinds[kind]), failed: false })
        setAreaName('')
        setNote('')
        setChosen([])
        loadOrders()
      },
      (err: unknown) => {
        setBusy(false)
        setStatus({ text: apiErrorText(toApiError(err), m.failed), failed: true })
      },
    )
  }

  function lift(order: Alert) {
    setBusy(true)
    setStatus(null)
    liftTownOrder(order.id).then(
      () => {
        setBusy(false)
        setStatus({ text: m.lifted, failed: false })
        loadOrders()
      },
      (err: unknown) => {
        setBusy(false)
        setStatus({ text: apiErrorText(toApiError(err), m.liftFailed), failed: true })
      },
    )
  }

  function drill(step: DrillStep) {
    setBusy(true)
    setStatus(null)
    runDrill({ step }).then(
      () => {
        setBusy(false)
        setStatus({ text: m.drill.done(m.drill.steps[step]), failed: false })
        loadOrders()
      },
      (err: unknown) => {
        setBusy(false)
        setStatus({ text: apiErrorText(toApiError(err), m.drill.failed), failed: true })
      },
    )
  }

  return (
    <section className="town-orders" aria-labelledby="town-orders-title">
      <h2 id="town-orders-title">{m.title}</h2>
      <p>{m.lead}</p>

      <h3>{m.inForce}</h3>
      {orders.length ? (
        <ul className="town-orders__list">
          {orders.map((order) => (
            <li key={order.id} data-alert={order.id}>
              <span>
                {orderTitle(order)}
                {' — '}
                {order.areaName}
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy}
                aria-label={m.liftNamed(orderTitle(order), order.areaName)}
                onClick={() => lift(order)}
              >
                {m.lift}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{m.noneInForce}</p>
      )}

      <form className="town-orders__form" onSubmit={submit} noValidate>
        <Field id="town-order-kind" label={m.kind}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as TownOrderInput['kind'])}
            >
              <option value="evacuation_order">{m.kinds.evacuation_order}</option>
              <option value="elderly_evacuation">{m.kinds.elderly_evacuation}</option>
            </select>
          )}
        </Field>
        <Field id="town-order-area" label={m.area} required hint={m.areaHint} error={errors.area}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              lang="ja"
              value={areaName}
              onChange={(event) => setAreaName(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          id="town-order-note"
          label={m.note}
          hint={m.noteHint}
          error={errors.note}
          counter={{ count: [...note].length, max: TOWN_ORDER_LIMITS.note }}
        >
          {(control) => (
            <textarea
              {...control}
              className="input textarea"
              lang="ja"
              rows={4}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
          )}
        </Field>
        <fieldset
          className={`town-orders__shelters${errors.shelters ? ' field--invalid' : ''}`}
          aria-describedby="town-order-shelters-hint"
        >
          <legend className="field__label">{m.shelters}</legend>
          <p id="town-order-shelters-hint" className="field__hint">
            {m.sheltersHint(chosen.length)}
          </p>
          {shelters.status === 'loading' ? (
            <p>{m.sheltersLoading}</p>
          ) : shelters.status === 'error' ? (
            <p role="alert">{m.sheltersFailed}</p>
          ) : shelters.items.length === 0 ? (
            <p>{m.noShelters}</p>
          ) : (
            <ul className="town-orders__shelter-list">
              {shelters.items.map((shelter) => (
                <li key={shelter.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.includes(shelter.id)}
                      onChange={() => toggle(shelter.id)}
                    />
                    <span lang="ja">{shelter.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.shelters ? <p className="field__error">{errors.shelters}</p> : null}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? m.sending : m.submit}
        </button>
      </form>

      <section className="town-orders__drill" aria-labelledby="town-orders-drill">
        <h3 id="town-orders-drill">{m.drill.title}</h3>
        <p>{m.drill.lead}</p>
        <div className="town-orders__drill-steps">
          {DRILL_STEPS.map((step) => (
            <button
              key={step}
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              aria-label={m.drill.run(m.drill.steps[step])}
              onClick={() => drill(step)}
            >
              {m.drill.steps[step]}
            </button>
          ))}
        </div>
      </section>
      <p role="status" className={status?.failed ? 'field__error' : 'town-orders__status'}>
        {status?.text ?? ''}
      </p>
    </section>
  )
}
