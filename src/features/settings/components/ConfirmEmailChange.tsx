import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { toApiError } from '../../../lib/api'
import { userAtom } from '../../../state/session'
import { confirmEmailChange } from '../api'
import m from '../i18n/current'

const t = m.settings.confirmEmail

type Outcome =
  | { state: 'checking' }
  | { state: 'done'; email: string }
  | { state: 'failed'; detail: string }

// A link works once: one request per token, whatever React renders twice.
const attempts = new Map<string, Promise<string>>()
function confirmOnce(token: string): Promise<string> {
  let attempt = attempts.get(token)
  if (!attempt) {
    attempt = confirmEmailChange(token).then((res) => res.email)
    attempts.set(token, attempt)
  }
  return attempt
}

/**
 * `/app/settings?confirm_email=…`: the link mailed to the new address completes the change; the
 * outcome shows at the top of Settings (a page of its own would weigh on the first route).
 */
export function ConfirmEmailChange({ token }: { token: string }) {
  const user = useAtomValue(userAtom)
  const setUser = useSetAtom(userAtom)
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' })

  useEffect(() => {
    let current = true
    confirmOnce(token).then(
      (email) => current && setOutcome({ state: 'done', email }),
      (err: unknown) =>
        current && setOutcome({ state: 'failed', detail: toApiError(err).message ?? t.failed }),
    )
    return () => {
      current = false
    }
  }, [token])

  // The signed-in account shows its new address at once.
  useEffect(() => {
    if (outcome.state === 'done' && user && user.email !== outcome.email) {
      setUser({ ...user, email: outcome.email })
    }
  }, [outcome, user, setUser])

  return (
    <section className="settings-section" aria-labelledby="settings-confirm-email">
      <h2 id="settings-confirm-email" className="settings-section__title">
        {t.title}
      </h2>
      <div className="settings-section__body">
        {outcome.state === 'checking' ? <p role="status">{t.checking}</p> : null}
        {outcome.state === 'done' ? <p role="status">{t.done(outcome.email)}</p> : null}
        {outcome.state === 'failed' ? (
          <p role="alert" className="form-error">
            {outcome.detail}
          </p>
        ) : null}
      </div>
    </section>
  )
}
