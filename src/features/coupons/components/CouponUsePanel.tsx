import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, type MouseEvent, Suspense, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { Dialog } from '../../../components/Dialog'
import { TicketIcon } from '../../../components/icons'
import { formatCount, formatDateTime } from '../../../components/post/time'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { FormError, useSubmit } from '../../../components/useSubmit'
import { type ApiErrorInfo, toApiError } from '../../../lib/api'
import { COUPON_REFUSALS, type CouponRefusal, type CouponStatus } from '../../../shared/api/coupons'
import type { Post } from '../../../shared/api/posts'
import { pathTo } from '../../../shared/links'
import { usedCouponIdsAtom } from '../../../state/coupon-uses'
import { userAtom } from '../../../state/session'
import { forgetUseKey, redeemCoupon } from '../api'
import { useCouponStatus } from '../hooks/useCouponStatus'
import m from '../i18n/current'
import '../../../components/post/badges.css'
import '../coupons.css'

// Only the shop that posted the coupon sees its uses: everyone else never loads that part.
const ShopUses = lazy(async () => ({ default: (await import('./ShopUses')).ShopUses }))

const isRefusal = (code: string | null): code is CouponRefusal =>
  (COUPON_REFUSALS as readonly (string | null)[]).includes(code)

/** What a refused or failed use tells the person. */
function failureText(info: ApiErrorInfo): string {
  if (isRefusal(info.error)) return apiErrorText(info, m.use.notes[info.error])
  // Nothing was recorded; the kept key still makes the next press count once.
  if (info.status === 429) return apiErrorText(info, m.use.tooMany)
  return m.use.failed
}

/** Records a use on the server, remembers it, and opens the staff screen; a refusal is final. */
function useRedeem(post: Post, onRefused: () => void) {
  const user = useAtomValue(userAtom)
  const setUsed = useSetAtom(usedCouponIdsAtom)
  const [, navigate] = useLocation()
  return async () => {
    try {
      const use = await redeemCoupon(post.id)
      setUsed((known) =>
        known && user && known.userId === user.id
          ? { userId: user.id, ids: new Set([...known.ids, post.id]) }
          : known,
      )
      navigate(pathTo('/app/coupons/uses/:id', { id: use.id }))
    } catch (err) {
      if (isRefusal(toApiError(err).error)) {
        // Refused for good: the next press is a new attempt with a new key.
        forgetUseKey(post.id)
        onRefused()
      }
      throw err
    }
  }
}

/**
 * On a coupon's page: what is left, the viewer's state, and 「使う」 → a confirmation → the use
 * recorded by the server → the screen shown to the staff. The shop that posted it sees its uses.
 */
export function CouponUsePanel({ post }: { post: Post }) {
  const user = useAtomValue(userAtom)
  const login = useLoginPrompt()
  const { status, reload } = useCouponStatus(post.id)
  const [confirming, setConfirming] = useState(false)
  const { busy: sending, error, fail, run } = useSubmit(failureText)
  const redeem = useRedeem(post, () => {
    setConfirming(false)
    reload()
  })

  const availability = status?.availability ?? 'available'
  const lastUse = status?.my_last_use ?? null
  const liveUse =
    lastUse && !lastUse.voided_at && Date.parse(lastUse.screen_until) > Date.now() ? lastUse : null

  const onUse = (event: MouseEvent<HTMLButtonElement>) => {
    fail(null)
    if (login.ensureLoggedIn(m.use.loginRequired, event.currentTarget)) setConfirming(true)
  }

  return (
    <section className="coupon-use" aria-labelledby="coupon-use-heading">
      <h2 id="coupon-use-heading" className="visually-hidden">
        {m.use.button}
      </h2>
      <CouponState post={post} status={status} />
      <div className="button-row">
        {liveUse ? (
          <Link
            href={pathTo('/app/coupons/uses/:id', { id: liveUse.id })}
            className="button button--primary"
          >
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
          <Link href={pathTo('/app/coupons')} className="button button--secondary">
            {m.use.myCoupons}
          </Link>
        ) : null}
      </div>
      <FormError error={confirming ? null : error} className="coupon-use__error" />
      <ConfirmUseDialog
        open={confirming}
        sending={sending}
        error={error}
        onClose={() => setConfirming(false)}
        onConfirm={() => void run(redeem)}
      />
      {login.dialog}
      {user && user.id === post.author.id ? (
        <Suspense fallback={null}>
          <ShopUses couponId={post.id} />
        </Suspense>
      ) : null}
    </section>
  )
}

/** What is left, whether the viewer can use it, and when they last did. */
function CouponState({ post, status }: { post: Post; status: CouponStatus | null }) {
  const availability = status?.availability ?? 'available'
  const lastUse = status?.my_last_use ?? null
  const remaining = status?.remaining ?? null
  const rewardOfRally = post.coupon?.reward_of_rally ?? null
  return (
    <>
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
          <Link href={pathTo('/app/stamprally/:id', { id: rewardOfRally })}>{m.use.seeRally}</Link>
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
    </>
  )
}

function ConfirmUseDialog(props: {
  open: boolean
  sending: boolean
  error: string | null
  onClose: () => void
  onConfirm: () => void
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title={m.use.confirmTitle}>
      <p className="dialog__lead coupon-use__confirm-lead">{m.use.confirmLead}</p>
      <p className="dialog__lead">{m.use.confirmNote}</p>
      <FormError error={props.error} className="coupon-use__error" />
      <div className="button-row dialog__actions">
        <button type="button" className="button button--secondary" onClick={props.onClose}>
          {m.use.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={props.sending}
          onClick={props.onConfirm}
        >
          {props.sending ? m.use.sending : m.use.confirm}
        </button>
      </div>
    </Dialog>
  )
}
