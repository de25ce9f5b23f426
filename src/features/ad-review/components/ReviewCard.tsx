import { useState } from 'react'
import { Nums } from '../../../components/Nums'
import { formatCount, formatDays } from '../../../components/post/time'
import { textError } from '../../../components/textError'
import { site } from '../../../lib/site'
import type { AdReviewItem } from '../../../shared/api/ads'
import { pathTo } from '../../../shared/links'
import { SITE_LANGUAGES } from '../../../shared/sites'
import { approveAd, rejectAd, retryRefund } from '../api'
import m from '../i18n/current'

const dateFormat = new Intl.DateTimeFormat(SITE_LANGUAGES[site.lang].htmlLang, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'Asia/Tokyo',
})
/** The Tokyo day of an instant, as this site writes dates. */
const tokyoDate = (instant: string) => dateFormat.format(Date.parse(instant))

/** An amount in yen as this site writes it: 11,000円, ¥11,000 (whole yen: no Intl, formatCount). */
const yen = (amount: number) => m.yen(formatCount(amount))

/** Runs one review action and reports how it went (the queue's status line, then a reload). */
export type ReviewAct = (action: () => Promise<unknown>) => Promise<void>

/** Where a refund stands; while the buyer has still to act, also the address asked and the deadline. */
function refundText(item: AdReviewItem): string {
  const waiting = item.refund_status === 'requires_action'
  return [
    item.refund_status ? m.refundStates[item.refund_status] : null,
    waiting ? item.refund_email : null,
    waiting && item.refund_expires_at ? m.refundUntil(tokyoDate(item.refund_expires_at)) : null,
  ]
    .filter(Boolean)
    .join('・')
}

/** One ad in the queue: its creative and order, then approve / reject, or the refund once rejected. */
export function ReviewCard({ item, act }: { item: AdReviewItem; act: ReviewAct }) {
  const headingId = `ad-review-${item.id}`
  return (
    <article className="card ad-review__card" aria-labelledby={headingId}>
      <p className="ad-review__sponsored">#{item.id}</p>
      <h3 id={headingId}>{item.headline}</h3>
      <p>{item.body}</p>
      <ReviewFacts item={item} />
      {item.state === 'rejected' ? (
        <>
          {/* The refund row above says where the refund stands once one was started. */}
          <p>{item.refund_status ? m.rejectedPlain : m.rejected}</p>
          {item.refund_pending ? (
            <p>
              {m.refundPending}{' '}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void act(() => retryRefund(item.id))}
              >
                {m.retryRefund}
              </button>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void act(() => approveAd(item.id))}
          >
            {m.approve}
          </button>
          <RejectForm item={item} act={act} />
        </>
      )}
    </article>
  )
}

function ReviewFacts({ item }: { item: AdReviewItem }) {
  return (
    <dl className="ad-review__facts">
      <div>
        <dt>{m.shop}</dt>
        <dd>
          {item.shop_name}（{item.billing_name}）
        </dd>
      </div>
      <div>
        <dt>{m.plan}</dt>
        <dd>{m.planName(item.weeks)}</dd>
      </div>
      <div>
        <dt>{m.amount}</dt>
        <dd>
          <Nums>{yen(item.total)}</Nums>
        </dd>
      </div>
      <div>
        <dt>{m.period}</dt>
        <dd>
          <Nums>{formatDays(item.starts_on, item.ends_on)}</Nums>
        </dd>
      </div>
      <div>
        <dt>{m.link}</dt>
        <dd>
          {item.link_url ?? (item.post_id ? pathTo('/app/posts/:id', { id: item.post_id }) : '—')}
        </dd>
      </div>
      {item.refund_status ? (
        <div>
          <dt>{m.refund}</dt>
          <dd className={`ad-review__refund ad-review__refund--${item.refund_status}`}>
            {refundText(item)}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

/** Rejecting needs a reason: the shop reads it in the mail that tells them. */
function RejectForm({ item, act }: { item: AdReviewItem; act: ReviewAct }) {
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const reasonId = `ad-review-reason-${item.id}`
  return (
    <form
      className="ad-review__reject"
      onSubmit={(event) => {
        event.preventDefault()
        const error = reason.trim() ? textError(reason, m.reason) : m.reason
        if (error) return setProblem(error)
        setProblem(null)
        void act(() => rejectAd(item.id, reason))
      }}
    >
      <label className="field__label" htmlFor={reasonId}>
        {m.reason}
      </label>
      <p className="field__hint">{m.reasonHint}</p>
      <textarea
        id={reasonId}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {problem ? <p className="field__error">{problem}</p> : null}
      <button type="submit" className="button button--danger">
        {m.reject}
      </button>
    </form>
  )
}
