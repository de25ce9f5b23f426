import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { openExternalUrl, ownSiteOrigin } from '../../../lib/platform'
import { pushTarget } from '../../../shared/redirect'
import m from '../i18n/current'
import '../push.css'
import { dismissToastAtom, pushListeningAtom, type Toast, toastsAtom } from '../state'

/** A toast stays for 10 seconds. */
const TOAST_MS = 10_000

function PushToast({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom)
  const [, navigate] = useLocation()
  // Our own pages open in the app (no reload), other sites outside it (src/shared/redirect.ts).
  // In the shell, "our own" is the site's origin, not the WebView's.
  const target = pushTarget(toast.target_url, ownSiteOrigin())

  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_MS)
    return () => window.clearTimeout(timer)
  }, [dismiss, toast.id])

  const open = () => {
    if (!target) return
    if (target.kind === 'internal') navigate(target.path)
    else openExternalUrl(target.url)
    dismiss(toast.id)
  }

  const content = (
    <>
      {toast.image ? <img className="push-toast__image" src={toast.image} alt="" /> : null}
      <span className="push-toast__text">
        <strong className="push-toast__title">{toast.title}</strong>
        {toast.body ? <span className="push-toast__body">{toast.body}</span> : null}
      </span>
    </>
  )

  return (
    <div className="push-toast" role="status" data-testid="push-toast">
      {target ? (
        <button type="button" className="push-toast__main" onClick={open}>
          {content}
          <span className="visually-hidden">{m.toast.open}</span>
        </button>
      ) : (
        <div className="push-toast__main">{content}</div>
      )}
      <button
        type="button"
        className="push-toast__close"
        aria-label={m.toast.close}
        onClick={() => dismiss(toast.id)}
      >
        ×
      </button>
    </div>
  )
}

/** Where notifications received while the app is open appear. */
export function PushToastHost() {
  const toasts = useAtomValue(toastsAtom)
  const listening = useAtomValue(pushListeningAtom)
  return (
    // data-listening: whether pushes can arrive right now (the e2e tests wait for it).
    <div className="push-toasts" aria-live="polite" data-listening={listening}>
      {toasts.map((toast) => (
        <PushToast key={toast.id} toast={toast} />
      ))}
    </div>
  )
}
