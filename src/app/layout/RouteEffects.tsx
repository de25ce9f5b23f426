import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { captureCampaignCode } from '../../lib/campaign'
import { applyPageMeta, configureMetaDefaults } from '../../lib/meta'
import { appSubpath, titledRouteOf } from '../../shared/routes'
import m from '../i18n/current'

configureMetaDefaults(m.meta)

/** The title of the route at `pathname` (the catalogue's routeTitles), or none for /app itself. */
function routeTitle(pathname: string): string | null {
  const subpath = appSubpath(pathname)
  const route = subpath ? titledRouteOf(subpath) : null
  return route ? m.routeTitles[route] : null
}

/**
 * What every client navigation does: keep `?c=` for the session (main.tsx covers the
 * first load, this covers links followed inside the app), scroll to the top, reset
 * the head to the defaults so a page that sets no title never shows the previous page's, and
 * move focus to the new content.
 */
export function RouteEffects() {
  const [pathname] = useLocation()
  const search = useSearch()
  // The path the effects last ran for: the first page (whose head the edge wrote) and a
  // re-run of the same effect (StrictMode) are not navigations.
  const shownPath = useRef(pathname)

  useEffect(() => {
    captureCampaignCode(search)
  }, [search])

  // A layout effect runs before the new page's own (passive) usePageMeta effect, so the page
  // still gets the last word; on the first load the edge already wrote the right head.
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    window.scrollTo(0, 0)
    applyPageMeta({ title: routeTitle(pathname) })
    // Screen readers and keyboard users continue from the new page, not from the link they
    // left behind in the menu.
    document.getElementById('content')?.focus({ preventScroll: true })
  }, [pathname])

  return null
}
