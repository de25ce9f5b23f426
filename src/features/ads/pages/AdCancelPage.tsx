import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { FormError } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import { usePageMeta } from '../../../lib/meta'
import type { AdOrder } from '../../../shared/api/ads'
import { pathTo } from '../../../shared/links'
import { isAuthenticatedAtom } from '../../../state/session'
import { goToCheckout, leaveCheckout, orderIdFrom, resumeCheckout } from '../api'
import { formatDays, formatYen } from '../format'
import m from '../i18n/current'
import '../ads.css'

/** Back from Checkout without paying: the order is kept as a draft, ready to resume. */
export function AdCancelPage() {
  const t = m.cancel
  usePageMeta({ title: t.title })
  const id = orderIdFrom(useSearch())
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const [order, setOrder] = useState<AdOrder | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [resuming, setResuming] = useState(false)

  useEffect(() => {
    if (!id || !authenticated) return
    leaveCheckout(id)
      .then(setOrder)
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), t.noOrder)))
  }, [id, authenticated])

  async function resume() {
    if (!order) return
    setResuming(true)
    setError(null)
    try {
      goToCheckout((await resumeCheckout(order.id)).checkout_url)
    } catch (err) {
      setError(apiErrorText(toApiError(err), t.failed))
      setResuming(false)
    }
  }

  return (
    <main className="page page--narrow ads-page">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.lead}</p>
      <FormError error={error} className="field__error" />
      {order ? (
        <section className="card ads-result">
          <p className={`ads-state ads-state--${order.state}`}>{m.states[order.state]}</p>
          <p className="ads-result__headline">{order.headline}</p>
          <p>
            {m.planName(order.weeks)}・{formatDays(order.starts_on, order.ends_on)}
          </p>
          <p>{formatYen(order.total)}</p>
          {order.state === 'draft' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={resuming}
              onClick={() => void resume()}
            >
              {t.resume}
            </button>
          ) : null}
        </section>
      ) : null}
      <p className="button-row">
        <Link href={pathTo('/app/ads')} className="button button--secondary">
          {t.manage}
        </Link>
      </p>
    </main>
  )
}
