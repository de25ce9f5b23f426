import { useCallback, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { FormError, useSubmit } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import type {
  CodeInput,
  IssuedCode,
  Organization,
  OrganizerCode,
} from '../../../shared/api/organizers'
import { fetchCodes, fetchOrganizations, issueCode, revokeCode } from './api'
import { CodesTable, IssuedCodeCard } from './CodeParts'
import { IssueCodeForm } from './IssueCodeForm'
import m from './i18n/current'

/** Issue organizer codes (shown once) for an organization, and revoke them. */
export function CodeIssuer({ refreshKey }: { refreshKey: number }) {
  const [organizations, setOrganizations] = useState<Organization[]>([])
  const [codes, setCodes] = useState<OrganizerCode[] | null>(null)
  const [issued, setIssued] = useState<IssuedCode | null>(null)
  const { busy, error, fail, run } = useSubmit(m.actionFailed)

  const load = useCallback(() => {
    Promise.all([fetchOrganizations(), fetchCodes()])
      .then(([orgs, list]) => {
        setOrganizations(orgs.items)
        setCodes(list.items)
      })
      .catch((err: unknown) => fail(apiErrorText(toApiError(err), m.loadFailed)))
  }, [fail])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reviewed application adds an organization
  useEffect(() => load(), [load, refreshKey])

  /** An issue or a revoke; the list is read again after either. */
  function act(action: () => Promise<unknown>) {
    return run(async () => {
      await action()
      load()
    })
  }

  const issue = (input: CodeInput) =>
    act(async () => {
      setIssued(await issueCode(input))
    })

  return (
    <section aria-labelledby="organizer-codes">
      <h3 id="organizer-codes">{m.codes}</h3>
      <IssueCodeForm organizations={organizations} busy={busy} onIssue={issue} />
      {issued ? <IssuedCodeCard issued={issued} /> : null}
      <FormError error={error} className="form-error" />
      {codes && codes.length === 0 ? <p>{m.noCodes}</p> : null}
      {codes && codes.length > 0 ? (
        <CodesTable codes={codes} busy={busy} onRevoke={(id) => void act(() => revokeCode(id))} />
      ) : null}
    </section>
  )
}
