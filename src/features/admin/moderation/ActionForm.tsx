import { MAX_MODERATION_REASON_LENGTH } from '../../../shared/api/moderation'
import m from './i18n/current'
import {
  type ActionFormProps,
  type ActionOutcome,
  useModerationAction,
} from './useModerationAction'

/**
 * Acting on a subject: the actions that apply now, a required reason, and for a suspension an
 * optional number of days. The subject's version goes along, so an action taken meanwhile by
 * someone else makes the server answer 409 instead of acting on what this moderator no longer sees.
 */
export function ActionForm(props: ActionFormProps) {
  const { detail } = props
  const form = useModerationAction(props)
  const { action } = form
  const status = <ActionStatus result={form.result} />
  if (detail.actions.length === 0) {
    return (
      <>
        <p>{m.form.none}</p>
        {status}
      </>
    )
  }

  return (
    <form className="moderation__form" onSubmit={form.submit}>
      <fieldset>
        <legend>{m.form.legend}</legend>
        <label className="field__label" htmlFor="moderation-action">
          {m.form.action}
        </label>
        <select
          id="moderation-action"
          value={action}
          onChange={(e) => form.setAction(detail.actions.find((a) => a === e.target.value) ?? '')}
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
          value={form.reason}
          onChange={(e) => form.setReason(e.target.value)}
        />
        {action === 'suspend' ? (
          <SuspensionDaysField days={form.days} onChange={form.setDays} />
        ) : null}
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? m.form.submitting : m.form.submit}
        </button>
        {status}
      </fieldset>
    </form>
  )
}

/** An optional number of days; left empty, the suspension has no end. */
function SuspensionDaysField(props: { days: string; onChange: (days: string) => void }) {
  return (
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
        value={props.days}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  )
}

function ActionStatus({ result }: { result: ActionOutcome | null }) {
  if (!result) return null
  return (
    <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'field__error'}>
      {result.text}
    </p>
  )
}
