import { Hono } from 'hono'
import {
  GUARDED_APP_ROUTES,
  MAIN_ONLY_APP_ROUTES,
  matchPattern,
  PUBLIC_APP_ROUTES,
  PUBLIC_LANDING_ROUTES,
  WEB_ONLY_LANDING_ROUTES,
} from '../../src/shared/routes'
import { isNativeApp, renderPage } from '../edge/page'
import type { AppEnv } from '../lib/env'

/** Page routes and their policy (spec §2, DESIGN.md §3). Everything else falls through. */
export const pages = new Hono<AppEnv>()

// On the native app any page outside /app goes to /app (spec §2); files still load normally.
pages.use('*', async (c, next) => {
  const path = c.req.path
  const isPage = !/\.[a-z0-9]+$/i.test(path)
  if (
    isPage &&
    path !== '/app' &&
    !path.startsWith('/app/') &&
    isNativeApp(c.req.header('user-agent'))
  ) {
    return c.redirect('/app', 302)
  }
  await next()
})

// `/` → `/app`, keeping the query so `?c=` campaign codes survive.
pages.get('/', (c) => {
  const { search } = new URL(c.req.url)
  return c.redirect(`/app${search}`, 302)
})

pages.get('/app', (c) => renderPage(c, 200))

pages.get('/app/*', (c) => {
  const subpath = c.req.path.slice('/app/'.length).replace(/\/+$/, '')
  const site = c.get('site')
  const known =
    matchPattern(PUBLIC_APP_ROUTES, subpath) ??
    matchPattern(GUARDED_APP_ROUTES, subpath) ??
    (site.international ? null : matchPattern(MAIN_ONLY_APP_ROUTES, subpath))
  return renderPage(c, known ? 200 : 404)
})

const LANDINGS = [...WEB_ONLY_LANDING_ROUTES, ...PUBLIC_LANDING_ROUTES].join('|')
pages.get(`/:landing{${LANDINGS}}`, (c) => {
  // Native requests never get here (the middleware above sent them to /app), which is how
  // creator-recruit and all-target-lp exist only outside the native app.
  return renderPage(c, 200)
})
