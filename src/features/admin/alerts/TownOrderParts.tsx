import { type Alert, DRILL_STEPS, type DrillStep } from '../../../shared/api/alerts'
import type { Shelter } from '../../../shared/api/hazard'
import m from './i18n/current'

export type Shelters =
  | { status: 'loading' }
  | { status: 'ready'; items: Shelter[] }
  | { status: 'error' }

const orderTitle = (order: Alert) =>
  m.kinds[order.kind === 'elderly_evacuation' ? order.kind : 'evacuation_order']

/** The town's orders in force, each with its button to lift it. */
export function InForceList(props: {
  orders: Alert[]
  busy: boolean
  onLift: (order: Alert) => void
}) {
  const { orders, busy } = props
  return orders.length ? (
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
            onClick={() => props.onLift(order)}
          >
            {m.lift}
          </button>
        </li>
      ))}
    </ul>
  ) : (
    <p>{m.noneInForce}</p>
  )
}

/** One button per step of a drill through the JMA feed stand-in. */
export function DrillButtons(props: { busy: boolean; onRun: (step: DrillStep) => void }) {
  const { busy } = props
  return (
    <div className="town-orders__drill-steps">
      {DRILL_STEPS.map((step) => (
        <button
          key={step}
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-label={m.drill.run(m.drill.steps[step])}
          onClick={() => props.onRun(step)}
        >
          {m.drill.steps[step]}
        </button>
      ))}
    </div>
  )
}

/** The town's shelters to open with the order, as checkboxes (at least one). */
export function ShelterChoice(props: {
  shelters: Shelters
  chosen: number[]
  error: string | undefined
  onToggle: (id: number) => void
}) {
  const { shelters, chosen } = props
  return (
    <fieldset
      className={`town-orders__shelters${props.error ? ' field--invalid' : ''}`}
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
                  onChange={() => props.onToggle(shelter.id)}
                />
                <span lang="ja">{shelter.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {props.error ? <p className="field__error">{props.error}</p> : null}
    </fieldset>
  )
}
