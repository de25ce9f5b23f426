import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { UserIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import { userAtom } from '../../../state/session'
import m from '../i18n/current'

/** The own profile (guarded): who is signed in, until the profile editor arrives. */
export function MyProfilePage() {
  const user = useAtomValue(userAtom)
  return (
    <PendingPage
      title={m.myPage.title}
      lead={m.myPage.lead}
      icon={<UserIcon size={40} />}
      toolbar={
        user ? (
          <section className="card account-card" aria-label={m.myPage.signedInAs}>
            <p className="account-card__label">{m.myPage.signedInAs}</p>
            <p className="account-card__name">{user.name}</p>
            {user.email ? <p className="account-card__email">{user.email}</p> : null}
            <Link href="/app/settings">{m.myPage.settings}</Link>
          </section>
        ) : null
      }
    />
  )
}
