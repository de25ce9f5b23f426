import ADS from '../../src/features/ads/i18n/all'
import type { AdPlansResponse } from '../../src/shared/api/ads'
import { bootDataKey } from '../../src/shared/boot-data'
import { pathTo } from '../../src/shared/links'
import { SITE_LANGUAGES, siteQuery } from '../../src/shared/sites'
import { adPlans } from '../ads/plans'
import { type PageBoot, pageBoot } from './boot-data'
import { escapeHtml } from './escape'
import { type FirstScreenSite, frame } from './first-screen'

// /app/ad-landing (src/features/ads/pages/AdLandingPage.tsx): the heading, the lead and the plans
// with their prices, which are what a phone shows first. The plans' answer goes in as boot data
// (boot-data.ts), so the app draws the same cards at once, never an empty list that the plans
// then push down (a layout shift of the whole page).

interface AdLandingSite extends FirstScreenSite {
  international: boolean
}

/** The first screen, from the answer the app will use. */
export function adLandingFirstScreen(site: AdLandingSite, plans: AdPlansResponse): string {
  const m = ADS[site.lang]
  const t = m.landing
  // src/features/ads/format.ts's formatYen, in this site's language.
  const number = new Intl.NumberFormat(SITE_LANGUAGES[site.lang].htmlLang)
  const yen = (amount: number) => m.yen(number.format(amount))
  const cards = plans.plans.map(
    (plan) =>
      '<li class="ads-plan card">' +
      `<h3>${escapeHtml(m.planName(plan.weeks))}</h3>` +
      `<p class="ads-plan__price">${escapeHtml(yen(plan.total))}</p>` +
      `<p class="ads-plan__tax">${escapeHtml(t.taxNote(yen(plan.tax)))}</p></li>`,
  )
  // AdLandingPage's OrderCall.
  const order = site.international
    ? `<p class="notice">${escapeHtml(t.mainSiteOnly)}</p>`
    : !plans.payments
      ? `<p class="notice">${escapeHtml(t.paymentsOff)}</p>`
      : '<p class="button-row">' +
        `<a href="${pathTo('/app/ads/order')}" class="button button--primary button--large">${escapeHtml(t.order)}</a>` +
        `<a href="${pathTo('/app/ads')}" class="button button--secondary">${escapeHtml(t.manage)}</a></p>`
  return frame(
    site,
    `<h1 class="page-title">${escapeHtml(t.title)}</h1><p class="ads-lead">${escapeHtml(t.lead)}</p>` +
      `<section><h2 class="section-title">${escapeHtml(t.plansTitle)}</h2>` +
      `<ul class="ads-plans">${cards.join('')}</ul>${order}</section>`,
    'normal',
    'ads-page',
  )
}

/** The ad landing page's boot data (GET /api/ads/plans) and first screen. */
export async function adLandingBoot(env: Env, site: AdLandingSite): Promise<PageBoot> {
  const plans = await adPlans(env)
  const key = bootDataKey('/api/ads/plans', siteQuery(site.lang))
  return {
    head: pageBoot(env, { [key]: plans }),
    firstScreen: adLandingFirstScreen(site, plans),
  }
}
