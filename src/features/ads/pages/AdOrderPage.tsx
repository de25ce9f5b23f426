import { FormError, SubmitButton } from '../../../components/useSubmit'
import { usePageMeta } from '../../../lib/meta'
import { adPrice } from '../../../shared/api/ads'
import {
  AdPreview,
  BillingFields,
  CreativeFields,
  PlanChoice,
  TargetFields,
} from '../components/AdOrderFields'
import { formatYen } from '../format'
import { useAdOrder } from '../hooks/useAdOrder'
import m from '../i18n/current'
import '../ads.css'

/** The order form: plan, start date, creative with its live preview, billing; then Checkout. */
export function AdOrderPage() {
  const t = m.order
  usePageMeta({ title: t.title })
  const order = useAdOrder()

  return (
    <main className="page page--narrow ads-page">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.lead}</p>
      {order.payments === false ? <p className="notice">{m.landing.paymentsOff}</p> : null}
      <form className="ads-order" onSubmit={order.submit} noValidate>
        <PlanChoice {...order} />
        <CreativeFields {...order} />
        <TargetFields {...order} />
        <AdPreview {...order} />
        <BillingFields {...order} />
        <p className="ads-order__total">
          {order.plan ? t.total(formatYen(adPrice(order.plan).total)) : null}
        </p>
        <FormError error={order.error?.text ?? null} className="field__error" />
        <SubmitButton
          className="button button--primary button--large"
          busy={order.sending}
          disabled={order.payments === false}
          label={t.submit}
          busyLabel={t.submitting}
        />
      </form>
    </main>
  )
}
