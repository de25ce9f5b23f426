import APP from '../../src/app/i18n/all'
import LANDING from '../../src/features/landing/i18n/all'
import type { LandingContent } from '../../src/features/landing/i18n/ja'
import { pathTo } from '../../src/shared/links'
import type { Lang } from '../../src/shared/sites'
import { escapeHtml } from './escape'

// The first screen of the pages outside /app (src/features/landing/components/LandingPage.tsx):
// the landing header and the hero, drawn with the app's own markup and classes (the hero's
// styles are in the entry style sheet, src/styles/first-screen.css), so the hero the browser
// paints with the HTML is exactly the one the app then draws in its place.

export type LandingRoute = 'creator-recruit' | 'all-target-lp' | 'materials' | 'creatives'

/** Where a call to action leads (as LandingPage's CtaTarget, resolved at the edge). */
interface Ctas {
  primary: string
  secondary: string
}

export interface LandingSite {
  lang: Lang
  /** The operator's address (BUSINESS_EMAIL): the media kit's and recruitment's contact. */
  email: string | undefined
  /** The Japanese main site's origin: accounts are made there. */
  mainOrigin: string
  international: boolean
}

/** `contactTarget()` of the landing pages: mail with a subject, else the about page. */
function contact(site: LandingSite): string {
  const subject = LANDING[site.lang].contactSubject
  return site.email
    ? `mailto:${site.email}?subject=${encodeURIComponent(subject)}`
    : pathTo('/app/about')
}

function ctasOf(route: LandingRoute, site: LandingSite): Ctas {
  switch (route) {
    case 'creator-recruit':
      return {
        primary: site.international
          ? `${site.mainOrigin}${pathTo('/app/register')}`
          : pathTo('/app/register'),
        secondary: contact(site),
      }
    case 'all-target-lp':
      return { primary: pathTo('/app'), secondary: pathTo('/app/timeline') }
    case 'materials':
      return { primary: pathTo('/app/ad-landing'), secondary: contact(site) }
    case 'creatives':
      return { primary: pathTo('/app/ad-landing'), secondary: pathTo('/materials') }
  }
}

function contentOf(route: LandingRoute, lang: Lang): LandingContent {
  const landing = LANDING[lang]
  switch (route) {
    case 'creator-recruit':
      return landing.creatorRecruit
    case 'all-target-lp':
      return landing.allTarget
    case 'materials':
      return landing.materials
    case 'creatives':
      return landing.creatives
  }
}

// src/components/Logo.tsx and ArrowRightIcon (src/components/icons.tsx), as React writes them.
const LOGO =
  '<span class="logo"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="9" fill="var(--color-accent-strong)"></rect>' +
  '<path d="M16 26.5s-7-6.1-7-11.6a7 7 0 0 1 14 0c0 5.5-7 11.6-7 11.6z" fill="#fff"></path>' +
  '<circle cx="16" cy="14.6" r="3.1" fill="var(--color-accent-strong)"></circle></svg>' +
  '<span class="logo__word" aria-hidden="true">jimoto</span></span>'
const ARROW =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.9"' +
  ' stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">' +
  '<path d="M4.5 12h15M13.5 6l6 6-6 6"></path></svg>'

/** A landing page's first screen: LandingLayout's header and LandingPage's hero. */
export function landingFirstScreen(site: LandingSite, route: LandingRoute): string {
  const app = APP[site.lang]
  const content = contentOf(route, site.lang)
  const ctas = ctasOf(route, site)
  return (
    '<div id="first-screen" class="first-screen">' +
    '<header class="landing-header">' +
    `<a href="${pathTo('/app')}" class="landing-header__logo" aria-label="${escapeHtml(app.header.home)}">${LOGO}</a>` +
    `<a href="${pathTo('/app')}" class="button button--primary button--small">${escapeHtml(app.landing.openApp)}</a>` +
    '</header>' +
    '<main class="landing"><section class="landing-hero">' +
    `<p class="landing-hero__eyebrow">${escapeHtml(content.eyebrow)}</p>` +
    `<h1 class="landing-hero__title">${escapeHtml(content.title)}</h1>` +
    `<p class="landing-hero__lead">${escapeHtml(content.lead)}</p>` +
    '<div class="button-row button-row--center">' +
    `<a href="${escapeHtml(ctas.primary)}" class="button button--primary button--large">${escapeHtml(content.cta)}${ARROW}</a>` +
    `<a href="${escapeHtml(ctas.secondary)}" class="button button--secondary button--large">${escapeHtml(content.secondaryCta)}</a>` +
    '</div></section></main></div>'
  )
}
