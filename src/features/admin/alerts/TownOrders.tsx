import { useCallback, useEffect, useState } from 'react'
import { useSubmit } from '../../../components/useSubmit'
import type { Alert, DrillStep, TownOrderInput } from '../../../shared/api/alerts'
import { ShelterStates } from '../shelter-states/ShelterStates'
import { fetchInForce, issueTownOrder, liftTownOrder, runDrill } from './api'
import { FeedHealthPanel } from './feed-health/FeedHealthPanel'
import m from './i18n/current'
import { TownOrderForm } from './TownOrderForm'
import { DrillButtons, InForceList } from './TownOrderParts'
import './town-orders.css'

/**
 * The desk's town orders: issue 避難指示 or 高齢者等避難 for an area with the shelters opened, lift
 * one in force, and step a drill through the JMA feed stand-in. The server checks the role and
 * the input again, and keeps the audit log.
 */
export function TownOrders() {
  const [orders, setOrders] = useState<Alert[]>([])
  const { busy, error, run } = useSubmit(m.failed)
  const [done, setDone] = useState<string | null>(null)
  const status = error ? { text: error, failed: true } : done ? { text: done, failed: false } : null

  const loadOrders = useCallback(() => {
    fetchInForce().then(
      (alerts) => setOrders(alerts.filter((alert) => alert.source === 'town')),
      () => setOrders([]),
    )
  }, [])
  useEffect(() => loadOrders(), [loadOrders])

  /** Runs one desk action; on success says `text` and reloads the orders in force. */
  const act = (action: () => Promise<unknown>, text: string, failed: string) => {
    setDone(null)
    return run(
      async () => {
        await action()
        setDone(text)
        loadOrders()
      },
      { failed },
    )
  }
  const issue = (input: TownOrderInput) =>
    act(() => issueTownOrder(input), m.issued(m.kinds[input.kind]), m.failed)
  const lift = (order: Alert) => void act(() => liftTownOrder(order.id), m.lifted, m.liftFailed)
  const drill = (step: DrillStep) =>
    void act(() => runDrill({ step }), m.drill.done(m.drill.steps[step]), m.drill.failed)

  return (
    <section className="town-orders" aria-labelledby="town-orders-title">
      <h2 id="town-orders-title">{m.title}</h2>
      <p>{m.lead}</p>

      <FeedHealthPanel />

      <h3>{m.inForce}</h3>
      <InForceList orders={orders} busy={busy} onLift={lift} />
      <ShelterStates key={orders.map((order) => order.id).join()} />

      <TownOrderForm busy={busy} onIssue={issue} />

      <section className="town-orders__drill" aria-labelledby="town-orders-drill">
        <h3 id="town-orders-drill">{m.drill.title}</h3>
        <p>{m.drill.lead}</p>
        <DrillButtons busy={busy} onRun={drill} />
      </section>
      <p role="status" className={status?.failed ? 'field__error' : 'town-orders__status'}>
        {status?.text ?? ''}
      </p>
    </section>
  )
}
