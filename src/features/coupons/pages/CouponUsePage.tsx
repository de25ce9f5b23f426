import { useEffect, useState } from 'react'
import { Link, useParams } from 'wouter'
import { TicketIcon } from '../../../components/icons'
import { UnreadyPage } from '../../../components/MissingPage'
import { formatDateTime, formatTicking } from '../../../components/post/time'
import { useResource } from '../../../lib/useResource'
import type { CouponUse } from '../../../shared/api/coupons'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import { fetchUse } from '../api'
import m from '../i18n/current'
import '../coupons.css'
import '../coupon-screen.css'

/** The current time, updated every second (on the second, so the clock never skips one). */
function useSecondClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      setNow(Date.now())
      timer = setTimeout(tick, 1000 - (Date.now() % 1000))
    }
    timer = setTimeout(tick, 1000 - (Date.now() % 1000))
    return () => clearTimeout(timer)
  }, [running])
  return now
}

function minutesSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}

/** Whether the screen is still live (before `until`, not voided), and the clock while it is. */
function useLiveUntil(until: number, voided: boolean) {
  const [live, setLive] = useState(() => Date.now() < until && !voided)
  const now = useSecondClock(live)
  useEffect(() => {
    if (live && now >= until) setLive(false)
  }, [live, now, until])
  return { live, now }
}

/**
 * What a screenshot cannot fake: a band whose dot moves each second, the clock in seconds and
 * the countdown to the end of the screen.
 */
function LiveProof({ now, until }: { now: number; until: number }) {
  const seconds = Math.floor(now / 1000)
  return (
    <>
      <div className="coupon-ticket__band" aria-hidden="true">
        <span className="coupon-ticket__stripe" />
        <span className="coupon-ticket__dots">
          {Array.from({ length: 10 }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: ten fixed positions
              key={i}
              className={i === seconds % 10 ? 'coupon-ticket__dot--on' : undefined}
            />
          ))}
        </span>
      </div>
      <dl className="coupon-ticket__live">
        <div>
          <dt>{m.screen.clock}</dt>
          <dd>
            <time className="coupon-ticket__clock">{formatTicking(now)}</time>
          </dd>
        </div>
        <div>
          <dt>{m.screen.countdown}</dt>
          <dd className="coupon-ticket__countdown">{minutesSeconds(until - now)}</dd>
        </div>
      </dl>
      <p className="coupon-ticket__note">{m.screen.liveNote}</p>
    </>
  )
}

/**
 * The screen shown to the staff: the coupon, the shop, the user, the server's redemption number,
 * a clock ticking in seconds and a moving band (a screenshot stands still), and a countdown of 10
 * minutes from the server's use time, after which it reads 使用済み with the time.
 */
function UseScreen({ use }: { use: CouponUse }) {
  const until = Date.parse(use.screen_until)
  const { live, now } = useLiveUntil(until, Boolean(use.voided_at))

  return (
    <main className="page page--narrow coupon-screen" aria-labelledby="coupon-screen-title">
      <h1 id="coupon-screen-title" className="coupon-screen__title">
        {m.screen.title}
      </h1>
      <div className={`coupon-ticket${live ? ' coupon-ticket--live' : ' coupon-ticket--done'}`}>
        {live ? <p className="coupon-ticket__lead">{m.screen.showStaff}</p> : null}
        <p className="coupon-ticket__offer">
          <TicketIcon size={22} />
          <span>{use.coupon.offer}</span>
        </p>
        {use.coupon.title ? <p className="coupon-ticket__name">{use.coupon.title}</p> : null}
        <dl className="coupon-ticket__facts">
          <div>
            <dt>{m.screen.shop}</dt>
            <dd>{use.shop.name}</dd>
          </div>
          <div>
            <dt>{m.screen.user}</dt>
            <dd>{use.user_name}</dd>
          </div>
          <div className="coupon-ticket__number">
            <dt>{m.screen.redemptionNo}</dt>
            <dd>{String(use.redemption_no).padStart(4, '0')}</dd>
          </div>
        </dl>
        {live ? (
          <LiveProof now={now} until={until} />
        ) : (
          <p className="coupon-ticket__done" role="status">
            <strong>{m.screen.done}</strong>
            <span>{m.screen.usedAt(formatDateTime(use.used_at))}</span>
          </p>
        )}
        {use.voided_at ? (
          <p className="coupon-use__error">{m.screen.voided(use.void_reason ?? '')}</p>
        ) : null}
      </div>
      <div className="button-row coupon-screen__actions">
        <Link
          href={pathTo('/app/posts/:id', { id: use.coupon_id })}
          className="button button--secondary"
        >
          {m.screen.backToCoupon}
        </Link>
        <Link href={pathTo('/app/coupons')} className="button button--secondary">
          {m.screen.toMyCoupons}
        </Link>
      </div>
    </main>
  )
}

/** `/app/coupons/uses/:id` (login required): one's own use, live for 10 minutes. */
export function CouponUsePage() {
  const params = useParams<{ id: string }>()
  const { state, retry } = useResource(parseRowId(params.id), fetchUse)
  if (state.status === 'ready') return <UseScreen use={state.data} />
  return (
    <UnreadyPage
      loading={state.status === 'loading'}
      hiddenTitle={m.screen.title}
      notFound={state.status === 'notFound'}
      notFoundIcon={<TicketIcon size={40} />}
      text={{
        notFoundTitle: m.screen.notFoundTitle,
        notFoundBody: m.screen.notFoundBody,
        loadErrorTitle: m.screen.loadErrorTitle,
        loadErrorBody: m.screen.loadErrorBody,
        toTimeline: m.screen.toTimeline,
        retry: m.screen.retry,
      }}
      onRetry={retry}
    />
  )
}
