import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { FormError } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import { usePageMeta } from '../../../lib/meta'
import type { AdOrder } from '../../../shared/api/ads'
import { pathTo } from '../../../shared/links'
import { authLoadingAtom, isAuthenticatedAtom } from '../../../state/session'
import { fetchOrder, orderIdFrom } from '../api'
import { formatDay } from '../format'
import m from '../i18n/current'
import '../ads.css'

/** How often, and how many times, the page asks whether the payment has been confirmed. */
const POLL_MS = 2000
const POLLS = 30

/** What the order's state means for the shop right after Checkout. */
export function stateText(order: AdOrder): string {
  const t = m.success
  switch (order.state) {
    case 'awaiting_payment':
      return order.payment_method === 'konbini' ? t.konbini : t.checking
    case 'paid':
    case 'in_review':
      return t.review
    case 'scheduled':
      return t.scheduled(formatDay(order.starts_on))
    case 'running':
      return t.running
    default:
      return t.other(m.states[order.state])
  }
}

/** Back from Checkout: the order's state, followed until the payment is confirmed. */
export function AdSuccessPage() {
  const t = m.success
  usePageMeta({ title: t.title })
  const id = orderIdFrom(useSearch())
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const [order, setOrder] = useState<AdOrder | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!id || !authenticated) return
    let polls = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const load = () => {
      fetchOrder(id)
        .then((next) => {
          if (stopped) return
          setOrder(next)
          // A card payment is confirmed by Stripe's webhook within seconds; konbini waits.
          const waiting = next.state === 'awaiting_payment' && next.payment_method !== 'konbini'
          if (waiting && ++polls < POLLS) timer = setTimeout(load, POLL_MS)
        })
        .catch((err: unknown) => setError(apiErrorText(toApiError(err), t.loadFailed)))
    }
    load()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [id, authenticated])

  return (
    <main className="page page--narrow ads-page">
      <h1 className="page-title">{t.title}</h1>
      {!loading && !authenticated ? <p className="notice">{t.loginNeeded}</p> : null}
      <FormError error={error} className="field__error" />
      {order ? (
        <section className="card ads-result" aria-live="polite">
          <p className="ads-result__order">{t.order(order.id)}</p>
          <p className={`ads-state ads-state--${order.state}`}>{m.states[order.state]}</p>
          <p>{stateText(order)}</p>
        </section>
      ) : null}
      <p className="button-row">
        <Link href={pathTo('/app/ads')} className="button button--primary">
          {t.manage}
        </Link>
      </p>
    </main>
  )
}
