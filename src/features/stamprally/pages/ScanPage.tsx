import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useParams } from 'wouter'
import { Field } from '../../../components/Field'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { parseRowId } from '../../../shared/ids'
import { parseCheckinLink } from '../../../shared/stamprally'
import { halfWidth } from '../../../shared/text-input'
import { CheckinOutcome } from '../components/CheckinOutcome'
import { type FrameDecoder, loadQrDecoder } from '../components/qr-decoder'
import { useCheckin } from '../components/useCheckin'
import m from '../i18n/current'
import '../stamprally.css'

const SCAN_INTERVAL_MS = 250

/** /app/stamprally/{id}/scan: the camera reads a spot's QR code; a typed code is the fallback. */
export function ScanPage() {
  const params = useParams<{ id: string }>()
  const rallyId = parseRowId(params.id) ?? 0
  const [, navigate] = useLocation()
  const { ensureLoggedIn, dialog } = useLoginPrompt()
  const { state, run } = useCheckin(rallyId)
  const video = useRef<HTMLVideoElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const decoder = useRef<Promise<FrameDecoder> | null>(null)
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [code, setCode] = useState('')

  // The decoder is this screen's own: loaded here, never by other pages.
  useEffect(() => {
    decoder.current = loadQrDecoder()
    decoder.current.catch(() => setProblem(m.scan.noCamera))
  }, [])

  useEffect(() => {
    if (!stream) return
    const element = video.current
    if (element) {
      element.srcObject = stream
      void element.play().catch(() => undefined)
    }
    let stopped = false
    const timer = window.setInterval(async () => {
      if (stopped || !video.current || !canvas.current || !decoder.current) return
      const text = await (await decoder.current)(video.current, canvas.current).catch(() => null)
      if (!text || stopped) return
      const link = parseCheckinLink(text)
      if (!link) {
        setProblem(m.scan.notOurs)
        return
      }
      stopped = true
      const query = link.token ? `t=${link.token}` : `c=${encodeURIComponent(link.code ?? '')}`
      navigate(`/app/stamprally/${link.rallyId}/checkin?spot=${link.spotId}&${query}`)
    }, SCAN_INTERVAL_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
      for (const track of stream.getTracks()) track.stop()
    }
  }, [stream, navigate])

  // A code that went through is done with: the field is ready for the next spot's.
  useEffect(() => {
    if (state.status === 'done') setCode('')
  }, [state.status])

  const startCamera = async () => {
    setProblem(null)
    try {
      setStream(
        await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        }),
      )
    } catch {
      setProblem(m.scan.noCamera)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // A code typed on a Japanese keyboard may be full-width (ＡＢＣＤＥ－２３４５６).
    const typed = halfWidth(code)
    if (!typed || !ensureLoggedIn(m.checkin.loginNeeded)) return
    void run({ code: typed })
  }

  return (
    <main className="page page--narrow rally-page">
      {dialog}
      <nav className="rally-page__back">
        <Link href={`/app/stamprally/${rallyId}`}>{m.checkin.toRally}</Link>
      </nav>
      <h1 className="page-title">{m.scan.title}</h1>
      <p className="page-lead">{m.scan.lead}</p>
      <div className="rally-scan">
        {stream ? (
          <>
            <video
              ref={video}
              className="rally-scan__video"
              muted
              playsInline
              aria-label={m.scan.video}
            />
            <button type="button" className="button" onClick={() => setStream(null)}>
              {m.scan.stop}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void startCamera()}
          >
            {m.scan.start}
          </button>
        )}
        <canvas ref={canvas} hidden />
        {problem ? <p role="alert">{problem}</p> : null}
      </div>
      <form className="rally-manual" onSubmit={submit}>
        <h2 className="post-section-title">{m.scan.manualTitle}</h2>
        <Field id="rally-code" label={m.scan.manualLabel}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
            />
          )}
        </Field>
        <button
          type="submit"
          className="button button--primary"
          disabled={state.status === 'sending' || state.status === 'locating'}
        >
          {m.scan.submit}
        </button>
      </form>
      <CheckinOutcome state={state} rallyId={rallyId} />
    </main>
  )
}
