import { type ReactNode, useEffect, useState } from 'react'
import { Spinner } from '../../../components/Spinner'
import { toApiError } from '../../../lib/api'
import type { SignInMethods, SocialProvider } from '../../../shared/api/accounts'
import { fetchSignInMethods, linkSignInMethod, unlinkSignInMethod } from '../api'
import m from '../i18n/current'

const t = m.settings.signIn

/** The providers in the order the sign-in page shows them. */
const PROVIDERS: SocialProvider[] = ['line', 'google', 'apple']
const PROVIDER_NAMES: Record<SocialProvider, string> = {
  line: 'LINE',
  google: 'Google',
  apple: 'Apple',
}

type Notice = { kind: 'info' | 'error'; text: string; detail?: string | null }

/** What a failed sign-in or API call says: the server's message, or the sign-in's own words. */
function noticeFor(err: unknown): Notice {
  const server = toApiError(err)
  if (server.message) return { kind: 'error', text: server.message }
  if (err instanceof Error && err.message) {
    const detail = (err as { detail?: unknown }).detail
    return { kind: 'error', text: err.message, detail: typeof detail === 'string' ? detail : null }
  }
  return { kind: 'error', text: t.failed }
}

/** The account's sign-in methods as loaded, and linking or unlinking one provider at a time. */
function useSignInMethods(obtainIdToken: (provider: SocialProvider) => Promise<string>) {
  const [methods, setMethods] = useState<SignInMethods | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [busy, setBusy] = useState<SocialProvider | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)

  useEffect(() => {
    let live = true
    fetchSignInMethods().then(
      (answer) => live && setMethods(answer),
      () => live && setLoadFailed(true),
    )
    return () => {
      live = false
    }
  }, [])

  async function change(provider: SocialProvider, linked: boolean) {
    setBusy(provider)
    setNotice(null)
    const name = PROVIDER_NAMES[provider]
    try {
      if (linked) {
        setMethods(await unlinkSignInMethod(provider))
        setNotice({ kind: 'info', text: t.unlinkedDone.replaceAll('{provider}', name) })
      } else {
        const idToken = await obtainIdToken(provider)
        setMethods(await linkSignInMethod(provider, idToken))
        setNotice({ kind: 'info', text: t.linkedDone.replaceAll('{provider}', name) })
      }
    } catch (err) {
      setNotice(noticeFor(err))
    } finally {
      setBusy(null)
    }
  }

  return { methods, loadFailed, busy, notice, change }
}

/**
 * Settings' list of the ways into the account: the email address, and LINE, Google and Apple,
 * each linked (with a way to unlink it) or not (with a way to link it). `obtainIdToken` is the
 * auth feature's sign-in popup and `mark` its provider marks, composed in src/app/.
 */
export function SignInMethodsList(props: {
  obtainIdToken: (provider: SocialProvider) => Promise<string>
  mark: (provider: SocialProvider) => ReactNode
}) {
  const { methods, loadFailed, busy, notice, change } = useSignInMethods(props.obtainIdToken)
  if (loadFailed) return <p role="alert">{t.loadFailed}</p>
  if (!methods) return <Spinner />
  return (
    <div className="sign-in-methods">
      <h3 className="sign-in-methods__title">{t.title}</h3>
      <p className="sign-in-methods__lead">{t.lead}</p>
      <ul className="option-list">
        <li className="option">
          <span className="option__text">
            <span className="option__label">{t.email}</span>
            <span className="option__hint sign-in-methods__address">
              {methods.email ?? t.noEmail}
            </span>
          </span>
        </li>
        {PROVIDERS.map((provider) => (
          <ProviderRow
            key={provider}
            provider={provider}
            identity={methods.identities.find((row) => row.provider === provider)}
            mark={props.mark(provider)}
            busy={busy}
            onChange={(linked) => void change(provider, linked)}
          />
        ))}
      </ul>
      {notice ? (
        <p
          className={`sign-in-methods__notice is-${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
          {notice.detail ? <span className="sign-in-methods__detail">{notice.detail}</span> : null}
        </p>
      ) : null}
    </div>
  )
}

/** One provider: linked (with the address it knows) and a way to unlink, or a way to link it. */
function ProviderRow(props: {
  provider: SocialProvider
  identity: SignInMethods['identities'][number] | undefined
  mark: ReactNode
  busy: SocialProvider | null
  onChange: (linked: boolean) => void
}) {
  const { identity } = props
  const linked = identity !== undefined
  const name = PROVIDER_NAMES[props.provider]
  return (
    <li className="option sign-in-methods__row">
      <span className="sign-in-methods__mark">{props.mark}</span>
      <span className="option__text sign-in-methods__text">
        <span className="option__label">{name}</span>
        <span className="option__hint">{linked ? (identity.email ?? t.linked) : t.notLinked}</span>
      </span>
      <button
        type="button"
        className={`button button--small ${linked ? 'button--secondary' : 'button--primary'}`}
        disabled={props.busy !== null}
        aria-label={(linked ? t.unlinkLabel : t.linkLabel).replaceAll('{provider}', name)}
        onClick={() => props.onChange(linked)}
      >
        {props.busy === props.provider ? t.working : linked ? t.unlink : t.link}
      </button>
    </li>
  )
}
