import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { Dialog } from '../../../components/Dialog'
import { formatCount, formatDateTime, formatDay } from '../../../components/post/time'
import { HeadedTable } from '../../../components/Table'
import { textError } from '../../../components/textError'
import { FormError, useSubmit } from '../../../components/useSubmit'
import {
  MAX_VOID_REASON_LENGTH,
  type ShopCouponUse,
  type ShopCouponUses,
} from '../../../shared/api/coupons'
import { fetchShopUses, voidUse } from '../api'
import m from '../i18n/current'
import '../coupon-lists.css'

/** The shop's uses of its coupon, loaded on mount and again on `load()`. */
function useShopUses(couponId: number) {
  const [uses, setUses] = useState<ShopCouponUses | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchShopUses(couponId, signal).then(
        (answer) => {
          setUses(answer)
          setFailed(false)
        },
        () => {
          if (!signal?.aborted) setFailed(true)
        },
      ),
    [couponId],
  )
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])
  return { uses, failed, load }
}

/** The shop's own view of its coupon: uses per day and the history, where a use can be voided. */
export function ShopUses({ couponId }: { couponId: number }) {
  const { uses, failed, load } = useShopUses(couponId)
  const [voiding, setVoiding] = useState<ShopCouponUse | null>(null)
  const [done, setDone] = useState(false)

  return (
    <section className="shop-uses" aria-labelledby="shop-uses-heading">
      <h2 id="shop-uses-heading" className="coupon-section-title">
        {m.shop.heading}
      </h2>
      {failed ? <p className="coupon-use__error">{m.shop.loadFailed}</p> : null}
      {done ? (
        <p className="coupon-use__note" role="status">
          {m.shop.voidDone}
        </p>
      ) : null}
      {uses && uses.items.length === 0 ? <p className="coupon-use__note">{m.shop.empty}</p> : null}
      {uses && uses.days.length > 0 ? <UsesPerDay days={uses.days} /> : null}
      {uses && uses.items.length > 0 ? (
        <UseHistory
          items={uses.items}
          onVoid={(item) => {
            setDone(false)
            setVoiding(item)
          }}
        />
      ) : null}
      <VoidDialog
        use={voiding}
        onClose={() => setVoiding(null)}
        onVoided={() => {
          setVoiding(null)
          setDone(true)
          void load()
        }}
      />
    </section>
  )
}

function UsesPerDay({ days }: { days: ShopCouponUses['days'] }) {
  return (
    <HeadedTable
      className="shop-uses__days"
      caption={m.shop.perDay}
      headings={[m.shop.day, m.shop.uses, m.shop.voidedCount]}
    >
      {days.map((day) => (
        <tr key={day.day}>
          <th scope="row">{formatDay(day.day)}</th>
          <td>{formatCount(day.uses)}</td>
          <td>{formatCount(day.voided)}</td>
        </tr>
      ))}
    </HeadedTable>
  )
}

function UseHistory(props: { items: ShopCouponUse[]; onVoid: (item: ShopCouponUse) => void }) {
  return (
    <>
      <h3 className="shop-uses__title">{m.shop.history}</h3>
      <ul className="shop-uses__list">
        {props.items.map((item) => (
          <li key={item.id} className="shop-uses__item">
            <span>
              {m.shop.entry(
                String(item.redemption_no),
                item.user_name,
                formatDateTime(item.used_at),
              )}
            </span>
            {item.voided_at ? (
              <span className="shop-uses__voided">{m.shop.voided(item.void_reason ?? '')}</span>
            ) : (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => props.onVoid(item)}
              >
                {m.shop.void}
                <span className="visually-hidden">
                  {m.shop.voidLead(String(item.redemption_no))}
                </span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}

interface VoidDialogProps {
  use: ShopCouponUse | null
  onClose: () => void
  onVoided: () => void
}

function VoidDialog({ use, onClose, onVoided }: VoidDialogProps) {
  const [reason, setReason] = useState('')
  const { busy: sending, error, fail, run } = useSubmit(m.shop.voidFailed)
  const fieldId = useId()
  const hintId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!use || sending) return
    if (!reason.trim()) return fail(m.shop.reasonRequired)
    const problem = textError(reason, m.shop.reason)
    if (problem) return fail(problem)
    void run(async () => {
      await voidUse(use.id, reason)
      setReason('')
      onVoided()
    })
  }

  return (
    <Dialog open={use !== null} onClose={onClose} title={m.shop.voidTitle}>
      <form onSubmit={submit} noValidate>
        <p className="dialog__lead">{use ? m.shop.voidLead(String(use.redemption_no)) : ''}</p>
        <div className="field">
          <label htmlFor={fieldId} className="field__label">
            {m.shop.reason}
          </label>
          <input
            id={fieldId}
            className="input"
            value={reason}
            maxLength={MAX_VOID_REASON_LENGTH}
            aria-describedby={hintId}
            aria-invalid={error !== null}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={hintId} className="field__hint">
            {m.shop.reasonHint}
          </p>
        </div>
        <FormError error={error} className="coupon-use__error" />
        <div className="button-row dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {m.use.cancel}
          </button>
          <button type="submit" className="button button--danger" disabled={sending}>
            {m.shop.voidConfirm}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
