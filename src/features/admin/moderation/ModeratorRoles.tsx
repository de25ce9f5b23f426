import { type FormEvent, useState } from 'react'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import { MAX_MODERATION_REASON_LENGTH } from '../../../shared/api/moderation'
import { parseRowId } from '../../../shared/ids'
import { halfWidth } from '../../../shared/text-input'
import { changeModerator } from './api'
import m from './i18n/current'

/** The admin names and removes moderators, with a reason each time (the audit log keeps it). */
export function ModeratorRoles() {
  const [rawId, setRawId] = useState('')
  const [reason, setReason] = useState('')
  const { busy, error, fail, run } = useSubmit(m.roles.failed)
  const [done, setDone] = useState<string | null>(null)
  const result = error ? { ok: false, text: error } : done ? { ok: true, text: done } : null

  function change(grant: boolean) {
    setDone(null)
    const id = parseRowId(halfWidth(rawId.trim()))
    if (id === null) return fail(m.openForm.invalid)
    if (!reason.trim()) return fail(m.form.reasonRequired)
    const problem = textError(reason, m.roles.reason)
    if (problem) return fail(problem)
    void run(async () => {
      const answer = await changeModerator(id, grant, reason.trim())
      setDone(
        !answer.changed ? m.roles.unchanged : grant ? m.roles.granted(id) : m.roles.revoked(id),
      )
      setReason('')
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    change(true)
  }

  return (
    <form className="moderation__roles" onSubmit={submit} aria-labelledby="moderation-roles-title">
      <h2 id="moderation-roles-title">{m.roles.title}</h2>
      <p>{m.roles.lead}</p>
      <label className="field__label" htmlFor="moderation-role-user">
        {m.roles.userId}
      </label>
      <input
        id="moderation-role-user"
        inputMode="numeric"
        value={rawId}
        onChange={(e) => setRawId(e.target.value)}
      />
      <label className="field__label" htmlFor="moderation-role-reason">
        {m.roles.reason}
      </label>
      <textarea
        id="moderation-role-reason"
        rows={2}
        maxLength={MAX_MODERATION_REASON_LENGTH}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {m.roles.grant}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => change(false)}>
          {m.roles.revoke}
        </button>
      </div>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'field__error'}>
          {result.text}
        </p>
      ) : null}
    </form>
  )
}
