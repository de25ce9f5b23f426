import { useAtomValue } from 'jotai'
import type { MouseEvent, ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { Avatar } from '../../components/Avatar'
import { Logo } from '../../components/Logo'
import {
  HomeIcon,
  LoginIcon,
  MapPinIcon,
  PlusIcon,
  StampIcon,
  StarIcon,
  TimelineIcon,
  UserIcon,
} from '../../components/shell-icons'
import { useLoginPrompt } from '../../components/useLoginPrompt'
import { reloadPage } from '../../lib/platform'
import { authLoadingAtom, isAuthenticatedAtom, userAtom } from '../../state/session'
import m from '../i18n/current'
import { activeMenuKey, MEMBER_ITEMS, MENU_PATHS, type MemberItem, type MenuKey } from './menu'

function NavLabels({ label, shortLabel }: { label: string; shortLabel: string }) {
  return (
    <>
      <span className="nav-link__label nav-link__label--full">{label}</span>
      <span className="nav-link__label nav-link__label--short" aria-hidden="true">
        {shortLabel}
      </span>
    </>
  )
}

interface NavItemProps {
  href: string
  icon: ReactNode
  label: string
  shortLabel: string
  active: boolean
  onClick?: (event: MouseEvent) => void
  variant?: string
}

// The full label is the link's name at every width; the rail and the bottom bar show a short
// label instead (aria-hidden) and keep the full one for screen readers only (CSS).
function NavItem({ href, icon, label, shortLabel, active, onClick, variant }: NavItemProps) {
  return (
    <li className={`app-nav__item${variant ? ` app-nav__item--${variant}` : ''}`}>
      <Link
        href={href}
        className={`nav-link${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        onClick={onClick}
      >
        <span className="nav-link__icon">{icon}</span>
        <NavLabels label={label} shortLabel={shortLabel} />
      </Link>
    </li>
  )
}

function AccountItem({
  active,
  mainSiteLogin,
}: {
  active: boolean
  /** International sites: the Japanese site's login, explained first (useLoginPrompt). */
  mainSiteLogin: { href: string; onClick: (event: MouseEvent) => void }
}) {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const user = useAtomValue(userAtom)
  if (authenticated && user) {
    return (
      <NavItem
        href={MENU_PATHS.myPage}
        icon={<Avatar name={user.name} avatarUrl={user.avatar_url} size={26} />}
        label={m.nav.myPage}
        shortLabel={m.nav.myPage}
        active={active}
        variant="account"
      />
    )
  }
  if (loading) {
    return (
      <NavItem
        href={MENU_PATHS.myPage}
        icon={<UserIcon />}
        label={m.nav.myPage}
        shortLabel={m.nav.myPage}
        active={active}
        variant="account"
      />
    )
  }
  if (__INTERNATIONAL__) {
    // No login on the international sites: sign in on the Japanese main site instead.
    return (
      <li className="app-nav__item app-nav__item--main-login">
        <a className="nav-link" href={mainSiteLogin.href} onClick={mainSiteLogin.onClick}>
          <span className="nav-link__icon">
            <LoginIcon />
          </span>
          <NavLabels label={m.nav.mainSiteLogin} shortLabel={m.nav.mainSiteLoginShort} />
        </a>
      </li>
    )
  }
  return (
    <NavItem
      href={MENU_PATHS.login}
      icon={<LoginIcon />}
      label={m.nav.login}
      shortLabel={m.nav.login}
      active={active}
      variant="account"
    />
  )
}

/** How each item that needs an account looks (its icon and labels). */
const MEMBER_ITEM_LOOK: Record<
  MemberItem,
  Pick<NavItemProps, 'icon' | 'label' | 'shortLabel' | 'variant'>
> = {
  post: {
    icon: <PlusIcon />,
    label: m.nav.post,
    shortLabel: m.nav.postShort,
    variant: 'post',
  },
  // お気に入り is the star everywhere (the cards' ☆, the post's button); the heart is いいね.
  favorites: {
    icon: <StarIcon />,
    label: m.nav.favorites,
    shortLabel: m.nav.favoritesShort,
  },
  stampRally: {
    icon: <StampIcon />,
    label: m.nav.stampRally,
    shortLabel: m.nav.stampRallyShort,
  },
}

/** One menu for every width: side menu, collapsed rail or bottom bar, chosen by CSS. */
export function AppNav() {
  const [pathname] = useLocation()
  const user = useAtomValue(userAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const login = useLoginPrompt()
  const gate = login.guardLink(m.loginRequired)
  const active = activeMenuKey(pathname, user?.id)
  const is = (key: MenuKey) => active === key
  // International visitors cannot log in there, so items that need a login would only dead-end.
  const showMemberItems = !__INTERNATIONAL__ || authenticated

  const onHome = (event: MouseEvent) => {
    // Home reloads the page when it is already shown.
    if (pathname === MENU_PATHS.home) {
      event.preventDefault()
      reloadPage()
    }
  }

  return (
    <nav className="app-nav" aria-label={m.nav.label}>
      <Link href={MENU_PATHS.home} className="app-nav__brand" aria-label={m.header.home}>
        <Logo size={34} />
      </Link>
      <ul className="app-nav__list">
        <NavItem
          href={MENU_PATHS.home}
          icon={<HomeIcon />}
          label={m.nav.home}
          shortLabel={m.nav.home}
          active={is('home')}
          onClick={onHome}
        />
        <NavItem
          href={MENU_PATHS.timeline}
          icon={<TimelineIcon />}
          label={m.nav.timeline}
          shortLabel={m.nav.timelineShort}
          active={is('timeline')}
        />
        <NavItem
          href={MENU_PATHS.map}
          icon={<MapPinIcon />}
          label={m.nav.map}
          shortLabel={m.nav.map}
          active={is('map')}
        />
        {showMemberItems
          ? MEMBER_ITEMS.map((key) => (
              <NavItem
                key={key}
                href={MENU_PATHS[key]}
                active={is(key)}
                onClick={gate}
                {...MEMBER_ITEM_LOOK[key]}
              />
            ))
          : null}
        <AccountItem active={is('account')} mainSiteLogin={login.mainSiteLogin} />
      </ul>
      {login.dialog}
    </nav>
  )
}
