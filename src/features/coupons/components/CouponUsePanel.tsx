import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { Dialog } from '../../../components/Dialog'
import { TicketIcon } from '../../../components/icons'
import { formatCount, formatDateTime } from '../../../components/post/time'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { toApiError } from '../../../lib/api'
import { COUPON_REFUSALS, type CouponRefusal } from '../../../shared/api/coupons'
import type { Post } from '../../../shared/api/posts'
import { usedCouponIdsAtom } from '../../../state/coupon-uses'
import { userAtom } from '../../../state/session'
import { forgetUseKey, redeemCoupon } from '../api'
import { useCouponStatus } from '../hooks/useCouponStatus'
import m from '../i18n/current'
import '../../../components/post/badges.css'
import '../coupons.css'
import { ShopUses } from './ShopUses'

const isRefusal = (code: string | null): code is CouponRefusal =>
  (COUPON_REFUSALS as readonly (string | null)[]).includes(code)

/**
 * On a coupon's page: what is left, the viewer's state, and 「使う」 → a confirmation → the use
 * recorded by the server → the screen shown to the staff. The shop that posted it sees its uses.
 */
export function CouponUsePanel({ post }: { post: Post }) {
  const user = useAtomValue(userAtom)
  const setUsed = useSetAtom(usedCouponIdsAtom)
  const [, navigate] = useLocation()
  const login = useLoginPrompt()
  const { status, reload } = useCouponStatus(post.id)
  const [confirming, setConfirming] = useState(false)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const availability = status?.availability ?? 'available'
  const lastUse = status?.my_last_use ?? null
  const liveUse =
    lastUse && !lastUse.voided_at && Date.parse(lastUse.screen_until) > Date.now() ? lastUse : null

  const onUse = () => {
    setError(null)
    if (login.ensureLoggedIn(m.use.loginRequired)) setConfirming(true)
  }

  const onConfirm = async () => {
    setSending(true)
    setError(null)
    try {
      const use = await redeemCoupon(post.id)
      setUsed((known) =>
        known && user && known.userId === user.id
          ? { userId: user.id, ids: new Set([...known.ids, post.id]) }
          : known,
      )
      navigate(`/app/coupons/uses/${use.id}`)
    } catch (err) {
      const info = toApiError(err)
      if (isRefusal(info.error)) {
        // Refused for good: the next press is a new attempt with a new key.
        forgetUseKey(post.id)
        setError(apiErrorText(info, m.use.notes[info.error]))
        setConfirming(false)
        reload()
      } else if (info.status === 429) {
        // Nothing was recorded; the kept key still makes the next press count once.
        setError(apiErrorText(info, m.use.tooMany))
      } else {
        setError(m.use.failed)
      }
    } finally {
      setSending(false)
    }
  }

  const remaining = status?.remaining ?? null
  const rewardOfRally = post.coupon?.reward_of_rally ?? null
  return (
    <section className="coupon-use" aria-labelledby="coupon-use-heading">
      <h2 id="coupon-use-heading" className="visually-hidden">
        {m.use.button}
      </h2>
      <p className="coupon-use__state">
        {availability !== 'available' ? (
          <span className={`status-pill coupon-use__pill coupon-use__pill--${availability}`}>
            {m.use.states[availability]}
          </span>
        ) : null}
        {remaining !== null && availability !== 'sold_out' ? (
          <span className="status-pill coupon-use__pill">
            {m.use.remaining(formatCount(remaining))}
          </span>
        ) : null}
      </p>
      {rewardOfRally !== null ? (
        <p className="coupon-use__note">
          {m.use.rallyReward}{' '}
          <Link href={`/app/stamprally/${rewardOfRally}`}>{m.use.seeRally}</Link>
        </p>
      ) : null}
      {availability !== 'available' && availability !== 'grant_required' ? (
        <p className="coupon-use__note">{m.use.notes[availability]}</p>
      ) : null}
      {availability === 'grant_required' && rewardOfRally === null ? (
        <p className="coupon-use__note">{m.use.notes.grant_required}</p>
      ) : null}
      {lastUse && !lastUse.voided_at ? (
        <p className="coupon-use__note">{m.use.lastUse(formatDateTime(lastUse.used_at))}</p>
      ) : null}
      <div className="button-row">
        {liveUse ? (
          <Link href={`/app/coupons/uses/${liveUse.id}`} className="button button--primary">
            {m.use.openScreen}
          </Link>
        ) : null}
        {availability === 'available' || !user ? (
          <button type="button" className="button button--primary button--large" onClick={onUse}>
            <TicketIcon size={20} />
            {m.use.button}
          </button>
        ) : null}
        {user ? (
          <Link href="/app/coupons" className="button button--secondary">
            {m.use.myCoupons}
          </Link>
        ) : null}
      </div>
      {error && !confirming ? (
        <p className="coupon-use__error" role="alert">
          {error}
        </p>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={m.use.confirmTitle}>
        <p className="dialog__lead coupon-use__confirm-lead">{m.use.confirmLead}</p>
        <p className="dialog__lead">{m.use.confirmNote}</p>
        {error ? (
          <p className="coupon-use__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="button-row dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(false)}
          >
            {m.use.cancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={sending}
            onClick={() => void onConfirm()}
          >
            {sending ? m.use.sending : m.use.confirm}
          </button>
        </div>
      </Dialog>
      {login.dialog}
      {user && user.id === post.author.id ? <ShopUses couponId={post.id} /> : null}
    </section>
  )
}
