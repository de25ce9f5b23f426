import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { HeadedTable } from '../../../components/Table'
import { FormError, useSubmit } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import { usePageMeta } from '../../../lib/meta'
import type { AdDailyStat, AdOrder } from '../../../shared/api/ads'
import { fetchOrder, fetchOrders, goToCheckout, resumeCheckout } from '../api'
import { formatDay, formatDays, formatNumber, formatYen, refundText } from '../format'
import m from '../i18n/current'
import '../ads.css'
import { Nums } from '../../../components/Nums'
import { pathTo } from '../../../shared/links'

/** 広告の管理: the shop's orders with state, dates, amounts and counts, drafts to pay, receipts. */
export function AdManagePage() {
  const t = m.manage
  usePageMeta({ title: t.title })
  const [orders, setOrders] = useState<AdOrder[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    fetchOrders()
      .then((res) => setOrders(res.items))
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), t.loadFailed)))
  }, [])

  return (
    <main className="page ads-page">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.lead}</p>
      <p className="button-row">
        <Link href={pathTo('/app/ads/order')} className="button button--primary">
          {t.new}
        </Link>
      </p>
      <FormError error={error} className="field__error" />
      {orders && orders.length === 0 ? <p>{t.empty}</p> : null}
      <ul className="ads-orders">
        {(orders ?? []).map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onError={setError} />
          </li>
        ))}
      </ul>
    </main>
  )
}

/** One order: its facts, the reason and refund after a rejection, daily counts, pay or receipt. */
function OrderCard({ order, onError }: { order: AdOrder; onError: (text: string) => void }) {
  const t = m.manage
  const headingId = `ad-order-${order.id}`
  const refund = refundText(order)
  return (
    <article className="card ads-order-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ads-order-card__title">
        {order.headline}
      </h2>
      <OrderFacts order={order} />
      {order.reject_reason ? <p>{t.reason(order.reject_reason)}</p> : null}
      {refund ? <p className={`ads-refund ads-refund--${order.refund_status}`}>{refund}</p> : null}
      <DailyStats orderId={order.id} onError={onError} />
      <OrderActions order={order} onError={onError} />
    </article>
  )
}

function OrderFacts({ order }: { order: AdOrder }) {
  const t = m.manage
  return (
    <dl className="ads-order-card__facts">
      <div>
        <dt>{t.state}</dt>
        <dd className={`ads-state ads-state--${order.state}`}>{m.states[order.state]}</dd>
      </div>
      <div>
        <dt>{t.period}</dt>
        <dd>
          {m.planName(order.weeks)}・<Nums>{formatDays(order.starts_on, order.ends_on)}</Nums>
        </dd>
      </div>
      <div>
        <dt>{t.amount}</dt>
        <dd>
          <Nums>{formatYen(order.total)}</Nums>
        </dd>
      </div>
      <div>
        <dt>{t.impressions}</dt>
        <dd>
          <Nums>{formatNumber(order.impressions)}</Nums>
        </dd>
      </div>
      <div>
        <dt>{t.taps}</dt>
        <dd>
          <Nums>{formatNumber(order.taps)}</Nums>
        </dd>
      </div>
    </dl>
  )
}

/** The order's counts per day, fetched the first time the shop opens them. */
function DailyStats({ orderId, onError }: { orderId: number; onError: (text: string) => void }) {
  const t = m.manage
  const [daily, setDaily] = useState<AdDailyStat[] | null>(null)
  return (
    <details
      onToggle={(e) => {
        if ((e.target as HTMLDetailsElement).open && daily === null) {
          fetchOrder(orderId)
            .then((res) => setDaily(res.daily))
            .catch((err: unknown) => onError(apiErrorText(toApiError(err), t.loadFailed)))
        }
      }}
    >
      <summary>{t.daily}</summary>
      {daily && daily.length === 0 ? <p>{t.noStats}</p> : null}
      {daily && daily.length > 0 ? (
        <HeadedTable className="ads-daily" headings={[t.day, t.impressions, t.taps]}>
          {daily.map((row) => (
            <tr key={row.day}>
              <th scope="row">
                <Nums>{formatDay(row.day)}</Nums>
              </th>
              <td>
                <Nums>{formatNumber(row.impressions)}</Nums>
              </td>
              <td>
                <Nums>{formatNumber(row.taps)}</Nums>
              </td>
            </tr>
          ))}
        </HeadedTable>
      ) : null}
    </details>
  )
}

/** A draft goes back to Checkout; a paid order has its receipt. */
function OrderActions({ order, onError }: { order: AdOrder; onError: (text: string) => void }) {
  const t = m.manage
  // A failure is told at the top of the page; off to Stripe, the button stays busy.
  const { busy, run } = useSubmit((info) => {
    onError(apiErrorText(info, m.cancel.failed))
    return null
  })

  function resume() {
    void run(async () => goToCheckout((await resumeCheckout(order.id)).checkout_url), {
      stayBusy: true,
    })
  }

  return (
    <p className="button-row">
      {order.state === 'draft' ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={resume}>
          {t.resume}
        </button>
      ) : null}
      {order.paid_at ? (
        <Link
          href={pathTo('/app/ads/orders/:id/receipt', { id: order.id })}
          className="button button--secondary"
        >
          {t.receipt}
        </Link>
      ) : null}
    </p>
  )
}
