import { useCallback, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { Nums } from '../../../components/Nums'
import { useSubmit } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import type { AdminApplication } from '../../../shared/api/organizers'
import { approveApplication, fetchApplications, rejectApplication } from './api'
import m from './i18n/current'

/** Organizer applications, newest first: approve, or reject with a reason the applicant reads. */
export function ApplicationReview({ onReviewed }: { onReviewed: () => void }) {
  const [items, setItems] = useState<AdminApplication[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(() => {
    fetchApplications()
      .then((res) => setItems(res.items))
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.loadFailed)))
  }, [])
  useEffect(() => load(), [load])

  const changed = () => {
    load()
    onReviewed()
  }

  return (
    <section aria-labelledby="organizer-applications">
      <h3 id="organizer-applications">{m.applications}</h3>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {items && items.length === 0 ? <p>{m.noApplications}</p> : null}
      <ul className="organizer-admin__list">
        {items?.map((item) => (
          <ApplicationItem key={item.id} item={item} onChanged={changed} />
        ))}
      </ul>
    </section>
  )
}

function ApplicationItem({ item, onChanged }: { item: AdminApplication; onChanged: () => void }) {
  const [reason, setReason] = useState('')
  const { busy, error, run } = useSubmit(m.actionFailed)

  function act(action: () => Promise<unknown>) {
    void run(async () => {
      await action()
      onChanged()
    })
  }

  const reasonId = `reject-reason-${item.id}`
  return (
    <li className="card organizer-admin__item" data-application={item.id}>
      <h4>
        {item.organization_name}{' '}
        <span className="organizer-admin__state">{m.states[item.state]}</span>
      </h4>
      <ApplicationFacts item={item} />
      {item.state === 'pending' ? (
        <div className="organizer-admin__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => act(() => approveApplication(item.id))}
          >
            {m.approve}
          </button>
          <label className="field__label" htmlFor={reasonId}>
            {m.reasonLabel}
          </label>
          <textarea
            id={reasonId}
            className="input"
            rows={2}
            aria-label={m.reasonFor(item.organization_name)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button
            type="button"
            className="button button--danger"
            disabled={busy || !reason.trim()}
            onClick={() => act(() => rejectApplication(item.id, reason))}
          >
            {m.reject}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </li>
  )
}

/** Who applied, for which organization, how to reach them, what they do; a refusal's reason. */
function ApplicationFacts({ item }: { item: AdminApplication }) {
  return (
    <dl className="organizer-admin__facts">
      <dt>{m.applicant}</dt>
      <dd>
        {item.applicant.name} ({item.applicant.email ?? '—'})
      </dd>
      <dt>{m.representative}</dt>
      <dd>{item.representative}</dd>
      <dt>{m.contact}</dt>
      <dd>
        <span className="break-anywhere">{item.contact_email}</span> /{' '}
        <Nums>{item.contact_phone}</Nums>
      </dd>
      <dt>{m.website}</dt>
      <dd>
        <a href={item.website} rel="noopener noreferrer nofollow" target="_blank">
          {item.website}
        </a>
      </dd>
      <dt>{m.activities}</dt>
      <dd className="organizer-admin__text">{item.activities}</dd>
      {item.rejection_reason ? (
        <>
          <dt>{m.rejectionReason}</dt>
          <dd className="organizer-admin__text">{item.rejection_reason}</dd>
        </>
      ) : null}
    </dl>
  )
}
