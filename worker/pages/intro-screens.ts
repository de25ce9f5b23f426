import EVENTS from '../../src/features/events/i18n/all'
import RALLY from '../../src/features/stamprally/i18n/all'
import type { PAGE_ROUTES } from '../../src/shared/routes'
import type { Lang } from '../../src/shared/sites'
import { escapeHtml } from './escape'
import { type Column, type FirstScreenSite, frame } from './first-screen'

// The first screen of pages that open with a fixed heading and lead (worker/pages/first-screen.ts
// explains first screens): what they show first is text the edge already knows, so a phone
// paints it with the HTML instead of after the scripts have loaded, and the app then takes over
// in place. Each entry draws what its page component draws at its top, with the same classes.

interface Intro {
  title: string
  lead: string
  /** The lead's element as the page writes it. */
  leadTag: string
  column: Column
}

/** The routes the table marks `intro` (src/shared/routes.ts): tsc wants an intro for each. */
type IntroRoute = Extract<(typeof PAGE_ROUTES)[number], { intro: true }>['path']

/** Route pattern under /app → its intro in a language. */
const INTROS: Record<IntroRoute, (lang: Lang) => Intro> = {
  'event-auth': (lang) => ({
    ...EVENTS[lang].eventAuth,
    leadTag: '<p class="page-lead">',
    column: 'narrow',
  }),
  stamprally: (lang) => ({
    ...RALLY[lang].stampRally,
    leadTag: '<p class="page-lead">',
    column: 'narrow',
  }),
}

/** The first screen of an intro page, or undefined for any other pattern. */
export function introFirstScreen(site: FirstScreenSite, pattern: string): string | undefined {
  const intro = Object.hasOwn(INTROS, pattern)
    ? INTROS[pattern as IntroRoute](site.lang)
    : undefined
  if (!intro) return undefined
  return frame(
    site,
    `<h1 class="page-title">${escapeHtml(intro.title)}</h1>${intro.leadTag}${escapeHtml(intro.lead)}</p>`,
    intro.column,
  )
}
