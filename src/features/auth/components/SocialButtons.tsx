import { useState } from 'react'
import type { SessionResponse, SocialProvider } from '../api'
import m from '../i18n/current'
import { AuthFlowError, socialMessages } from '../messages'
import { preloadSocialSignIn, signInWithSocial } from '../social'
import { FormMessage } from './FormMessage'
import { oauthBlockedHere } from './InAppBrowserNotice'

/** LINE, Google and Apple sign-in. Firebase loads on first hover, focus or touch. */
export function SocialButtons({
  next,
  onSignedIn,
}: {
  next: string
  onSignedIn: (session: SessionResponse) => void
}) {
  const [busy, setBusy] = useState<SocialProvider | null>(null)
  const [problem, setProblem] = useState<{ message: string; detail?: string | null } | null>(null)
  const [redirecting, setRedirecting] = useState(false)

  async function start(provider: SocialProvider) {
    setBusy(provider)
    setProblem(null)
    try {
      const result = await signInWithSocial(provider, next, () => setRedirecting(true))
      if (result !== 'redirecting') onSignedIn(result)
    } catch (err) {
      setRedirecting(false)
      setProblem(
        err instanceof AuthFlowError
          ? { message: err.message, detail: err.detail }
          : { message: socialMessages(provider).failed },
      )
    } finally {
      setBusy(null)
    }
  }

  const preload = { onPointerEnter: preloadSocialSignIn, onFocus: preloadSocialSignIn }
  // Inside an app's own browser Google answers 403 disallowed_useragent (and Apple fails too):
  // InAppBrowserNotice offers the way to the phone's browser instead of these two.
  const webView = oauthBlockedHere()
  return (
    <div className="auth-social">
      {SOCIAL_BUTTONS.map(({ provider, label }) => (
        <button
          key={provider}
          type="button"
          className={`auth-button auth-button--${provider}`}
          hidden={webView && provider !== 'line'}
          disabled={busy !== null || redirecting}
          onClick={() => void start(provider)}
          {...preload}
        >
          <SocialMark provider={provider} surface="onLight" />
          <span className="auth-button__label">
            {busy === provider ? m.login.socialBusy : label}
          </span>
        </button>
      ))}
      {redirecting ? <FormMessage kind="info" message={m.login.redirecting} /> : null}
      {problem ? (
        <FormMessage kind="error" message={problem.message} detail={problem.detail} />
      ) : null}
    </div>
  )
}

/** The sign-in buttons, in the order shown: LINE first, the one Japanese residents reach for. */
const SOCIAL_BUTTONS: { provider: SocialProvider; label: string }[] = [
  { provider: 'line', label: m.login.line },
  { provider: 'google', label: m.login.google },
  { provider: 'apple', label: m.login.apple },
]

/**
 * The provider's own mark, as its button guidelines draw it: on its own button (`onButton`), or
 * on a light surface such as Settings' list (LINE's bubble then takes the green itself).
 */
export function SocialMark({
  provider,
  surface = 'onButton',
}: {
  provider: SocialProvider
  surface?: 'onButton' | 'onLight'
}) {
  if (provider === 'google') return <GoogleMark />
  if (provider === 'apple') return <AppleMark />
  return <LineMark surface={surface} />
}

function GoogleMark() {
  return (
    <svg
      className="auth-button__mark"
      viewBox="0 0 18 18"
      aria-hidden="true"
      width="18"
      height="18"
    >
      <path
        fill="#4285F4"
        d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18z"
      />
      <path
        fill="#FBBC05"
        d="M3.97 10.72A5.4 5.4 0 0 1 3.68 9c0-.6.1-1.18.29-1.72V4.95H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.05l3.01-2.33z"
      />
      <path
        fill="#EA4335"
        d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58z"
      />
    </svg>
  )
}

function AppleMark() {
  return (
    <svg
      className="auth-button__mark"
      viewBox="0 0 17 20"
      aria-hidden="true"
      width="17"
      height="20"
    >
      <path
        fill="currentColor"
        d="M14.1 10.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9C3.6 4.8 2 5.8 1.1 7.3c-1.9 3.2-.5 8 1.3 10.6.9 1.3 1.9 2.7 3.3 2.6 1.3-.1 1.8-.8 3.4-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.9-1.1-3-4.3zM11.5 3c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.1.1 2.3-.6 3-1.5z"
      />
    </svg>
  )
}

/**
 * LINE's icon: the white speech bubble with "LINE" in the button's green (LINE Login button
 * design guidelines: logo #FFFFFF on the base colour #06C755).
 */
const LINE_GREEN = '#06C755'

function LineMark({ surface }: { surface: 'onButton' | 'onLight' }) {
  const onLight = surface === 'onLight'
  return (
    <svg
      className="auth-button__mark auth-button__mark--line"
      viewBox="0 0 24 24"
      aria-hidden="true"
      width="24"
      height="24"
    >
      <path
        fill={onLight ? LINE_GREEN : 'currentColor'}
        d="M12 2.6C6.2 2.6 1.5 6.4 1.5 11.1c0 4.2 3.7 7.7 8.8 8.4.35.07.82.23.94.52.1.27.07.68.03.95l-.15.9c-.04.27-.21 1.05.93.57 1.14-.48 6.12-3.6 8.35-6.17 1.54-1.69 2.3-3.4 2.3-5.17 0-4.7-4.7-8.5-10.5-8.5z"
      />
      <text
        x="12"
        y="13.4"
        textAnchor="middle"
        fontSize="5.6"
        fontWeight="800"
        fontFamily="Arial, Helvetica, sans-serif"
        fill={onLight ? '#fff' : LINE_GREEN}
      >
        LINE
      </text>
    </svg>
  )
}
