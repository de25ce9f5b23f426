import { useEffect, useState } from 'react'
import { Link, useParams } from 'wouter'
import { PageSpinner } from '../../../components/Spinner'
import type { RotatingQr } from '../../../shared/api/stamprally'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import { fetchRotatingQr } from '../api'
import { OrganizerProblem } from '../components/OrganizerProblem'
import { QrCode } from '../components/QrCode'
import { useDashboard } from '../components/useOrganizerResource'
import m from '../i18n/current'
import '../stamprally.css'

/** Asks again this long after the server's window ends (its clock decides, not ours). */
const AFTER_WINDOW_MS = 300
const RETRY_MS = 5000

/**
 * /app/stamprally/{id}/manage/qr/{spotId}: the staffed spot's screen. The server gives the current
 * code and when it ends; the QR is drawn here, so a network hiccup leaves the code on screen (it
 * stays valid for one more window), and the next one is asked for as the window turns.
 */
export function QrScreenPage() {
  const params = useParams<{ id: string; spotId: string }>()
  const rallyId = parseRowId(params.id) ?? 0
  const spotId = parseRowId(params.spotId) ?? 0
  const [board, reload] = useDashboard(rallyId)
  const [qr, setQr] = useState<{ answer: RotatingQr; endsAt: number } | null>(null)
  const [offline, setOffline] = useState(false)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    let timer = 0
    const controller = new AbortController()
    const load = async () => {
      try {
        const answer = await fetchRotatingQr(rallyId, spotId, controller.signal)
        // The server's clock: how long this code has left, moved onto ours.
        const left = Date.parse(answer.valid_until) - Date.parse(answer.server_time)
        setQr({ answer, endsAt: Date.now() + left })
        setOffline(false)
        timer = window.setTimeout(() => void load(), left + AFTER_WINDOW_MS)
      } catch {
        if (controller.signal.aborted) return
        setOffline(true)
        timer = window.setTimeout(() => void load(), RETRY_MS)
      }
    }
    void load()
    const tick = window.setInterval(() => setNow(Date.now()), 1000)
    return () => {
      controller.abort()
      window.clearTimeout(timer)
      window.clearInterval(tick)
    }
  }, [rallyId, spotId])

  if (board.status === 'error') return <OrganizerProblem error={board.error} onRetry={reload} />
  const spot = board.status === 'ready' ? board.data.spots.find((s) => s.id === spotId) : undefined
  const name = spot?.name ?? ''
  return (
    <main className="page page--narrow rally-page rally-qr">
      <nav className="rally-page__back">
        <Link href={pathTo('/app/stamprally/:id/manage', { id: rallyId })}>{m.detail.manage}</Link>
      </nav>
      <h1 className="page-title">{m.qr.title(name)}</h1>
      <p className="page-lead">{m.qr.lead}</p>
      {qr ? (
        <figure className="rally-qr__figure" data-url={qr.answer.url}>
          <QrCode text={qr.answer.url} label={m.qr.alt(name)} size={320} />
          <figcaption>
            {m.qr.changesIn(Math.max(0, Math.ceil((qr.endsAt - now) / 1000)))}
          </figcaption>
        </figure>
      ) : offline ? null : (
        <PageSpinner />
      )}
      {offline ? <p role="alert">{m.qr.offline}</p> : null}
    </main>
  )
}
