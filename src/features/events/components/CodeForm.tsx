import { type FormEvent, useState } from 'react'
import { Field } from '../../../components/Field'
import { useSubmit } from '../../../components/useSubmit'
import type { OrganizerStatus } from '../../../shared/api/organizers'
import { redeemOrganizerCode } from '../api'
import m from '../i18n/current'

/** Redeem an admin-issued organizer code: the account joins that organization at once. */
export function CodeForm({ onJoined }: { onJoined: (status: OrganizerStatus) => void }) {
  const [code, setCode] = useState('')
  const { busy, error, run } = useSubmit(m.eventAuth.codeFailed)

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(async () => onJoined(await redeemOrganizerCode(code)))
  }

  return (
    <form className="card organizer-form" onSubmit={submit} aria-labelledby="code-title">
      <h2 id="code-title">{m.eventAuth.codeTitle}</h2>
      <Field
        id="organizer-code"
        label={m.eventAuth.codeLabel}
        required
        hint={m.eventAuth.codeHint}
        error={error ?? undefined}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </Field>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy || !code.trim()}>
          {busy ? m.eventAuth.busy : m.eventAuth.codeSubmit}
        </button>
      </div>
    </form>
  )
}
