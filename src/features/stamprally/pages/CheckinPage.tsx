import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { Link, useParams, useSearch } from 'wouter'
import { PageSpinner } from '../../../components/Spinner'
import { parseCheckinQuery } from '../../../shared/stamprally'
import { authLoadingAtom, isAuthenticatedAtom } from '../../../state/session'
import { CheckinOutcome } from '../components/CheckinOutcome'
import { useCheckin } from '../components/useCheckin'
import m from '../i18n/current'
import '../stamprally.css'

/**
 * /app/stamprally/{id}/checkin?spot=&t= (or &c=): where a spot's QR code leads, from the phone's
 * camera app or the in-app scanner. Logged out, it sends the visitor to the login page and back
 * here; logged in, it checks in at once.
 */
export function CheckinPage() {
  const params = useParams<{ id: string }>()
  const search = useSearch()
  const link = parseCheckinQuery(params.id, new URLSearchParams(search))
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const { state, run } = useCheckin(link?.rallyId ?? 0)
  const started = useRef(false)

  const checkIn = () => {
    if (!link) return
    void run({
      spot_id: link.spotId,
      ...(link.token ? { token: link.token } : { code: link.code ?? '' }),
    })
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one check-in per visit of the URL
  useEffect(() => {
    if (!link || !authenticated || started.current) return
    started.current = true
    checkIn()
  }, [authenticated])

  const here = `/app/stamprally/${params.id}/checkin?${search}`
  return (
    <main className="page page--narrow rally-page">
      <h1 className="page-title">{m.checkin.title}</h1>
      {!link ? (
        <p role="alert">{m.checkin.invalidLink}</p>
      ) : loading ? (
        <PageSpinner />
      ) : !authenticated ? (
        <div className="rally-login-hint">
          <p>{m.checkin.loginNeeded}</p>
          <Link
            href={`/app/login?redirect=${encodeURIComponent(here)}`}
            className="button button--primary"
          >
            {m.checkin.login}
          </Link>
        </div>
      ) : (
        <CheckinOutcome
          state={state}
          rallyId={link.rallyId}
          onRetry={link.code ? checkIn : undefined}
        />
      )}
    </main>
  )
}
