import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { Avatar } from '../../components/Avatar'
import { Logo } from '../../components/Logo'
import { SearchIcon, SettingsIcon } from '../../components/shell-icons'
import { pathTo } from '../../shared/links'
import { authLoadingAtom, isAuthenticatedAtom, userAtom } from '../../state/session'
import m from '../i18n/current'
import { MENU_PATHS } from './menu'
import { useHideOnScroll } from './useHideOnScroll'

/** Mobile header account slot: the avatar when logged in, else a login button. */
function HeaderAccount() {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const user = useAtomValue(userAtom)
  if (authenticated && user) {
    return (
      <Link
        href={MENU_PATHS.myPage}
        className="app-header__account"
        aria-label={m.header.account(user.name)}
      >
        <Avatar name={user.name} avatarUrl={user.avatar_url} size={34} />
      </Link>
    )
  }
  if (loading) return <span className="app-header__account-placeholder" aria-hidden="true" />
  // Main site only: the international sites have no login (the menu links to the main site).
  if (__INTERNATIONAL__) return null
  return (
    <Link href={MENU_PATHS.login} className="button button--primary button--small">
      {m.header.login}
    </Link>
  )
}

export function AppHeader() {
  const hidden = useHideOnScroll()
  return (
    <header className={`app-header${hidden ? ' is-hidden' : ''}`} data-hidden={hidden}>
      <Link href={MENU_PATHS.home} className="app-header__logo" aria-label={m.header.home}>
        <Logo size={30} />
      </Link>
      <Link href={pathTo('/app/search')} className="app-header__search">
        <SearchIcon size={20} />
        <span className="app-header__search-text">{m.header.search}</span>
      </Link>
      <div className="app-header__actions">
        <Link href={pathTo('/app/settings')} className="icon-button" aria-label={m.nav.settings}>
          <SettingsIcon />
        </Link>
        <div className="app-header__account-slot">
          <HeaderAccount />
        </div>
      </div>
    </header>
  )
}
