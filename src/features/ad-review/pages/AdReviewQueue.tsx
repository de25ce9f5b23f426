import { useCallback, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { toApiError } from '../../../lib/api'
import { usePageMeta } from '../../../lib/meta'
import type { AdReviewItem } from '../../../shared/api/ads'
import { fetchReviewQueue } from '../api'
import { ReviewCard } from '../components/ReviewCard'
import m from '../i18n/current'
import '../ad-review.css'

/**
 * Paid ads waiting for review, a view of the admin desk (composed in src/app/AdReviewRoute.tsx).
 * The route guard checks login only; the server decides who may review (admins and moderators)
 * and answers 403 to everyone else, shown here.
 */
export function AdReviewQueue() {
  usePageMeta({ title: m.title })
  const [items, setItems] = useState<AdReviewItem[] | null>(null)
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
