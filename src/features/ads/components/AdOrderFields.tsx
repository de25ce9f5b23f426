import { Field } from '../../../components/Field'
import { Nums } from '../../../components/Nums'
import { AD_LIMITS, AD_PLANS, adPrice } from '../../../shared/api/ads'
import type { PostSummary } from '../../../shared/api/posts'
import { formatYen } from '../format'
import type { AdDraft, AdTarget } from '../hooks/useAdOrder'
import { tokyoDay } from '../hooks/useAdOrder'
import m from '../i18n/current'
import { AdCard } from './AdCard'

// The groups of the ad order form (AdOrderPage): each shows and sets fields of the draft.

const t = m.order

export interface DraftFieldsProps {
  draft: AdDraft
  set: (key: keyof AdDraft) => (value: string) => void
  /** The server's message when it refused this field. */
  fieldError: (field: string) => string | undefined
}

/** The plans with their prices. */
export function PlanChoice({ draft, set }: Omit<DraftFieldsProps, 'fieldError'>) {
  return (
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
  )
}

/** When it starts, and the creative: headline and body. */
export function CreativeFields({ draft, set, fieldError }: DraftFieldsProps) {
  return (
    <>
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
            className="input"
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
            className="input"
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
            className="input textarea"
            rows={3}
            value={draft.body}
            onChange={(e) => set('body')(e.target.value)}
          />
        )}
      </Field>
    </>
  )
}

/** Where the ad leads: a web page, or one of the advertiser's own posts. */
export function TargetFields(
  props: DraftFieldsProps & {
    target: AdTarget
    setTarget: (target: AdTarget) => void
    ownPosts: PostSummary[] | null
  },
) {
  const { draft, set, fieldError, target, setTarget, ownPosts } = props
  return (
    <>
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
              className="input"
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
                className="input"
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
    </>
  )
}

/** The ad as it will look in the timeline, updated as it is typed. */
export function AdPreview(props: {
  draft: AdDraft
  target: AdTarget
  ownPosts: PostSummary[] | null
}) {
  const { draft, target, ownPosts } = props
  return (
    <section aria-labelledby="ad-preview" className="ads-preview">
      <h2 id="ad-preview" className="field__label">
        {t.preview}
      </h2>
      <AdCard
        headline={draft.headline || m.landing.previewHeadline}
        body={draft.body || m.landing.previewBody}
        imageUrl={
          target === 'post'
            ? (ownPosts?.find((p) => String(p.id) === draft.post_id)?.media[0]?.thumb_url ?? null)
            : null
        }
      />
    </section>
  )
}

/** Who the invoice and receipt are for. */
export function BillingFields({ draft, set, fieldError }: DraftFieldsProps) {
  return (
    <>
      <Field id="ad-billing-name" label={t.billingName} required error={fieldError('billing_name')}>
        {(props) => (
          <input
            {...props}
            className="input"
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
            className="input"
            type="email"
            autoComplete="email"
            value={draft.billing_email}
            onChange={(e) => set('billing_email')(e.target.value)}
          />
        )}
      </Field>
    </>
  )
}
