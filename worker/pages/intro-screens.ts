import eventsEn from '../../src/features/events/i18n/en'
import eventsJa from '../../src/features/events/i18n/ja'
import eventsKo from '../../src/features/events/i18n/ko'
import eventsZhHans from '../../src/features/events/i18n/zh-hans'
import eventsZhHant from '../../src/features/events/i18n/zh-hant'
import rallyEn from '../../src/features/stamprally/i18n/en'
import rallyJa from '../../src/features/stamprally/i18n/ja'
import rallyKo from '../../src/features/stamprally/i18n/ko'
import rallyZhHans from '../../src/features/stamprally/i18n/zh-hans'
import rallyZhHant from '../../src/features/stamprally/i18n/zh-hant'
import type { Lang } from '../../src/shared/sites'
import { escapeHtml } from './escape'
import { byLang, type Column, type FirstScreenSite, frame } from './first-screen'

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

const EVENTS = byLang(eventsJa, eventsEn, eventsKo, eventsZhHans, eventsZhHant)
const RALLY = byLang(rallyJa, rallyEn, rallyKo, rallyZhHans, rallyZhHant)

/** Route pattern under /app → its intro in a language. */
const INTROS: Record<string, (lang: Lang) => Intro> = {
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
  const intro = Object.hasOwn(INTROS, pattern) ? INTROS[pattern]?.(site.lang) : undefined
  if (!intro) return undefined
  return frame(
    site,
    `<h1 class="page-title">${escapeHtml(intro.title)}</h1>${intro.leadTag}${escapeHtml(intro.lead)}</p>`,
    intro.column,
  )
}
