import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useParams, useSearch } from 'wouter'
import { PageSpinner } from '../../../components/Spinner'
import { toApiError } from '../../../lib/api'
import { pathTo } from '../../../shared/links'
import { parseCheckinQuery } from '../../../shared/stamprally'
import { authLoadingAtom, isAuthenticatedAtom } from '../../../state/session'
import { postPass } from '../api'
import { CheckinOutcome } from '../components/CheckinOutcome'
import { LoginLink } from '../components/LoginLink'
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

  // Logged out with a staffed spot's token: trade it now for a pass that outlasts the login.
  const [pass, setPass] = useState<
    { status: 'loading' | 'refused' | 'unavailable' } | { status: 'ready'; pass: string }
  >({ status: 'loading' })
  const needsPass = link?.token != null && !loading && !authenticated
  // biome-ignore lint/correctness/useExhaustiveDependencies: one trade per visit of the URL
  useEffect(() => {
    if (!needsPass || !link?.token) return
    postPass(link.rallyId, link.spotId, link.token)
      .then((answer) => setPass({ status: 'ready', pass: answer.pass }))
      // Only a refused token ends the visit here. Without a pass for another reason (too many
      // trades from this address, the network), the login still goes ahead with the token itself,
      // which a quick login does not outlive.
      .catch((err: unknown) =>
        setPass({
          status: toApiError(err).error === 'token_invalid' ? 'refused' : 'unavailable',
        }),
      )
  }, [needsPass])

  const checkIn = () => {
    if (!link) return
    const secret = link.token
      ? { token: link.token }
      : link.pass
        ? { pass: link.pass }
        : { code: link.code ?? '' }
    void run({ spot_id: link.spotId, ...secret })
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one check-in per visit of the URL
  useEffect(() => {
    if (!link || !authenticated || started.current) return
    started.current = true
    checkIn()
  }, [authenticated])

  const here =
    link?.token && pass.status === 'ready'
      ? pathTo(
          '/app/stamprally/:id/checkin',
          { id: link.rallyId },
          { spot: link.spotId, p: pass.pass },
        )
      : `${pathTo('/app/stamprally/:id/checkin', { id: params.id ?? '' })}?${search}`
  return (
    <main className="page page--narrow rally-page">
      <h1 className="page-title">{m.checkin.title}</h1>
      {!link ? (
        <p role="alert">{m.checkin.invalidLink}</p>
      ) : loading ? (
        <PageSpinner />
      ) : !authenticated && link.token && pass.status === 'refused' ? (
        <p role="alert">{m.checkin.tokenInvalid}</p>
      ) : !authenticated && link.token && pass.status === 'loading' ? (
        <PageSpinner />
      ) : !authenticated ? (
        <div className="rally-login-hint">
          <p>{m.checkin.loginNeeded}</p>
          <LoginLink back={here} className="button button--primary">
            {m.checkin.login}
          </LoginLink>
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
