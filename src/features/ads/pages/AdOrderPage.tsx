import { useAtomValue } from 'jotai'
import { type FormEvent, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { Field } from '../../../components/Field'
import { textError } from '../../../components/textError'
import { toApiError } from '../../../lib/api'
import { usePageMeta } from '../../../lib/meta'
import { AD_LIMITS, AD_PLANS, type AdPlansResponse, adPrice } from '../../../shared/api/ads'
import type { PostSummary } from '../../../shared/api/posts'
import { userAtom } from '../../../state/session'
import { createOrder, fetchOwnPosts, fetchPlans, goToCheckout } from '../api'
import { AdCard } from '../components/AdCard'
import { formatYen } from '../format'
import m from '../i18n/current'
import '../ads.css'
import { Nums } from '../../../components/Nums'

/** A Tokyo calendar day `days` from today. */
function tokyoDay(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** The field a 400 names (`{ field }` in the body), to mark that control. */
function errorField(err: unknown): string | null {
  const data = (err as { data?: unknown }).data
  const field =
    typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : null
  return typeof field === 'string' ? field : null
}

interface Draft {
  plan: string
  starts_on: string
  headline: string
  body: string
  link_url: string
  /** '' while a URL is the destination. */
  post_id: string
  billing_name: string
  billing_email: string
}

/** The order form: plan, start date, creative with its live preview, billing; then Checkout. */
export function AdOrderPage() {
  const t = m.order
  usePageMeta({ title: t.title })
  const [payments, setPayments] = useState<AdPlansResponse['payments'] | null>(null)
  const [draft, setDraft] = useState<Draft>({
    plan: 'timeline-1w',
    starts_on: tokyoDay(1),
    headline: '',
    body: '',
    link_url: '',
    post_id: '',
    billing_name: '',
    billing_email: '',
  })
  const me = useAtomValue(userAtom)
  const [target, setTarget] = useState<'url' | 'post'>('url')
  const [ownPosts, setOwnPosts] = useState<PostSummary[] | null>(null)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null)

  useEffect(() => {
    fetchPlans()
      .then((res) => setPayments(res.payments))
      .catch(() => setPayments(null))
  }, [])

  useEffect(() => {
    if (target !== 'post' || !me || ownPosts) return
    fetchOwnPosts(me.id)
      .then((res) => setOwnPosts(res.items))
      .catch(() => setOwnPosts([]))
  }, [target, me, ownPosts])

  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const plan = AD_PLANS.find((p) => p.id === draft.plan) ?? AD_PLANS[0]
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem =
      textError(draft.headline, t.headline, 'display') ??
      textError(draft.body, t.body) ??
      textError(draft.billing_name, t.billingName, 'display')
    if (problem) return setError({ field: null, text: problem })
    setSending(true)
    setError(null)
    try {
      const { post_id, link_url, ...rest } = draft
      const checkout = await createOrder(
        target === 'post'
          ? { ...rest, link_url: null, post_id: Number(post_id) || null }
          : { ...rest, link_url: link_url.trim(), post_id: null },
      )
      goToCheckout(checkout.checkout_url)
    } catch (err) {
      setError({ field: errorField(err), text: apiErrorText(toApiError(err), t.failed) })
      setSending(false)
    }
  }

  return (
    <main className="page page--narrow ads-page">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.lead}</p>
      {payments === false ? <p className="notice">{m.landing.paymentsOff}</p> : null}
      <form className="ads-order" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="field">
          <legend className="field__label">{t.plan}</legend>
          {AD_PLANS.map((p) => (
            <label key={p.id} className="ads-order__plan">
              <input
                type="radio"
                name="plan"
                value={p.id}
                checked={draft.plan === p.id}
                onChange={() => set('plan')(p.id)}
              />
              <span className="ads-order__plan-name">{m.planName(p.weeks)}</span>
              <span className="ads-order__plan-price">
                <Nums>{formatYen(adPrice(p).total)}</Nums>
              </span>
            </label>
          ))}
        </fieldset>
        <Field
          id="ad-starts-on"
          label={t.startsOn}
          required
          hint={t.startsOnHint}
          error={fieldError('starts_on')}
        >
          {(props) => (
            <input
              {...props}
              type="date"
              min={tokyoDay(1)}
              max={tokyoDay(90)}
              value={draft.starts_on}
              onChange={(e) => set('starts_on')(e.target.value)}
            />
          )}
        </Field>
        <Field
          id="ad-headline"
          label={t.headline}
          required
          error={fieldError('headline')}
          counter={{ count: draft.headline.length, max: AD_LIMITS.headline }}
        >
          {(props) => (
            <input
              {...props}
              value={draft.headline}
              onChange={(e) => set('headline')(e.target.value)}
            />
          )}
        </Field>
        <Field
          id="ad-body"
          label={t.body}
          required
          error={fieldError('body')}
          counter={{ count: draft.body.length, max: AD_LIMITS.body }}
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              value={draft.body}
              onChange={(e) => set('body')(e.target.value)}
            />
          )}
        </Field>
        <fieldset className="field">
          <legend className="field__label">{t.target}</legend>
          <label className="ads-order__plan">
            <input
              type="radio"
              name="target"
              checked={target === 'url'}
              onChange={() => setTarget('url')}
            />
            {t.targetUrl}
          </label>
          <label className="ads-order__plan">
            <input
              type="radio"
              name="target"
              checked={target === 'post'}
              onChange={() => setTarget('post')}
            />
            {t.targetPost}
          </label>
        </fieldset>
        {target === 'url' ? (
          <Field
            id="ad-link"
            label={t.link}
            required
            hint={t.linkHint}
            error={fieldError('link_url')}
          >
            {(props) => (
              <input
                {...props}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={draft.link_url}
                onChange={(e) => set('link_url')(e.target.value)}
              />
            )}
          </Field>
        ) : (
          <Field id="ad-post" label={t.post} required error={fieldError('post_id')}>
            {(props) =>
              ownPosts && ownPosts.length === 0 ? (
                <p id={props.id}>{t.noPosts}</p>
              ) : (
                <select
                  {...props}
                  value={draft.post_id}
                  onChange={(e) => set('post_id')(e.target.value)}
                >
                  <option value="">—</option>
                  {(ownPosts ?? []).map((post) => (
                    <option key={post.id} value={post.id}>
                      {(post.title || post.body).slice(0, 40)}
                    </option>
                  ))}
                </select>
              )
            }
          </Field>
        )}
        <section aria-labelledby="ad-preview" className="ads-preview">
          <h2 id="ad-preview" className="field__label">
            {t.preview}
          </h2>
          <AdCard
            headline={draft.headline || m.landing.previewHeadline}
            body={draft.body || m.landing.previewBody}
            imageUrl={
              target === 'post'
                ? (ownPosts?.find((p) => String(p.id) === draft.post_id)?.media[0]?.thumb_url ??
                  null)
                : null
            }
          />
        </section>
        <Field
          id="ad-billing-name"
          label={t.billingName}
          required
          error={fieldError('billing_name')}
        >
          {(props) => (
            <input
              {...props}
              autoComplete="organization"
              value={draft.billing_name}
              onChange={(e) => set('billing_name')(e.target.value)}
            />
          )}
        </Field>
        <Field
          id="ad-billing-email"
          label={t.billingEmail}
          required
          error={fieldError('billing_email')}
        >
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              value={draft.billing_email}
              onChange={(e) => set('billing_email')(e.target.value)}
            />
          )}
        </Field>
        <p className="ads-order__total">{plan ? t.total(formatYen(adPrice(plan).total)) : null}</p>
        {error ? (
          <p role="alert" className="field__error">
            {error.text}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={sending || payments === false}
        >
          {sending ? t.submitting : t.submit}
        </button>
      </form>
    </main>
  )
}
