import RALLY from '../../src/features/stamprally/i18n/all'
import { DATE_STYLES } from '../../src/shared/date-format/all'
import { formatDateTimeRange } from '../../src/shared/date-format/format'
import { pathTo } from '../../src/shared/links'
import { NUMBER_TOKEN } from '../../src/shared/number-token'
import { escapeHtml } from './escape'
import { type FirstScreenSite, frame } from './first-screen'

// The first screens of a stamp rally's page and of its scan screen (first-screen.ts explains
// first screens): what src/features/stamprally/pages/RallyDetailPage.tsx and ScanPage.tsx draw at
// their top, with the same classes (.rally-page is in the entry style sheet). The rally's page
// shows what every visitor sees (title, period, description); a visitor's own progress comes with
// the app, which keeps this screen up until it has the rally (src/lib/first-screen.ts).

/** What the rally's first screen shows, in the site's language (rally-meta.ts reads it). */
export interface RallyScreen {
  id: number
  title: string
  description: string
  /** 'ja' when an international site shows the original (no stored translation). */
  textLang: 'ja' | undefined
  startsAt: string
  endsAt: string
  status: 'running' | 'upcoming' | 'ended'
  now: number
}

/** Text with its dates, times and prices kept on one line, as src/components/Nums.tsx does. */
export function numsHtml(text: string): string {
  return text
    .split(NUMBER_TOKEN)
    .map((part, index) =>
      index % 2 === 1 ? `<span class="nowrap">${escapeHtml(part)}</span>` : escapeHtml(part),
    )
    .join('')
}

/** /app/stamprally/:id: back link, title, status, period and description. */
export function rallyFirstScreen(site: FirstScreenSite, rally: RallyScreen): string {
  const m = RALLY[site.lang]
  const lang = rally.textLang ? ` lang="${rally.textLang}"` : ''
  const period = formatDateTimeRange(
    rally.startsAt,
    rally.endsAt,
    DATE_STYLES[site.lang],
    rally.now,
  )
  return frame(
    site,
    `<nav class="rally-page__back"><a href="${pathTo('/app/stamprally')}">${escapeHtml(m.detail.back)}</a></nav>` +
      `<h1 class="page-title"${lang}>${escapeHtml(rally.title)}</h1>` +
      `<p class="badge">${escapeHtml(m.stampRally[rally.status])}</p>` +
      `<p>${numsHtml(period)}</p>` +
      (rally.description ? `<p class="page-lead"${lang}>${escapeHtml(rally.description)}</p>` : ''),
    'narrow',
    'rally-page',
  )
}

/** /app/stamprally/:id/scan: back to the rally, the scanner's heading and lead. */
export function rallyScanFirstScreen(site: FirstScreenSite, rallyId: number): string {
  const m = RALLY[site.lang]
  return frame(
    site,
    `<nav class="rally-page__back"><a href="${pathTo('/app/stamprally/:id', { id: rallyId })}">${escapeHtml(m.checkin.toRally)}</a></nav>` +
      `<h1 class="page-title">${escapeHtml(m.scan.title)}</h1>` +
      `<p class="page-lead">${escapeHtml(m.scan.lead)}</p>`,
    'narrow',
    'rally-page',
  )
}
