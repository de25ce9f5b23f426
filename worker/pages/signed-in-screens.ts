import ADMIN from '../../src/features/admin/i18n/all'
import DESK from '../../src/features/admin/moderation/i18n/all'
import COUPONS from '../../src/features/coupons/i18n/all'
import EVENTS from '../../src/features/events/i18n/all'
import NOTICES from '../../src/features/notices/i18n/all'
import { DESK_TABS, type DeskTab } from '../../src/shared/admin-desk'
import { escapeHtml } from './escape'
import { type FirstScreenSite, frame } from './first-screen'

// The first screen of pages behind the login (first-screen.ts explains first screens). The edge
// cannot tell who is asking (the token lives in the browser's storage) and such a page may be kept
// by a shared cache, so it draws a neutral frame only: the heading and lead every visitor sees,
// and grey placeholders where the person's own items will be. Never a name, a count or an item.
// The app keeps this frame up while it loads the session and the page's data (src/lib/
// first-screen.ts), then draws the page in its place.

/** Grey boxes standing in for `count` items of `height` px each. */
function placeholders(count: number, height: number): string {
  const box = `<div class="first-screen__placeholder" style="height:${height}px"></div>`
  return `<div class="first-screen__placeholders" aria-hidden="true">${box.repeat(count)}</div>`
}

export type SignedInPage = 'admin' | 'notices' | 'coupons' | 'event-upload'

/** The neutral first screen of a signed-in page, or undefined for a page without one. */
export function signedInFirstScreen(site: FirstScreenSite, pattern: string): string | undefined {
  switch (pattern) {
    case 'admin': {
      // The desk's tabs as an admin sees them (the admin is the desk's most frequent visitor, a
      // moderator's row is shorter, which the app corrects: the role is not known here), and
      // the reports queue's heading and lead: static text, the page's largest.
      const messages = ADMIN[site.lang]
      const t = messages.admin
      const desk = DESK[site.lang].desk
      const tab = ({ view, path, label }: DeskTab) =>
        `<li><a href="${path}"${view === null ? ' aria-current="page"' : ''}>${escapeHtml(label(messages))}</a></li>`
      return frame(
        site,
        `<h1>${escapeHtml(t.title)}</h1><p class="admin-desk__lead">${escapeHtml(t.lead)}</p>` +
          `<nav class="admin-tabs" aria-label="${escapeHtml(t.sections)}"><ul>${DESK_TABS.map(tab).join('')}</ul></nav>` +
          `<section class="moderation"><h2>${escapeHtml(desk.title)}</h2>` +
          `<p class="moderation__lead">${escapeHtml(desk.lead)}</p>${placeholders(3, 64)}</section>`,
      )
    }
    case 'event-upload': {
      // An organizer's new event: the heading and lead, then the form's place.
      const t = EVENTS[site.lang].eventUpload
      return frame(
        site,
        `<h1 class="page-title">${escapeHtml(t.title)}</h1>` +
          `<p class="page-lead">${escapeHtml(t.lead)}</p>${placeholders(3, 72)}`,
        'narrow',
        'event-upload',
      )
    }
    case 'notices': {
      const t = NOTICES[site.lang]
      return frame(
        site,
        `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.lead)}</p>${placeholders(2, 120)}`,
      )
    }
    case 'coupons': {
      const t = COUPONS[site.lang].mine
      return frame(
        site,
        `<h1 class="page-title">${escapeHtml(t.title)}</h1>` +
          `<p class="page-lead">${escapeHtml(t.lead)}</p>` +
          // MyCouponsPage's sections in its order, each with one grey box for its entries.
          (['received', 'saved', 'used'] as const)
            .map(
              (section) =>
                `<section class="my-coupons__section"><h2 class="coupon-section-title">${escapeHtml(t[section])}</h2>` +
                `${placeholders(1, 72)}</section>`,
            )
            .join(''),
        'narrow',
      )
    }
    default:
      return undefined
  }
}
