import { useState } from 'react'
import { type InAppBrowser, inAppBrowser } from '../../../shared/in-app-browser'
import { chromeIntentUrl, isAndroid, lineExternalUrl } from '../../../shared/in-app-links'
import m from '../i18n/current'

const APP_NAMES: Record<InAppBrowser, string> = {
  line: 'LINE',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
}

/** True inside an app's own browser, where Google and Apple refuse to sign in. */
export function oauthBlockedHere(): boolean {
  return typeof navigator !== 'undefined' && inAppBrowser(navigator.userAgent) !== null
}

/**
 * Inside LINE, Instagram, Facebook or X: says why Google and Apple are missing and offers the way
 * to the phone's browser. LINE opens a link with `openExternalBrowser=1` outside itself; the
 * others need the link copied (or, on Android, Chrome's intent). Nothing elsewhere.
 */
export function InAppBrowserNotice() {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const app = inAppBrowser(userAgent)
  if (!app) return null
  const here = window.location.href
  return (
    <section className="in-app-notice" data-in-app={app} aria-labelledby="in-app-notice-title">
      <h2 id="in-app-notice-title" className="in-app-notice__title">
        {m.inApp.title(APP_NAMES[app])}
      </h2>
      <p className="in-app-notice__text">{m.inApp.why}</p>
      {app === 'line' ? (
        <>
          <a className="auth-button auth-button--secondary" href={lineExternalUrl(here)}>
            {m.inApp.openLine}
          </a>
          <p className="in-app-notice__hint">{m.inApp.openLineHint}</p>
        </>
      ) : (
        <CopyLink href={here} android={isAndroid(userAgent)} />
      )}
    </section>
  )
}

function CopyLink({ href, android }: { href: string; android: boolean }) {
  const [state, setState] = useState<'idle' | 'copied' | 'by-hand'>('idle')
  async function copy() {
    try {
      await navigator.clipboard.writeText(href)
      setState('copied')
    } catch {
      // No Clipboard API here (or it was refused): show the link to copy by hand.
      setState('by-hand')
    }
  }
  return (
    <>
      {android ? (
        <a className="auth-button auth-button--secondary" href={chromeIntentUrl(href)}>
          {m.inApp.openChrome}
        </a>
      ) : null}
      <button
        type="button"
        className="auth-button auth-button--secondary"
        onClick={() => void copy()}
      >
        {m.inApp.copy}
      </button>
      {state === 'copied' ? (
        <p className="in-app-notice__hint" role="status">
          {m.inApp.copied}
        </p>
      ) : null}
      {state === 'by-hand' ? (
        <div className="in-app-notice__manual" role="status">
          <p className="in-app-notice__hint">{m.inApp.copyByHand}</p>
          <input
            className="input in-app-notice__link"
            readOnly
            aria-label={m.inApp.linkLabel}
            value={href}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </>
  )
}
