import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { toApiError } from '../../../lib/api'
import type { PushMessage } from '../../../shared/api/push'
import { userAtom } from '../../../state/session'
import { TownOrders } from '../alerts/TownOrders'
import { fetchPushMessages } from '../api'
import { PushComposer } from '../components/PushComposer'
import { PushHistory } from '../components/PushHistory'
import m from '../i18n/current'
import { ModerationDesk } from '../moderation/ModerationDesk'
import { OrganizerAdmin } from '../organizers/OrganizerAdmin'
import { ShelterUpload } from '../shelters/ShelterUpload'
import '../admin.css'

/**
 * The admin page. The route guard checks login only; what staff may do is decided by the server
 * (the desk: admin or moderator; push: admin), so other users see its 403 message here.
 */
export function AdminPage() {
  // Push composing is the admin's alone: moderators are not shown a section that would refuse them.
  const role = useAtomValue(userAtom)?.role
  const isAdmin = role === 'admin'
  const [messages, setMessages] = useState<PushMessage[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(() => {
    if (!isAdmin) return
    fetchPushMessages()
      .then((page) => {
        setMessages(page.items)
        setError(null)
      })
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.push.loadFailed)))
  }, [isAdmin])

  useEffect(() => load(), [load])

  return (
    <main className="page admin-push">
      <h1>{m.admin.title}</h1>
      <p>{m.admin.lead}</p>
      {/* A long desk: its sections one tap away, as a row of chips under the title. */}
      <nav className="admin-sections" aria-label={m.admin.sections}>
        <a href="#moderation-title">{m.admin.moderation}</a>
        <Link href="/app/admin/ads">{m.admin.adReview}</Link>
        {isAdmin || role === 'moderator' ? (
          <a href="#town-orders-title">{m.admin.townOrders}</a>
        ) : null}
        {isAdmin || role === 'moderator' ? (
          <a href="#shelter-upload-title">{m.admin.shelters}</a>
        ) : null}
        {isAdmin ? <a href="#push-compose">{m.push.compose}</a> : null}
        {isAdmin ? <a href="#organizer-admin">{m.admin.organizers}</a> : null}
      </nav>
      <ModerationDesk canManageRoles={isAdmin} />
      <p>
        <Link href="/app/admin/ads">{m.admin.adReview}</Link>
      </p>
      {/* Staff refresh the town's shelters from the government's file (the server checks the role). */}
      {isAdmin || role === 'moderator' ? <TownOrders /> : null}
      {isAdmin || role === 'moderator' ? <ShelterUpload /> : null}
      {!isAdmin ? null : error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : (
        <>
          <PushComposer onSent={load} />
          <section aria-labelledby="push-history">
            <h2 id="push-history">{m.push.history}</h2>
            {messages ? <PushHistory messages={messages} /> : null}
          </section>
          <OrganizerAdmin />
        </>
      )}
    </main>
  )
}
