// The main menu: home, timeline, map, post, favorites, stamp rally, and the user page or
// login. Which item is active is a pure function of the path, so the side menu, the rail and the
// bottom bar always agree. The paths are the route table's (pathTo).

import { pathTo } from '../../shared/links'

export type MenuKey = 'home' | 'timeline' | 'map' | 'post' | 'favorites' | 'stampRally' | 'account'

/** The page each item opens (the account item: the own profile, or the login). */
export const MENU_PATHS = {
  home: pathTo('/app'),
  timeline: pathTo('/app/timeline'),
  map: pathTo('/app/map'),
  post: pathTo('/app/upload'),
  favorites: pathTo('/app/favorites'),
  stampRally: pathTo('/app/stamprally'),
  myPage: pathTo('/app/profile'),
  login: pathTo('/app/login'),
}

/** Items a logged-out visitor cannot use: clicking them explains why and goes to the login. */
export const MEMBER_ITEMS = [
  'post',
  'favorites',
  'stampRally',
] as const satisfies readonly MenuKey[]

export type MemberItem = (typeof MEMBER_ITEMS)[number]

/** The item each page shows active: its own, and the timeline for its photo view, the gallery. */
const ACTIVE_ON = new Map<string, MenuKey>([
  [MENU_PATHS.home, 'home'],
  [MENU_PATHS.timeline, 'timeline'],
  [pathTo('/app/gallery'), 'timeline'],
  [MENU_PATHS.map, 'map'],
  [MENU_PATHS.post, 'post'],
  [MENU_PATHS.favorites, 'favorites'],
  [MENU_PATHS.stampRally, 'stampRally'],
  [MENU_PATHS.myPage, 'account'],
  [MENU_PATHS.login, 'account'],
])

export function activeMenuKey(pathname: string, ownUserId?: number | null): MenuKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const active = ACTIVE_ON.get(path)
  if (active) return active
  if (ownUserId != null && path === pathTo('/app/profile/:id', { id: ownUserId })) return 'account'
  return null
}
