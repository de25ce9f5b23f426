import { type FormEvent, useState } from 'react'
import { SubmitButton } from '../../../components/useSubmit'
import type { CodeInput, Organization } from '../../../shared/api/organizers'
import m from './i18n/current'

const NEW = 'new'

/**
 * Which organization a new code joins (one of them, or a new one by name), how many may use it and
 * for how many days. `onIssue` resolves true once issued, and the new name is cleared.
 */
export function IssueCodeForm(props: {
  organizations: Organization[]
  busy: boolean
  onIssue: (input: CodeInput) => Promise<boolean>
}) {
  const { organizations, busy } = props
  const [organization, setOrganization] = useState(NEW)
  const [name, setName] = useState('')
  const [maxUses, setMaxUses] = useState('1')
  const [validDays, setValidDays] = useState('30')

  async function issue() {
    const issued = await props.onIssue({
      ...(organization === NEW
        ? { organization_name: name }
        : { organization_id: Number(organization) }),
      max_uses: Number(maxUses),
      valid_days: Number(validDays),
    })
    if (issued) setName('')
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void issue()
  }

  return (
    <form className="admin-push__form" onSubmit={submit}>
      <label className="field__label" htmlFor="code-organization">
        {m.organization}
      </label>
      <select
        id="code-organization"
        value={organization}
        onChange={(e) => setOrganization(e.target.value)}
      >
        <option value={NEW}>{m.newOrganization}</option>
        {organizations.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      {organization === NEW ? (
        <>
          <label className="field__label" htmlFor="code-organization-name">
            {m.newOrganizationName}
          </label>
          <input
            id="code-organization-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </>
      ) : null}
      <CountField id="code-max-uses" label={m.maxUses} value={maxUses} onChange={setMaxUses} />
      <CountField
        id="code-valid-days"
        label={m.validDays}
        value={validDays}
        onChange={setValidDays}
      />
      <SubmitButton busy={busy} label={m.issue} busyLabel={m.busy} />
    </form>
  )
}

/** A whole number of at least one (uses, days), as typed. */
function CountField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="number"
        min={1}
        inputMode="numeric"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  )
}
