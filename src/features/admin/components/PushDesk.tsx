import { useCallback, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { toApiError } from '../../../lib/api'
import type { PushMessage } from '../../../shared/api/push'
import { fetchPushMessages } from '../api'
import m from '../i18n/current'
import { PushComposer } from './PushComposer'
import { PushHistory } from './PushHistory'

/** Announcements (admins only): the composer, then what was sent and how it went. */
export function PushDesk() {
  const [messages, setMessages] = useState<PushMessage[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(() => {
    fetchPushMessages()
      .then((page) => {
        setMessages(page.items)
        setError(null)
      })
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.push.loadFailed)))
  }, [])

  useEffect(() => load(), [load])

  if (error) {
    return (
      <p role="alert" className="field__error">
        {error}
      </p>
    )
  }
  return (
    <>
      <PushComposer onSent={load} />
      <section aria-labelledby="push-history">
        <h2 id="push-history">{m.push.history}</h2>
        {messages ? <PushHistory messages={messages} /> : null}
      </section>
    </>
  )
}
