import { useCallback, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { formatDays } from '../../../components/post/time'
import { textError } from '../../../components/textError'
import { toApiError } from '../../../lib/api'
import { usePageMeta } from '../../../lib/meta'
import { site } from '../../../lib/site'
import { SITE_LANGUAGES } from '../../../shared/sites'
import { approveAd, fetchReviewQueue, type ReviewItem, rejectAd, retryRefund } from '../api'
import m from '../i18n/current'
import '../ad-review.css'
import { Nums } from '../../../components/Nums'

const dateFormat = new Intl.DateTimeFormat(SITE_LANGUAGES[site.lang].htmlLang, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'Asia/Tokyo',
})
/** The Tokyo day of an instant, as this site writes dates. */
const tokyoDate = (instant: string) => dateFormat.format(Date.parse(instant))

const yenFormat = new Intl.NumberFormat(SITE_LANGUAGES[site.lang].htmlLang)
/** An amount in yen as this site writes it: 11,000円, ¥11,000. */
const yen = (amount: number) => m.yen(yenFormat.format(amount))

/**
 * Paid ads waiting for review, a view of the admin desk (composed in src/app/AdReviewRoute.tsx).
 * The route guard checks login only; the server decides who may review (admins and moderators)
 * and answers 403 to everyone else, shown here.
 */
export function AdReviewQueue() {
  usePageMeta({ title: m.title })
  const [items, setItems] = useState<ReviewItem[] | null>(null)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)

  const load = useCallback(() => {
    fetchReviewQueue()
      .then((res) => setItems(res.items))
      .catch((err: unknown) =>
        setStatus({ ok: false, text: apiErrorText(toApiError(err), m.loadFailed) }),
      )
  }, [])
  useEffect(() => load(), [load])

  const act = async (action: () => Promise<unknown>) => {
    setStatus(null)
    try {
      await action()
      setStatus({ ok: true, text: m.done })
      load()
    } catch (err) {
      setStatus({ ok: false, text: apiErrorText(toApiError(err), m.failed) })
    }
  }

  return (
    <section className="ad-review" aria-labelledby="ad-review-title">
      <h2 id="ad-review-title">{m.title}</h2>
      <p>{m.lead}</p>
      {status ? (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'notice' : 'field__error'}>
          {status.text}
        </p>
      ) : null}
      {items && items.length === 0 ? <p>{m.empty}</p> : null}
      <ul className="ad-review__list">
        {(items ?? []).map((item) => (
          <li key={item.id}>
            <ReviewCard item={item} act={act} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ReviewCard({
  item,
  act,
}: {
  item: ReviewItem
  act: (action: () => Promise<unknown>) => Promise<void>
}) {
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const headingId = `ad-review-${item.id}`
  const reasonId = `ad-review-reason-${item.id}`
  return (
    <article className="card ad-review__card" aria-labelledby={headingId}>
      <p className="ad-review__sponsored">#{item.id}</p>
      <h3 id={headingId}>{item.headline}</h3>
      <p>{item.body}</p>
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
          <dd>{item.link_url ?? (item.post_id ? `/app/posts/${item.post_id}` : '—')}</dd>
        </div>
        {item.refund_status ? (
          <div>
            <dt>{m.refund}</dt>
            <dd className={`ad-review__refund ad-review__refund--${item.refund_status}`}>
              {[
                m.refundStates[item.refund_status],
                item.refund_status === 'requires_action' ? item.refund_email : null,
                item.refund_status === 'requires_action' && item.refund_expires_at
                  ? m.refundUntil(tokyoDate(item.refund_expires_at))
                  : null,
              ]
                .filter(Boolean)
                .join('・')}
            </dd>
          </div>
        ) : null}
      </dl>
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
        </>
      )}
    </article>
  )
}
