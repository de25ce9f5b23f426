import ACCOUNT_DATA from '../../src/features/account-data/i18n/all'
import { pathTo } from '../../src/shared/links'
import { escapeHtml } from './escape'
import { type FirstScreenSite, frame } from './first-screen'

// /app/account-deletion as the edge writes it: the whole page, not only its top, because the app
// stores link to it for people without the app, and crawlers and browsers without JavaScript
// must read every step. The words are the app's own (src/features/account-data/i18n/), so the
// app takes over without a change.

const list = (tag: 'ul' | 'ol', items: string[], modifier = '') =>
  `<${tag} class="account-data__list${modifier}">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`

const heading = (text: string) => `<h2 class="account-data__heading">${escapeHtml(text)}</h2>`

export function accountDeletionFirstScreen(site: FirstScreenSite): string {
  const t = ACCOUNT_DATA[site.lang].info
  const body = [
    `<h1 class="page-title">${escapeHtml(t.title)}</h1>`,
    `<p class="page-lead">${escapeHtml(t.lead)}</p>`,
    `<section class="account-data__facts">${heading(t.inAppTitle)}${list('ol', t.steps, ' account-data__list--steps')}</section>`,
    `<section class="account-data__facts">${heading(t.deletedTitle)}${list('ul', t.deleted)}</section>`,
    `<section class="account-data__facts">${heading(t.keptTitle)}${list('ul', t.kept)}</section>`,
    `<section class="account-data__facts">${heading(t.timingTitle)}<p>${escapeHtml(t.timing)}</p>`,
    `${heading(t.exportTitle)}<p>${escapeHtml(t.exportBody)}</p>`,
    `${heading(t.contactTitle)}<p>${escapeHtml(t.contact)} <a href="${pathTo('/app/privacy')}">${escapeHtml(t.privacyLink)}</a></p></section>`,
  ].join('')
  return frame(site, body, 'narrow', 'account-data-page')
}
