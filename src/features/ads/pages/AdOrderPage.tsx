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
  const {
    draft,
    set,
    plan,
    target,
    setTarget,
    ownPosts,
    payments,
    sending,
    error,
    fieldError,
    submit,
  } = useAdOrder()

  return (
    <main className="page page--narrow ads-page">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.lead}</p>
      {payments === false ? <p className="notice">{m.landing.paymentsOff}</p> : null}
      <form className="ads-order" onSubmit={submit} noValidate>
        <PlanChoice draft={draft} set={set} />
        <CreativeFields draft={draft} set={set} fieldError={fieldError} />
        <TargetFields
          draft={draft}
          set={set}
          fieldError={fieldError}
          target={target}
          setTarget={setTarget}
          ownPosts={ownPosts}
        />
        <AdPreview draft={draft} target={target} ownPosts={ownPosts} />
        <BillingFields draft={draft} set={set} fieldError={fieldError} />
        <p className="ads-order__total">{plan ? t.total(formatYen(adPrice(plan).total)) : null}</p>
        <FormError error={error?.text ?? null} className="field__error" />
        <SubmitButton
          className="button button--primary button--large"
          busy={sending}
          disabled={payments === false}
          label={t.submit}
          busyLabel={t.submitting}
        />
      </form>
    </main>
  )
}
