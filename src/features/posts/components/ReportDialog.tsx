import { type FormEvent, useId, useState } from 'react'
import { Dialog } from '../../../components/Dialog'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import { MAX_REPORT_REASON_LENGTH } from '../../../shared/api/posts'
import { reportPost } from '../api'
import m from '../i18n/current'

const REPORT_REASONS = [
  'spam',
  'inappropriate',
  'harassment',
  'privacy',
  'misinformation',
  'rights',
  'other',
] as const
type ReportReason = (typeof REPORT_REASONS)[number]

/**
 * What the API stores: the reason's code (the same in every language, so the moderators' screen
 * can name it) and the person's own words, if any.
 */
function reportText(reason: ReportReason, details: string): string {
  const words = details.trim()
  return Array.from(words ? `${reason}: ${words}` : reason)
    .slice(0, MAX_REPORT_REASON_LENGTH)
    .join('')
}

interface ReportDialogProps {
  postId: number
  open: boolean
  onClose: () => void
  onReported: () => void
}

export function ReportDialog({ postId, open, onClose, onReported }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const { busy: sending, error, fail, run } = useSubmit(m.detail.report.failed)
  const detailsId = useId()
  const errorId = useId()

  const close = () => {
    fail(null)
    onClose()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    if (!reason) return fail(m.detail.report.chooseReason)
    if (reason === 'other' && !details.trim()) return fail(m.detail.report.describeOther)
    const textProblem = textError(details, m.detail.report.details)
    if (textProblem) return fail(textProblem)
    void run(async () => {
      await reportPost(postId, reportText(reason, details))
      setReason(null)
      setDetails('')
      onReported()
    })
  }

  return (
    <Dialog open={open} onClose={close} title={m.detail.report.title}>
      <form className="report-form" onSubmit={submit} noValidate>
        <p className="dialog__lead">{m.detail.report.lead}</p>
        <fieldset className="report-form__reasons" aria-describedby={error ? errorId : undefined}>
          <legend className="field__label">{m.detail.report.reasonLegend}</legend>
          {REPORT_REASONS.map((code) => (
            <label key={code} className="radio-row">
              <input
                type="radio"
                name="reason"
                value={code}
                checked={reason === code}
                onChange={() => setReason(code)}
              />
              <span>{m.detail.report.reasons[code]}</span>
            </label>
          ))}
        </fieldset>
        <label className="field__label" htmlFor={detailsId}>
          {reason === 'other' ? m.detail.report.detailsRequired : m.detail.report.details}
        </label>
        <textarea
          id={detailsId}
          className="input textarea"
          rows={3}
          maxLength={MAX_REPORT_REASON_LENGTH - 20}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        {error ? (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="button-row dialog__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            {m.detail.report.cancel}
          </button>
          <button type="submit" className="button button--danger" aria-disabled={sending}>
            {sending ? m.detail.report.sending : m.detail.report.submit}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
