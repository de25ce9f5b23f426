import ALERTS from '../../src/features/alerts/i18n/all'
import { alertMapHref, alertTone } from '../../src/shared/alert-levels'
import { alertWords } from '../../src/shared/alert-words'
import type { Alert } from '../../src/shared/api/alerts'
import { DATE_STYLES } from '../../src/shared/date-format/all'
import { formatDateTime } from '../../src/shared/date-format/format'
import { pathTo } from '../../src/shared/links'
import type { Lang } from '../../src/shared/sites'
import { escapeHtml } from './escape'
import { firstScreenShell } from './first-screen'

// Disaster mode's banner in every page's first screen: while a warning of level 3 or higher is in
// force, the edge writes it below the first screen's header bar, in the site's language, so it
// shows before any script runs and on crawlers' copies. It is the markup of the app's banner
// (src/features/alerts/components/AlertBanner.tsx, styled by the entry style sheet), and carries
// the warnings it shows as JSON for the app, which draws its own banner from them without waiting
// for the API (src/features/alerts/state.ts).

/** The element's id, as src/features/alerts/state.ts looks for it. */
const EDGE_BANNER_ID = 'edge-alert-banner'
/** Home's lead in disaster mode, as src/app/HomeRoute.tsx looks for it (its stand-in until loaded). */
const EDGE_HOME_LEAD_ID = 'edge-home-lead'

/**
 * Home's lead while a warning of level 3 or more is in force (before the introduction): the
 * warning's panel as the app draws it while it finds the nearest shelter (src/features/alerts/
 * components/HomeLead.tsx), and the way to the hazard map on the warning's layer. '' for none.
 */
export function homeLeadHtml(lang: Lang, alerts: Alert[]): string {
  // The warning the hazard map is about, as the app picks it (useDisasterAlert).
  const top = alerts.find((a) => a.layer || a.hazard || a.shelterIds.length) ?? alerts[0]
  if (!top) return ''
  const m = ALERTS[lang]
  const words = alertWords(m, top)
  return (
    `<section id="${EDGE_HOME_LEAD_ID}" class="home-lead" aria-label="${escapeHtml(m.banner.label)}">` +
    `<section class="alert-map-panel alert-banner--${alertTone(top)}">` +
    `<h2>${escapeHtml(m.map.title(words.name))}</h2>` +
    `<p>${escapeHtml(words.action)}</p></section>` +
    `<p class="button-row"><a class="button button--secondary" href="${escapeHtml(alertMapHref(top))}">` +
    `${escapeHtml(m.home.hazardMap)}</a></p></section>`
  )
}

/** The banner's HTML for these warnings (most severe first), or '' when there are none. */
export function alertBannerHtml(lang: Lang, alerts: Alert[]): string {
  const [top] = alerts
  if (!top) return ''
  const m = ALERTS[lang]
  const time = formatDateTime(top.updatedAt || top.issuedAt, DATE_STYLES[lang])
  const more =
    alerts.length > 1
      ? `<a href="${pathTo('/app/alerts')}">${escapeHtml(m.banner.more(alerts.length - 1))}</a>`
      : ''
  const state = JSON.stringify({ alerts, checkedAt: null })
  const words = alertWords(m, top)
  return (
    `<section id="${EDGE_BANNER_ID}" class="alert-banner alert-banner--${alertTone(top)}"` +
    ` aria-label="${escapeHtml(m.banner.label)}" data-alert="${escapeHtml(top.id)}"` +
    ` data-alerts="${escapeHtml(state)}">` +
    `<p class="alert-banner__level">${escapeHtml(words.badge)}</p>` +
    '<div class="alert-banner__body">' +
    `<p class="alert-banner__title"><strong>${escapeHtml(words.name)}</strong> ` +
    `<span class="alert-banner__time">${escapeHtml(m.issuedAt(time))}</span></p>` +
    `<p class="alert-banner__action">${escapeHtml(words.action)}</p>` +
    `<p class="alert-banner__links"><a href="${escapeHtml(alertMapHref(top))}">${escapeHtml(m.banner.map)}</a>${more}</p>` +
    '</div></section>'
  )
}

const FIRST_SCREEN_OPEN = '<div id="first-screen" '
const BAR_END = '</header>'

/**
 * The page's first screen with the banner below its header bar; a page without a first screen
 * gets one holding just the bar and the banner (the app hides its root while it is there and
 * removes it when the page is drawn, as for every first screen).
 */
export function withAlertBanner(firstScreen: string, banner: string, lang: Lang): string {
  if (!banner) return firstScreen
  if (!firstScreen) return firstScreenShell({ lang, embed: false }, banner)
  if (!firstScreen.startsWith(FIRST_SCREEN_OPEN)) return banner + firstScreen
  const barEnd = firstScreen.indexOf(BAR_END)
  const at = barEnd >= 0 ? barEnd + BAR_END.length : firstScreen.indexOf('>') + 1
  return firstScreen.slice(0, at) + banner + firstScreen.slice(at)
}
