import { useCallback, useEffect, useState } from 'react'
import { formatDateTime } from '../../../components/post/time'
import { toApiError } from '../../../lib/api'
import { fetchOutbox, type OutboxMail } from '../api'
import { AuthCard } from '../components/AuthCard'
import { FormMessage } from '../components/FormMessage'
import m from '../i18n/current'

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; items: OutboxMail[]; nextCursor: string | null }
  | { kind: 'unavailable' }
  | { kind: 'error'; detail: string | null }

const formatTime = (iso: string) => formatDateTime(iso)

/**
 * /app/test-email-verification (main site, local development): the mail the app "sent", so a
 * developer can click a verification or reset link without a mail server.
 */
export function TestEmailVerificationPage() {
  const [state, setState] = useState<State>({ kind: 'loading' })

  const load = useCallback(async (cursor: string | null, previous: OutboxMail[]) => {
    try {
      const page = await fetchOutbox(cursor)
      setState({ kind: 'ready', items: [...previous, ...page.items], nextCursor: page.nextCursor })
    } catch (err) {
      const info = toApiError(err)
      setState(
        info.status === 404 ? { kind: 'unavailable' } : { kind: 'error', detail: info.message },
      )
    }
  }, [])

  useEffect(() => {
    void load(null, [])
  }, [load])

  return (
    <AuthCard title={m.outbox.title} lead={m.outbox.lead}>
      <button
        type="button"
        className="auth-button auth-button--secondary"
        onClick={() => {
          setState({ kind: 'loading' })
          void load(null, [])
        }}
      >
        {m.outbox.refresh}
      </button>
      {state.kind === 'loading' ? <p role="status">…</p> : null}
      {state.kind === 'unavailable' ? (
        <FormMessage kind="info" message={m.outbox.unavailable} />
      ) : null}
      {state.kind === 'error' ? (
        <FormMessage kind="error" message={m.outbox.failed} detail={state.detail} />
      ) : null}
      {state.kind === 'ready' && state.items.length === 0 ? (
        <p className="auth-card__note">{m.outbox.empty}</p>
      ) : null}
      {state.kind === 'ready' ? (
        <ol className="auth-outbox">
          {state.items.map((mail) => (
            <li key={mail.id} className="auth-outbox__mail">
              <h2 className="auth-outbox__subject">{mail.subject}</h2>
              <dl className="auth-outbox__meta">
                <dt>{m.outbox.to}</dt>
                <dd>{mail.to}</dd>
                <dt>{m.outbox.sentAt}</dt>
                <dd>
                  <time dateTime={mail.created_at}>{formatTime(mail.created_at)}</time>
                </dd>
              </dl>
              <pre className="auth-outbox__text">{mail.text}</pre>
              {mail.links.length > 0 ? (
                <ul className="auth-outbox__links" aria-label={m.outbox.links}>
                  {mail.links.filter(isWebLink).map((link) => (
                    <li key={link}>
                      <a href={link}>{link}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {state.kind === 'ready' && state.nextCursor ? (
        <button
          type="button"
          className="auth-button auth-button--secondary"
          onClick={() => void load(state.nextCursor, state.items)}
        >
          {m.outbox.more}
        </button>
      ) : null}
    </AuthCard>
  )
}

const isWebLink = (link: string) => /^https?:\/\//.test(link)
