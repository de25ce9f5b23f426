import type { ComponentType } from 'react'
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import { isAllowedInNativeApp, isNativeApp } from '../lib/platform'
import { pathTo } from '../shared/links'
import { isAppPath, PAGE_ROUTES, type PageRoute, type RouterPattern, urlOf } from '../shared/routes'
import { mainSiteAuthPages } from './authPages'
import { RequireAuth } from './guards'
import { AppLayout, LandingLayout } from './layout/AppLayout'
import { RouteEffects } from './layout/RouteEffects'
import { NotFoundPage } from './NotFoundPage'
import { PAGES } from './pages'

interface RouterEntry {
  row: PageRoute
  url: string
  Page: ComponentType
}

/**
 * The router's routes, one per SPA pattern of the route table in its order (rows sharing a
 * pattern share its first row's route). The account pages are missing from the international
 * builds, where `mainSiteAuthPages` is null.
 */
const ROUTER: RouterEntry[] = []
for (const row of PAGE_ROUTES as readonly PageRoute[]) {
  const pattern = (row.router ?? row.path) as RouterPattern
  const url = urlOf(row, pattern)
  const Page =
    row.access === 'main-site'
      ? mainSiteAuthPages?.[row.path as keyof typeof mainSiteAuthPages]
      : PAGES[pattern as keyof typeof PAGES]
  if (Page && !ROUTER.some((entry) => entry.url === url)) ROUTER.push({ row, url, Page })
}

const LANDING_PATHS = new Set(ROUTER.filter(({ url }) => !isAppPath(url)).map(({ url }) => url))

function RedirectToApp() {
  const search = useSearch()
  // `?c=` campaign codes must survive the hop.
  return <Redirect to={`${pathTo('/app')}${search ? `?${search}` : ''}`} replace />
}

/** A route's page, behind the login guard when the route needs one. */
function routeElement({ row, Page }: RouterEntry) {
  if (row.access !== 'signed-in') return <Page />
  return (
    <RequireAuth page={row.path}>
      <Page />
    </RequireAuth>
  )
}

/** The one router of the SPA: every route of src/shared/routes.ts, the 404 page last. */
export function AppRoutes() {
  const [pathname] = useLocation()
  // On the native app any path outside /app goes to /app (the edge does the same).
  if (pathname !== '/' && isNativeApp() && !isAllowedInNativeApp(pathname)) {
    return <Redirect to={pathTo('/app')} replace />
  }
  const Layout = LANDING_PATHS.has(pathname.replace(/\/+$/, '')) ? LandingLayout : AppLayout
  return (
    <>
      <RouteEffects />
      <Layout>
        <Switch>
          <Route path="/" component={RedirectToApp} />
          {ROUTER.map((entry) => (
            <Route key={entry.url} path={entry.url}>
              {routeElement(entry)}
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Layout>
    </>
  )
}
