import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { EmptyState } from '../../../components/EmptyState'
import { StampIcon } from '../../../components/icons'
import { PageSpinner } from '../../../components/Spinner'
import type { RallyList, RallyStatus } from '../../../shared/api/stamprally'
import { pathTo } from '../../../shared/links'
import { isAuthenticatedAtom } from '../../../state/session'
import { fetchRallies } from '../api'
import { LoginLink } from '../components/LoginLink'
import { RallyCard } from '../components/RallyCard'
import m from '../i18n/current'
import '../stamprally.css'

const SECTIONS: RallyStatus[] = ['running', 'upcoming', 'ended']

/** /app/stamprally: the town's rallies by state, with the viewer's progress when logged in. */
export function StampRallyPage() {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const [list, setList] = useState<RallyList | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and retries refetch
  useEffect(() => {
    const controller = new AbortController()
    setFailed(false)
    fetchRallies(controller.signal)
      .then(setList)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [authenticated, attempt])

  return (
    <main className="page page--narrow rally-page">
      <h1 className="page-title">{m.stampRally.title}</h1>
      <p className="page-lead">{m.stampRally.lead}</p>
      {!authenticated ? (
        <p className="rally-login-hint">
          {m.stampRally.loginHint}{' '}
          <LoginLink back={pathTo('/app/stamprally')}>{m.stampRally.login}</LoginLink>
        </p>
      ) : null}
      {list?.can_organize ? (
        <p>
          <Link href={pathTo('/app/stamprally/new')} className="button">
            {m.stampRally.newRally}
          </Link>
        </p>
      ) : null}
      {failed ? (
        <EmptyState title={m.missing.loadErrorTitle}>
          <p>{m.missing.loadErrorBody}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {m.missing.retry}
          </button>
        </EmptyState>
      ) : list === null ? (
        <PageSpinner />
      ) : list.items.length === 0 ? (
        <EmptyState icon={<StampIcon size={40} />} title={m.stampRally.empty} />
      ) : (
        SECTIONS.map((status) => {
          const rallies = list.items.filter((rally) => rally.status === status)
          if (rallies.length === 0) return null
          return (
            <section key={status} aria-labelledby={`rallies-${status}`}>
              <h2 id={`rallies-${status}`} className="post-section-title">
                {m.stampRally[status]}
              </h2>
              <ul className="rally-list">
                {rallies.map((rally) => (
                  <RallyCard key={rally.id} rally={rally} />
                ))}
              </ul>
            </section>
          )
        })
      )}
    </main>
  )
}
