import APP from '../../src/app/i18n/all'
import ALERTS from '../../src/features/alerts/i18n/all'
import LANDING from '../../src/features/landing/i18n/all'
import type {
  PUBLIC_LANDING_ROUTES,
  TitledRoute,
  WEB_ONLY_LANDING_ROUTES,
} from '../../src/shared/routes'
import type { Lang } from '../../src/shared/sites'

// Each route's own title, from the app's catalogues, so the first page's <title> (what tabs,
// history, bookmarks and share sheets read before any script runs) is the one the app shows
// after a client navigation (src/app/layout/RouteEffects.tsx). Pages about one thing (a post,
// a place, a rally) write that thing's name instead (share-meta.ts, place-meta.ts, rally-meta.ts).

type LandingRoute =
  | (typeof WEB_ONLY_LANDING_ROUTES)[number]
  | (typeof PUBLIC_LANDING_ROUTES)[number]

export interface RouteText {
  title: string
  /** The page's own description; the site's otherwise. */
  description?: string
}

/** Route pattern (below /app, or a landing page outside it) → its title and description. */
export function routeTexts(lang: Lang): Record<TitledRoute | LandingRoute, RouteText> {
  const landing = LANDING[lang]
  const page = (content: { title: string; lead: string }) => ({
    title: content.title,
    description: content.lead,
  })
  const app = Object.fromEntries(
    Object.entries(APP[lang].routeTitles).map(([route, title]) => [route, { title }]),
  ) as Record<TitledRoute, RouteText>
  return {
    ...app,
    // The warnings page is what a town's LINE message links to in a disaster: its preview
    // (og:description) says what the page holds, not the site's general line.
    alerts: { title: app.alerts.title, description: ALERTS[lang].page.lead },
    'creator-recruit': page(landing.creatorRecruit),
    'all-target-lp': page(landing.allTarget),
    materials: page(landing.materials),
    creatives: page(landing.creatives),
  }
}
