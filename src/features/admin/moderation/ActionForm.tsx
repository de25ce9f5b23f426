import { type FormEvent, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import {
  MAX_MODERATION_REASON_LENGTH,
  MAX_SUSPENSION_DAYS,
  type ModerationAction,
  type SubjectDetail,
  type SubjectKind,
} from '../../../shared/api/moderation'
import { halfWidth } from '../../../shared/text-input'
import { actOn } from './api'
import m from './i18n/current'

/**
 * Acting on a subject: the actions that apply now, a required reason, and for a suspension an
 * optional number of days. The subject's version goes along, so an action taken meanwhile by
 * someone else makes the server answer 409 instead of acting on what this moderator no longer sees.
 */
export function ActionForm(props: {
  kind: SubjectKind
  id: number
  detail: SubjectDetail
  onDone: (detail: SubjectDetail) => void
  onStale: () => void
}) {
  const { detail } = props
  const [action, setAction] = useState<ModerationAction | ''>(detail.actions[0] ?? '')
  const [reason, setReason] = useState('')
  const [days, setDays] = useState('')
  const { busy, error, fail, run } = useSubmit((info) => {
    // Someone else acted meanwhile: the desk reloads the subject.
    if (info.status === 409) props.onStale()
    return apiErrorText(info, m.form.failed)
  })
  const [done, setDone] = useState<string | null>(null)
  const result = error ? { ok: false, text: error } : done ? { ok: true, text: done } : null

  useEffect(() => {
    setAction((current) =>
      current && detail.actions.includes(current) ? current : (detail.actions[0] ?? ''),
    )
  }, [detail.actions])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!action) return
    setDone(null)
    if (!reason.trim()) return fail(m.form.reasonRequired)
    const problem = textError(reason, m.form.reason)
    if (problem) return fail(problem)
    let dayCount: number | undefined
    if (action === 'suspend' && days.trim() !== '') {
      // Full-width digits are what a Japanese keyboard types.
      dayCount = Number(halfWidth(days.trim()))
      if (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > MAX_SUSPENSION_DAYS) {
        return fail(m.form.daysInvalid)
      }
    }
    void run(async () => {
      const answer = await actOn(props.kind, props.id, {
        action,
        reason: reason.trim(),
        version: detail.version,
        ...(dayCount !== undefined ? { days: dayCount } : {}),
      })
      setReason('')
      setDays('')
      setDone(m.form.done)
      props.onDone(answer.detail)
    })
  }

  const status = result ? (
    <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'field__error'}>
      {result.text}
    </p>
  ) : null
  if (detail.actions.length === 0) {
    return (
      <>
        <p>{m.form.none}</p>
        {status}
      </>
    )
  }

  return (
    <form className="moderation__form" onSubmit={submit}>
      <fieldset>
        <legend>{m.form.legend}</legend>
        <label className="field__label" htmlFor="moderation-action">
          {m.form.action}
        </label>
        <select
          id="moderation-action"
          value={action}
          onChange={(e) => setAction(detail.actions.find((a) => a === e.target.value) ?? '')}
        >
          {detail.actions.map((value) => (
            <option key={value} value={value}>
              {m.actions[value]}
            </option>
          ))}
        </select>
        <label className="field__label" htmlFor="moderation-reason">
          {m.form.reason}
        </label>
        <p id="moderation-reason-hint" className="field__hint">
          {m.form.reasonHint}
        </p>
        <textarea
          id="moderation-reason"
          aria-describedby="moderation-reason-hint"
          required
          rows={3}
          maxLength={MAX_MODERATION_REASON_LENGTH}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {action === 'suspend' ? (
          <>
            <label className="field__label" htmlFor="moderation-days">
              {m.form.days}
            </label>
            <p id="moderation-days-hint" className="field__hint">
              {m.form.daysHint}
            </p>
            <input
              id="moderation-days"
              aria-describedby="moderation-days-hint"
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? m.form.submitting : m.form.submit}
        </button>
        {status}
      </fieldset>
    </form>
  )
}
