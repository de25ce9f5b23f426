import { useAtomValue, useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { Link, useSearch } from 'wouter'
import {
  BellIcon,
  ChevronRightIcon,
  GlobeIcon,
  InfoIcon,
  LogoutIcon,
  UserIcon,
} from '../../../components/icons'
import { Spinner } from '../../../components/Spinner'
import { useSubmit } from '../../../components/useSubmit'
import { usePageMeta } from '../../../lib/meta'
import { loginHref, site, siteOriginFor } from '../../../lib/site'
import { pathTo } from '../../../shared/links'
import { LANGS, SITE_LANGUAGES } from '../../../shared/sites'
import {
  authLoadingAtom,
  isAuthenticatedAtom,
  logoutAtom,
  type SessionUser,
  userAtom,
} from '../../../state/session'
import { AccountSecurity } from '../components/AccountSecurity'
import { BlockedUsersList } from '../components/BlockedUsersList'
import { ConfirmEmailChange } from '../components/ConfirmEmailChange'
import m from '../i18n/current'
import '../settings.css'

const t = m.settings

/** One section of the settings: an icon and a heading, which names the section, then its body. */
function SettingsSection(props: {
  id: string
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <section className="settings-section" aria-labelledby={props.id}>
      <h2 id={props.id} className="settings-section__title">
        {props.icon}
        {props.title}
      </h2>
      {props.children}
    </section>
  )
}

function LanguageSection() {
  return (
    <SettingsSection id="settings-language" icon={<GlobeIcon size={20} />} title={t.languageTitle}>
      <p className="settings-section__lead">{t.languageLead}</p>
      <ul className="option-list">
        {LANGS.map((lang) => {
          const current = lang === site.lang
          const { htmlLang, nativeName } = SITE_LANGUAGES[lang]
          return (
            <li key={lang}>
              <a
                className={`option${current ? ' is-current' : ''}`}
                href={`${siteOriginFor(lang)}${pathTo('/app/settings')}`}
                hrefLang={htmlLang}
                aria-current={current ? 'true' : undefined}
              >
                <span lang={htmlLang}>{nativeName}</span>
                {current ? (
                  <span className="badge badge--accent">{t.current}</span>
                ) : (
                  <ChevronRightIcon size={18} />
                )}
              </a>
            </li>
          )
        })}
      </ul>
    </SettingsSection>
  )
}

/** The notifications section; its body is the push feature's settings, composed in src/app/. */
function NotificationSection({ children }: { children?: ReactNode }) {
  return (
    <SettingsSection
      id="settings-notifications"
      icon={<BellIcon size={20} />}
      title={t.notificationsTitle}
    >
      {children ?? (
        <div className="option option--static">
          <span className="option__text">
            <span className="option__label">{t.push}</span>
            <span className="option__hint">{t.pushBody}</span>
          </span>
          <span className="badge">{t.pushPending}</span>
        </div>
      )}
    </SettingsSection>
  )
}

/** The account section: who is signed in and what they can do, or how to sign in. */
function AccountSection({
  signInMethods,
  accountData,
}: {
  signInMethods?: ReactNode
  accountData?: ReactNode
}) {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const user = useAtomValue(userAtom)

  let body: ReactNode
  if (loading) {
    body = <Spinner />
  } else if (authenticated && user) {
    body = <SignedInAccount user={user} signInMethods={signInMethods} accountData={accountData} />
  } else if (__INTERNATIONAL__) {
    body = (
      <>
        <p>{t.mainSiteBody}</p>
        <a className="button button--primary" href={loginHref(pathTo('/app/settings'))}>
          {t.mainSite}
        </a>
      </>
    )
  } else {
    body = (
      <>
        <p>{t.loggedOut}</p>
        <div className="button-row">
          <Link href={pathTo('/app/login')} className="button button--primary">
            {t.login}
          </Link>
          <Link href={pathTo('/app/register')} className="button button--secondary">
            {t.register}
          </Link>
        </div>
      </>
    )
  }

  return (
    <SettingsSection id="settings-account" icon={<UserIcon size={20} />} title={t.accountTitle}>
      <div className="settings-section__body">{body}</div>
    </SettingsSection>
  )
}

/** The signed-in account: name and address, sign-in and security, blocks, notices, logout. */
function SignedInAccount(props: {
  user: SessionUser
  signInMethods?: ReactNode
  accountData?: ReactNode
}) {
  const { user } = props
  const logout = useSetAtom(logoutAtom)
  // Logging out ends the session here whatever the server answers: nothing to tell.
  const { busy, run } = useSubmit(() => null)
  const onLogout = () => void run(async () => logout())
  return (
    <>
      <div className="account-card">
        <p className="account-card__label">{t.signedInAs}</p>
        <p className="account-card__name">{user.name}</p>
        {user.email ? <p className="account-card__email">{user.email}</p> : null}
      </div>
      {props.signInMethods}
      <AccountSecurity />
      <BlockedUsersList />
      {/* What the moderators did to this account's posts, and the appeal (the notices page). */}
      <ul className="option-list">
        <li>
          <Link href={pathTo('/app/notices')} className="option">
            <span>{t.moderationNotices}</span>
            <ChevronRightIcon size={18} />
          </Link>
        </li>
        {user.role === 'admin' || user.role === 'moderator' ? (
          <li>
            <Link href={pathTo('/app/admin')} className="option">
              <span>{t.staffDesk}</span>
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        ) : null}
      </ul>
      <button
        type="button"
        className="button button--danger settings-logout"
        onClick={onLogout}
        disabled={busy}
      >
        <LogoutIcon size={18} />
        {busy ? t.loggingOut : t.logout}
      </button>
      {props.accountData}
    </>
  )
}

function InfoSection() {
  const items = [
    [pathTo('/app/about'), t.links.about],
    [pathTo('/app/terms'), t.links.terms],
    [pathTo('/app/privacy'), t.links.privacy],
    [pathTo('/app/outside-services'), t.links.outsideServices],
    [pathTo('/app/tokushoho'), t.links.tokushoho],
  ] as const
  return (
    <SettingsSection id="settings-info" icon={<InfoIcon size={20} />} title={t.infoTitle}>
      <ul className="option-list">
        {items.map(([href, label]) => (
          <li key={href}>
            <Link href={href} className="option">
              <span>{label}</span>
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </SettingsSection>
  )
}

/**
 * `notifications` (the push feature's settings), `signInMethods` (the ways into the account) and
 * `accountData` (download my data, delete my account), the last two shown to a signed-in person,
 * are composed in src/app/SettingsRoute.tsx.
 */
export function SettingsPage({
  notifications,
  signInMethods,
  accountData,
}: {
  notifications?: ReactNode
  signInMethods?: ReactNode
  accountData?: ReactNode
}) {
  usePageMeta({ title: t.title })
  const confirmEmail = new URLSearchParams(useSearch()).get('confirm_email')
  return (
    <main className="page page--narrow">
      <h1 className="page-title">{t.title}</h1>
      {confirmEmail ? <ConfirmEmailChange token={confirmEmail} /> : null}
      <LanguageSection />
      <NotificationSection>{notifications}</NotificationSection>
      <AccountSection signInMethods={signInMethods} accountData={accountData} />
      <InfoSection />
    </main>
  )
}
