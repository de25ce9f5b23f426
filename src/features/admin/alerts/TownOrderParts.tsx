import type { Alert, DrillStep } from '../../../shared/api/alerts'
import m from './i18n/current'

const DRILL_STEPS: DrillStep[] = ['advisory', 'warning', 'danger', 'lift']

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
