import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { CopyButton } from '../../../components/CopyButton'
import { Nums } from '../../../components/Nums'
import { formatDay } from '../../../components/post/time'
import { toApiError } from '../../../lib/api'
import type { IssuedCode, Organization, OrganizerCode } from '../../../shared/api/organizers'
import { fetchCodes, fetchOrganizations, issueCode, revokeCode } from './api'
import m from './i18n/current'

const NEW = 'new'

/** Issue organizer codes (shown once) for an organization, and revoke them. */
export function CodeIssuer({ refreshKey }: { refreshKey: number }) {
  const [organizations, setOrganizations] = useState<Organization[]>([])
  const [codes, setCodes] = useState<OrganizerCode[] | null>(null)
  const [organization, setOrganization] = useState(NEW)
  const [name, setName] = useState('')
  const [maxUses, setMaxUses] = useState('1')
  const [validDays, setValidDays] = useState('30')
  const [issued, setIssued] = useState<IssuedCode | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(() => {
    Promise.all([fetchOrganizations(), fetchCodes()])
      .then(([orgs, list]) => {
        setOrganizations(orgs.items)
        setCodes(list.items)
      })
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.loadFailed)))
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reviewed application adds an organization
  useEffect(() => load(), [load, refreshKey])

  async function run(action: () => Promise<unknown>) {
    setBusy(true)
    setError(null)
    try {
      await action()
      load()
    } catch (err) {
      setError(apiErrorText(toApiError(err), m.actionFailed))
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      const code = await issueCode({
        ...(organization === NEW
          ? { organization_name: name }
          : { organization_id: Number(organization) }),
        max_uses: Number(maxUses),
        valid_days: Number(validDays),
      })
      setIssued(code)
      setName('')
    })
  }

  return (
    <section aria-labelledby="organizer-codes">
      <h3 id="organizer-codes">{m.codes}</h3>
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
        <label className="field__label" htmlFor="code-max-uses">
          {m.maxUses}
        </label>
        <input
          id="code-max-uses"
          type="number"
          min={1}
          inputMode="numeric"
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
        <label className="field__label" htmlFor="code-valid-days">
          {m.validDays}
        </label>
        <input
          id="code-valid-days"
          type="number"
          min={1}
          inputMode="numeric"
          value={validDays}
          onChange={(e) => setValidDays(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? m.busy : m.issue}
        </button>
      </form>
      {issued ? (
        <div className="card" role="status">
          <p>{m.issued}</p>
          <p className="organizer-admin__issued">
            <span>
              {m.issuedCode}:{' '}
              <output id="issued-organizer-code" className="organizer-admin__code">
                {issued.code}
              </output>{' '}
              ({issued.organization.name})
            </span>
            <CopyButton text={issued.code} targetId="issued-organizer-code" />
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {codes && codes.length === 0 ? <p>{m.noCodes}</p> : null}
      {codes && codes.length > 0 ? (
        <table className="admin-push__table">
          <caption className="visually-hidden">{m.codes}</caption>
          <thead>
            <tr>
              <th scope="col">{m.organization}</th>
              <th scope="col">{m.hint}</th>
              <th scope="col">{m.uses}</th>
              <th scope="col">{m.expires}</th>
              <th scope="col">
                <span className="visually-hidden">{m.revoke}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.id}>
                <th scope="row">{code.organization.name}</th>
                <td>
                  <Nums>{`…${code.hint}`}</Nums>
                </td>
                <td>
                  <Nums>{`${code.use_count} / ${code.max_uses}`}</Nums>
                </td>
                <td>
                  <Nums>{formatDay(code.expires_at)}</Nums>
                </td>
                <td>
                  {code.revoked_at ? (
                    m.revoked
                  ) : (
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      disabled={busy}
                      onClick={() => void run(() => revokeCode(code.id))}
                    >
                      {m.revoke}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
