import { useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { formatDateTime } from '../../../components/post/time'
import { FormError } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import type { NoticesResponse } from '../../../shared/api/moderation'
import { fetchNotices } from '../api'
import { NoticeCard } from '../components/NoticeCard'
import m from '../i18n/current'
import '../notices.css'

/**
 * /app/notices: what the moderators did to the user's content or account and why (the email
 * links here), a suspension in force, and one appeal per notice.
 */
export function NoticesPage() {
  const [data, setData] = useState<NoticesResponse | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    fetchNotices()
      .then(setData)
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.loadFailed)))
  }, [])

  return (
    <main className="page notices">
      <h1>{m.title}</h1>
      <p>{m.lead}</p>
      <FormError error={error} className="field__error" />
      {data?.suspension ? (
        <p className="notices__suspended">
          {m.suspended(data.suspension.until ? formatDateTime(data.suspension.until) : null)}{' '}
          {m.reason}: {data.suspension.reason}
        </p>
      ) : null}
      {data && data.items.length === 0 ? <p>{m.empty}</p> : null}
      {data?.items.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </main>
  )
}
