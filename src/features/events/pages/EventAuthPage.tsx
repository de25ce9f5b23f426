import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { PageSpinner } from '../../../components/Spinner'
import { toApiError } from '../../../lib/api'
import { siteOriginFor } from '../../../lib/site'
import type { OrganizerStatus } from '../../../shared/api/organizers'
import { pathTo } from '../../../shared/links'
import { authLoadingAtom, isAuthenticatedAtom } from '../../../state/session'
import { fetchOrganizerStatus } from '../api'
import { ApplicationForm } from '../components/ApplicationForm'
import { ApplicationState } from '../components/ApplicationState'
import { CodeForm } from '../components/CodeForm'
import m from '../i18n/current'
import '../events.css'

const LOGIN_PATH = pathTo('/app/login', { redirect: pathTo('/app/event-auth') })

/** Becoming an event organizer: what it allows, and the two ways (a code, or an application). */
export function EventAuthPage() {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const sentAway = new URLSearchParams(useSearch()).get('reason') === 'not-organizer'
  // Why event-upload sent them here, until they are an organizer (a code or an approval).
  const [organizer, setOrganizer] = useState(false)
  const notOrganizer = sentAway && !organizer

  return (
    <main className="page page--narrow event-auth">
      <h1 className="page-title">{m.eventAuth.title}</h1>
      <p className="page-lead">{m.eventAuth.lead}</p>
      {notOrganizer ? (
        <p className="event-auth__notice" role="status">
          {m.eventAuth.notOrganizer}
        </p>
      ) : null}
      <section className="card" aria-labelledby="can-do">
        <h2 id="can-do">{m.eventAuth.canDoTitle}</h2>
        <ul className="event-auth__list">
          {m.eventAuth.canDo.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>{m.eventAuth.waysTitle}</h3>
        <ol className="event-auth__list">
          <li>{m.eventAuth.codeWay}</li>
          <li>{m.eventAuth.applyWay}</li>
        </ol>
      </section>
      {loading ? (
        <PageSpinner />
      ) : authenticated ? (
        <OrganizerSteps onOrganizer={setOrganizer} />
      ) : (
        <LoginFirst />
      )}
    </main>
  )
}

function LoginFirst() {
  if (__INTERNATIONAL__) {
    return (
      <section className="card" aria-labelledby="login-first">
        <h2 id="login-first">{m.eventAuth.loginLead}</h2>
        <p>{m.eventAuth.mainSiteNote}</p>
        <a className="button button--primary" href={`${siteOriginFor('ja')}${LOGIN_PATH}`}>
          {m.eventAuth.mainSiteLogin}
        </a>
      </section>
    )
  }
  return (
    <section className="card" aria-labelledby="login-first">
      <h2 id="login-first">{m.eventAuth.loginLead}</h2>
      <Link className="button button--primary" href={LOGIN_PATH}>
        {m.eventAuth.login}
      </Link>
    </section>
  )
}

function OrganizerSteps({ onOrganizer }: { onOrganizer: (organizer: boolean) => void }) {
  const [status, setStatus] = useState<OrganizerStatus | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [joined, setJoined] = useState(false)

  const load = useCallback(() => {
    fetchOrganizerStatus()
      .then(setStatus)
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.eventAuth.loadFailed)))
  }, [])
  useEffect(() => load(), [load])
  const organizer = (status?.organizations.length ?? 0) > 0
  useEffect(() => onOrganizer(organizer), [organizer, onOrganizer])

  if (error) {
    return (
      <p role="alert" className="form-error">
        {error}
      </p>
    )
  }
  if (!status) return <PageSpinner />

  if (status.organizations.length > 0) {
    return (
      <section className="card" aria-labelledby="organizer-of">
        <h2 id="organizer-of" role={joined ? 'status' : undefined}>
          {m.eventAuth.organizerOf(status.organizations.map((o) => o.name))}
        </h2>
        <Link className="button button--primary" href={pathTo('/app/event-upload')}>
          {m.eventAuth.toUpload}
        </Link>
      </section>
    )
  }

  const application = status.application
  return (
    <>
      {application ? <ApplicationState application={application} /> : null}
      <CodeForm
        onJoined={(next) => {
          setJoined(true)
          setStatus(next)
        }}
      />
      {application?.state === 'pending' ? null : (
        <ApplicationForm
          onApplied={(next) => setStatus((current) => current && { ...current, application: next })}
        />
      )}
    </>
  )
}
