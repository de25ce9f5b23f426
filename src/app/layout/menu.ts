// The main menu: home, timeline, map, post, favorites, stamp rally, and the user page or
// login. Which item is active is a pure function of the path, so the side menu, the rail and the
// bottom bar always agree.

export type MenuKey = 'home' | 'timeline' | 'map' | 'post' | 'favorites' | 'stampRally' | 'account'

export const MENU_PATHS = {
  home: '/app',
  timeline: '/app/timeline',
  map: '/app/map',
  post: '/app/upload',
  favorites: '/app/favorites',
  stampRally: '/app/stamprally',
  myPage: '/app/profile',
  login: '/app/login',
} as const

/** Items a logged-out visitor cannot use: clicking them explains why and goes to the login. */
export const MEMBER_ITEMS = [
  'post',
  'favorites',
  'stampRally',
] as const satisfies readonly MenuKey[]

export type MemberItem = (typeof MEMBER_ITEMS)[number]

const ACCOUNT_PATHS = new Set(['/app/profile', '/app/login'])

export function activeMenuKey(pathname: string, ownUserId?: number | null): MenuKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  switch (path) {
    case '/app':
      return 'home'
    case '/app/timeline':
    case '/app/gallery': // the gallery is the timeline's photo view
      return 'timeline'
    case '/app/map':
      return 'map'
    case '/app/upload':
      return 'post'
    case '/app/favorites':
      return 'favorites'
    case '/app/stamprally':
      return 'stampRally'
  }
  if (ACCOUNT_PATHS.has(path)) return 'account'
  if (ownUserId != null && path === `/app/profile/${ownUserId}`) return 'account'
  return null
}
