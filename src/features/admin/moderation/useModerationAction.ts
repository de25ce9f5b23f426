import { type FormEvent, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import {
  MAX_SUSPENSION_DAYS,
  type ModerationAction,
  type SubjectDetail,
  type SubjectKind,
} from '../../../shared/api/moderation'
import { halfWidth } from '../../../shared/text-input'
import { actOn } from './api'
import m from './i18n/current'

/** The subject acted on, and what the desk does with the answer or a stale version. */
export interface ActionFormProps {
  kind: SubjectKind
  id: number
  detail: SubjectDetail
  onDone: (detail: SubjectDetail) => void
  onStale: () => void
}

/** What the action form shows under its button: the server's refusal or the action done. */
export interface ActionOutcome {
  ok: boolean
  text: string
}

/**
 * The days of a suspension as typed: undefined when left empty (the server's default), NaN when
 * not a whole number of days within the limit.
 */
function suspensionDays(typed: string): number | undefined {
  if (typed.trim() === '') return undefined
  // Full-width digits are what a Japanese keyboard types.
  const count = Number(halfWidth(typed.trim()))
  return Number.isInteger(count) && count >= 1 && count <= MAX_SUSPENSION_DAYS ? count : Number.NaN
}

/** The action form's state and its checked submit (see ActionForm for the 409 on a stale version). */
export function useModerationAction(props: ActionFormProps) {
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
  const result: ActionOutcome | null = error
    ? { ok: false, text: error }
    : done
      ? { ok: true, text: done }
      : null

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
    const dayCount = action === 'suspend' ? suspensionDays(days) : undefined
    if (Number.isNaN(dayCount)) return fail(m.form.daysInvalid)
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

  return { action, setAction, reason, setReason, days, setDays, busy, result, submit }
}
