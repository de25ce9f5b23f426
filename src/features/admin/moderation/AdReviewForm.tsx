import { useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { Nums } from '../../../components/Nums'
import { formatDays } from '../../../components/post/time'
import { FormError, useSubmit } from '../../../components/useSubmit'
import type { AdUnderReview, SubjectDetail } from '../../../shared/api/moderation'
import { pathTo } from '../../../shared/links'
import { reviewAd } from './api'
import m from './i18n/current'

/** A paid ad's creative and order on the desk, with 承認 / 却下 while it awaits review. */
export function AdReviewForm(props: {
  ad: AdUnderReview
  version: number
  onDone: (detail: SubjectDetail) => void
  onStale: () => void
}) {
  const { ad } = props
  const [reason, setReason] = useState('')
  const { busy, error, fail, run } = useSubmit((apiError) => {
    // Someone else decided meanwhile: the desk reloads the subject.
    if (apiError.status === 409) props.onStale()
    return apiErrorText(apiError, m.adReview.failed)
  })

  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !reason.trim()) return fail(m.adReview.reasonRequired)
    void run(async () => {
      const input = { decision, version: props.version, ...(reason.trim() ? { reason } : {}) }
      props.onDone((await reviewAd(ad.id, input)).detail)
    })
  }

  return (
    <section className="moderation__ad" aria-labelledby="moderation-ad-review">
      <h4 id="moderation-ad-review">{m.adReview.heading}</h4>
      {ad.image_url ? <img src={ad.image_url} alt={m.adReview.image} width={240} /> : null}
      <p>
        <strong>{ad.headline}</strong>
      </p>
      <p className="moderation__body">{ad.body}</p>
      <AdOrderFacts ad={ad} />
      {ad.reviewable ? (
        <>
          <label className="field">
            <span>{m.adReview.reason}</span>
            <textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
          </label>
          <div className="moderation__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => decide('approve')}
            >
              {m.adReview.approve}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => decide('reject')}
            >
              {m.adReview.reject}
            </button>
          </div>
        </>
      ) : (
        <p>{m.adReview.decided}</p>
      )}
      <FormError error={error} className="field__error" />
    </section>
  )
}

/** The order behind the creative: shop, plan and price, dates, where it links, its state. */
function AdOrderFacts({ ad }: { ad: AdUnderReview }) {
  return (
    <dl>
      <dt>{m.adReview.shop}</dt>
      <dd>{ad.shop_name}</dd>
      <dt>{m.adReview.plan}</dt>
      <dd>
        {ad.plan} · {m.adReview.total(ad.total.toLocaleString('ja-JP'))}
      </dd>
      <dt>{m.adReview.dates}</dt>
      <dd>
        <Nums>{formatDays(ad.starts_on, ad.ends_on)}</Nums>
      </dd>
      {ad.link_url ? (
        <>
          <dt>{m.adReview.link}</dt>
          <dd>
            <a href={ad.link_url} target="_blank" rel="noopener noreferrer">
              {ad.link_url}
            </a>
          </dd>
        </>
      ) : null}
      {ad.post_id ? (
        <>
          <dt>{m.adReview.link}</dt>
          <dd>
            <a href={pathTo('/app/posts/:id', { id: ad.post_id })} target="_blank" rel="noopener">
              {m.adReview.boostedPost(ad.post_id)}
            </a>
          </dd>
        </>
      ) : null}
      <dt>{m.adReview.state}</dt>
      <dd>{m.adReview.states[ad.state] ?? ad.state}</dd>
    </dl>
  )
}
