import { type FormEvent, useId, useState } from 'react'
import { MAX_REPORT_REASON_LENGTH } from '../../shared/api/posts'
import { Dialog } from '../Dialog'
import { textError } from '../textError'
import { FormError, SubmitButton, useSubmit } from '../useSubmit'
import { reportUser } from './blocks-api'
import m from './i18n/current'
import './block.css'

const REASONS = ['spam', 'harassment', 'impersonation', 'inappropriate', 'other'] as const
type Reason = (typeof REASONS)[number]

interface ReportUserDialogProps {
  user: { id: number; name: string }
  open: boolean
  onClose: () => void
  onReported: () => void
}

/**
 * Reports a person (their account, not one post) into the desk's queue. The stored reason is
 * the code, the same in every language, and the person's own words.
 */
export function ReportUserDialog({ user, open, onClose, onReported }: ReportUserDialogProps) {
  const [reason, setReason] = useState<Reason | null>(null)
  const [details, setDetails] = useState('')
  const { busy, error, fail, run } = useSubmit(m.reportUser.failed)
  const detailsId = useId()
  const close = () => {
    fail(null)
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!reason) return fail(m.reportUser.chooseReason)
    const problem = textError(details, m.reportUser.details)
    if (problem) return fail(problem)
    const words = details.trim()
    const text = [...(words ? `${reason}: ${words}` : reason)]
      .slice(0, MAX_REPORT_REASON_LENGTH)
      .join('')
    void run(async () => {
      await reportUser(user.id, text)
      setReason(null)
      setDetails('')
      onReported()
    })
  }
  return (
    <Dialog open={open} onClose={close} title={m.reportUser.title(user.name)}>
      <form className="report-form" onSubmit={submit} noValidate>
        <p className="dialog__lead">{m.reportUser.lead}</p>
        <fieldset className="user-report-form__reasons">
          <legend className="field__label">{m.reportUser.reasonLegend}</legend>
          {REASONS.map((code) => (
            <label key={code} className="radio-row">
              <input
                type="radio"
                name="user-report-reason"
                checked={reason === code}
                onChange={() => setReason(code)}
              />
              <span>{m.reportUser.reasons[code]}</span>
            </label>
          ))}
        </fieldset>
        <label className="field__label" htmlFor={detailsId}>
          {m.reportUser.details}
        </label>
        <textarea
          id={detailsId}
          className="input textarea"
          rows={3}
          maxLength={MAX_REPORT_REASON_LENGTH - 20}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        <FormError error={error} className="form-error" />
        <div className="button-row dialog__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            {m.block.cancel}
          </button>
          <SubmitButton
            busy={busy}
            label={m.reportUser.submit}
            busyLabel={m.reportUser.sending}
            className="button button--danger"
          />
        </div>
      </form>
    </Dialog>
  )
}
