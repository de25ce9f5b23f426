import { type FormEvent, useEffect, useState } from 'react'
import { Link, useParams } from 'wouter'
import { Field } from '../../../components/Field'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import { halfWidth } from '../../../shared/text-input'
import { CheckinOutcome } from '../components/CheckinOutcome'
import { useCheckin } from '../components/useCheckin'
import { useQrScanner } from '../components/useQrScanner'
import m from '../i18n/current'
import '../stamprally.css'

/** The camera's picture with 「止める」, or the button that starts it; and why it cannot. */
function CameraPanel({ scanner }: { scanner: ReturnType<typeof useQrScanner> }) {
  return (
    <div className="rally-scan">
      {scanner.scanning ? (
        <>
          <video
            ref={scanner.video}
            className="rally-scan__video"
            muted
            playsInline
            aria-label={m.scan.video}
          />
          <button type="button" className="button" onClick={scanner.stopCamera}>
            {m.scan.stop}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void scanner.startCamera()}
        >
          {m.scan.start}
        </button>
      )}
      <canvas ref={scanner.canvas} hidden />
      {scanner.problem ? <p role="alert">{scanner.problem}</p> : null}
    </div>
  )
}

/** /app/stamprally/{id}/scan: the camera reads a spot's QR code; a typed code is the fallback. */
export function ScanPage() {
  const params = useParams<{ id: string }>()
  const rallyId = parseRowId(params.id) ?? 0
  const { ensureLoggedIn, dialog } = useLoginPrompt()
  const { state, run } = useCheckin(rallyId)
  const scanner = useQrScanner()
  const [code, setCode] = useState('')

  // A code that went through is done with: the field is ready for the next spot's.
  useEffect(() => {
    if (state.status === 'done') setCode('')
  }, [state.status])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // A code typed on a Japanese keyboard may be full-width (ＡＢＣＤＥ－２３４５６).
    const typed = halfWidth(code)
    if (!typed || !ensureLoggedIn(m.checkin.loginNeeded, event.currentTarget)) return
    void run({ code: typed })
  }

  return (
    <main className="page page--narrow rally-page">
      {dialog}
      <nav className="rally-page__back">
        <Link href={pathTo('/app/stamprally/:id', { id: rallyId })}>{m.checkin.toRally}</Link>
      </nav>
      <h1 className="page-title">{m.scan.title}</h1>
      <p className="page-lead">{m.scan.lead}</p>
      <CameraPanel scanner={scanner} />
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
