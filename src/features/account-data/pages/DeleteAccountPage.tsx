import { useSetAtom } from 'jotai'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { Spinner } from '../../../components/Spinner'
import { FormError, SubmitButton, useSubmit } from '../../../components/useSubmit'
import { usePageMeta } from '../../../lib/meta'
import type { SignInMethods, SocialProvider } from '../../../shared/api/accounts'
import { pathTo } from '../../../shared/links'
import { logoutAtom } from '../../../state/session'
import { deleteAccount, fetchSignInMethods } from '../api'
import { DeletionFacts } from '../components/DeletionFacts'
import m from '../i18n/current'
import '../account-data.css'

const t = m.deletion

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  line: 'LINE',
  google: 'Google',
  apple: 'Apple',
}

/** A fresh sign-in with one of the account's providers: its ID token (and Apple's access token). */
export type Reauthenticate = (
  provider: SocialProvider,
) => Promise<{ idToken: string; appleAccessToken?: string }>

type Proof =
  | { kind: 'password'; password: string }
  | { kind: 'social'; provider: SocialProvider; idToken: string; appleAccessToken?: string }

/** How the person proves it is them: the password, or a sign-in again with a linked provider. */
function ConfirmIdentity(props: {
  methods: SignInMethods
  proof: Proof | null
  onProof: (proof: Proof | null) => void
  reauthenticate: Reauthenticate
}) {
  const signIn = useSubmit((info, thrown) =>
    apiErrorText(info, thrown instanceof Error && thrown.message ? thrown.message : t.failed),
  )
  // Apple's grant is revoked with the account, which takes a fresh Apple sign-in even when the
  // account also has a password.
  const linkedToApple = props.methods.identities.some(({ provider }) => provider === 'apple')
  if (props.methods.has_password && !linkedToApple) {
    return (
      <div className="field">
        <label className="field__label" htmlFor="delete-password">
          {t.passwordLabel}
        </label>
        <input
          id="delete-password"
          className="input"
          type="password"
          autoComplete="current-password"
          required
          value={props.proof?.kind === 'password' ? props.proof.password : ''}
          onChange={(event) => props.onProof({ kind: 'password', password: event.target.value })}
        />
      </div>
    )
  }
  const confirmed = props.proof?.kind === 'social' ? props.proof.provider : null
  const providers = linkedToApple
    ? (['apple'] as const)
    : props.methods.identities.map(({ provider }) => provider)
  return (
    <div className="account-data__reauth">
      <p>{linkedToApple ? t.reauthAppleLead : t.reauthLead}</p>
      <div className="button-row">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button button--secondary"
            disabled={signIn.busy}
            onClick={() =>
              void signIn.run(async () => {
                props.onProof({
                  kind: 'social',
                  provider,
                  ...(await props.reauthenticate(provider)),
                })
              })
            }
          >
            {confirmed === provider
              ? t.reauthDone(PROVIDER_NAMES[provider])
              : t.reauth(PROVIDER_NAMES[provider])}
          </button>
        ))}
      </div>
      <FormError error={signIn.error} className="form-error" />
    </div>
  )
}

/**
 * /app/settings/delete-account: what goes and what stays, the person's proof, then the deletion.
 * `reauthenticate` is the auth feature's sign-in popup, composed in src/app/.
 */
export function DeleteAccountPage({ reauthenticate }: { reauthenticate: Reauthenticate }) {
  usePageMeta({ title: t.title })
  const logout = useSetAtom(logoutAtom)
  const [, navigate] = useLocation()
  const [methods, setMethods] = useState<SignInMethods | null | 'failed'>(null)
  const [proof, setProof] = useState<Proof | null>(null)
  const submit = useSubmit((info) => apiErrorText(info, t.failed))

  useEffect(() => {
    fetchSignInMethods().then(setMethods, () => setMethods('failed'))
  }, [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!proof) return
    void submit.run(
      async () => {
        const answer = await deleteAccount(
          proof.kind === 'password'
            ? { password: proof.password }
            : {
                provider: proof.provider,
                idToken: proof.idToken,
                appleAccessToken: proof.appleAccessToken,
              },
        )
        // The page is for signed-in people only: leave for the public page first, which says it
        // is done, then drop the session the server has already revoked.
        navigate(pathTo('/app/account-deletion', { done: answer.notify ? 'mail' : 'soon' }), {
          replace: true,
        })
        await logout()
      },
      { stayBusy: true },
    )
  }

  let confirm: ReactNode
  if (methods === null) confirm = <Spinner />
  else if (methods === 'failed') confirm = <p role="alert">{t.loadFailed}</p>
  else
    confirm = (
      <form className="account-data__form" onSubmit={onSubmit}>
        <ConfirmIdentity
          methods={methods}
          proof={proof}
          onProof={setProof}
          reauthenticate={reauthenticate}
        />
        <FormError error={submit.error} className="form-error" />
        <SubmitButton
          busy={submit.busy}
          label={t.submit}
          busyLabel={t.submitting}
          disabled={!proof || (proof.kind === 'password' && proof.password === '')}
          className="button button--danger"
        />
      </form>
    )

  return (
    <main className="page page--narrow account-data-page">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-lead">{t.lead}</p>
      <DeletionFacts />
      <section className="account-data__facts" aria-labelledby="confirm-title">
        <h2 id="confirm-title" className="account-data__heading">
          {t.confirmTitle}
        </h2>
        {confirm}
      </section>
    </main>
  )
}
