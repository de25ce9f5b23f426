import { useCallback, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { EmptyState } from '../../../components/EmptyState'
import { AlertIcon } from '../../../components/icons'
import { formatDateTime, formatValidity } from '../../../components/post/time'
import { PageSpinner } from '../../../components/Spinner'
import type { MyCouponEntry, MyCoupons } from '../../../shared/api/coupons'
import { pathTo } from '../../../shared/links'
import { fetchMyCoupons } from '../api'
import m from '../i18n/current'
import '../../../components/post/badges.css'
import '../coupon-lists.css'

type Section = 'saved' | 'received' | 'used'

const EMPTY: Record<Section, string> = {
  saved: m.mine.emptySaved,
  received: m.mine.emptyReceived,
  used: m.mine.emptyUsed,
}

function dateLine(section: Section, entry: MyCouponEntry): string {
  const at = formatDateTime(entry.at)
  if (section === 'saved') return m.mine.savedAt(at)
  if (section === 'received') return m.mine.receivedAt(at)
  return m.mine.usedAt(at)
}

function Entry({ section, entry }: { section: Section; entry: MyCouponEntry }) {
  const validity = formatValidity(entry.valid_from, entry.valid_until)
  const href =
    section === 'used' && entry.use_id
      ? pathTo('/app/coupons/uses/:id', { id: entry.use_id })
      : pathTo('/app/posts/:id', { id: entry.coupon_id })
  return (
    <li className="my-coupon">
      <Link href={href} className="my-coupon__link">
        <span className="my-coupon__offer">{entry.offer}</span>
      </Link>
      <span className="my-coupon__meta">
        {entry.title ? `${entry.title}・` : ''}
        {entry.shop_name}
      </span>
      <span className="my-coupon__meta">
        <time dateTime={entry.at}>{dateLine(section, entry)}</time>
        {section === 'received' && entry.source ? (
          <span className="status-pill">{m.mine.sources[entry.source] ?? entry.source}</span>
        ) : null}
        {section === 'used' && entry.redemption_no ? (
          <span className="status-pill">{m.mine.redemptionNo(String(entry.redemption_no))}</span>
        ) : null}
        {entry.voided ? <span className="status-pill">{m.mine.voided}</span> : null}
      </span>
      {validity && section !== 'used' ? (
        <span className="my-coupon__meta">{m.mine.validity(validity)}</span>
      ) : null}
    </li>
  )
}

/** `/app/coupons` (login required): マイクーポン — saved, received and used, with dates. */
export function MyCouponsPage() {
  const [mine, setMine] = useState<MyCoupons | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback((signal?: AbortSignal) => {
    setFailed(false)
    fetchMyCoupons(signal).then(setMine, () => {
      if (!signal?.aborted) setFailed(true)
    })
  }, [])
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal)
    return () => controller.abort()
  }, [load])

  return (
    <main className="page page--narrow my-coupons" aria-labelledby="my-coupons-title">
      <h1 id="my-coupons-title" className="page-title">
        {m.mine.title}
      </h1>
      <p className="page-lead">{m.mine.lead}</p>
      {failed ? (
        <EmptyState
          icon={<AlertIcon size={40} />}
          title={m.mine.errorTitle}
          action={
            <button type="button" className="button button--primary" onClick={() => load()}>
              {m.mine.retry}
            </button>
          }
        >
          {m.mine.errorBody}
        </EmptyState>
      ) : null}
      {!mine && !failed ? <PageSpinner /> : null}
      {mine
        ? (['received', 'saved', 'used'] as const).map((section) => (
            <section
              key={section}
              className="my-coupons__section"
              aria-labelledby={`my-coupons-${section}`}
            >
              <h2 id={`my-coupons-${section}`} className="coupon-section-title">
                {m.mine[section]}
              </h2>
              {mine[section].length === 0 ? (
                <p className="page-lead">{EMPTY[section]}</p>
              ) : (
                <ul className="my-coupons__list">
                  {mine[section].map((entry) => (
                    <Entry
                      key={`${entry.coupon_id}-${entry.use_id ?? entry.at}`}
                      section={section}
                      entry={entry}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))
        : null}
    </main>
  )
}
