import INFO from '../../src/features/home/i18n/all'
import PLACES from '../../src/features/places/i18n/all'
import POSTS from '../../src/features/posts/i18n/all'
import type { PostSummary } from '../../src/shared/api/posts'
import { leadPhotoIndex } from '../../src/shared/boot-data'
import { pathTo } from '../../src/shared/links'
import { DETAIL_PHOTO_SIZES, detailPhotoSrcSet } from '../../src/shared/photo-sizes'
import type { Lang } from '../../src/shared/sites'
import { cardText, excerpt, shownAuthor, shownTextLang, toOneLine } from '../../src/shared/text'
import { SITE_COPY } from './copy'
import { escapeHtml } from './escape'

// A page's first screen, written into the HTML before the app's root (index.html): what a phone
// on slow 4G can show as soon as the HTML and the style sheet are in, seconds before the scripts
// have loaded and run, and what a crawler that never runs scripts reads. The SPA hides its own
// root while this is there (src/styles/first-screen.css) and removes it in the same frame as its
// page appears (src/app/layout/FirstScreenHandoff.tsx). Plain links only: no script needed.
// The text comes from the SPA's own catalogs, so both always say the same.

/** Timeline cards in the first screen: about what a phone shows without scrolling. */
const TIMELINE_CARDS = 3
const DETAIL_TEXT_LENGTH = 400

/** What the SPA's `mediaUrl()` (src/lib/api.ts) makes of a media path. */
export const mediaHref = (env: Env, path: string) => `${env.API_BASE.replace(/\/+$/, '')}${path}`

/** Where the first screen goes: its site's language, and whether the page is embedded. */
export interface FirstScreenSite {
  lang: Lang
  /** `?embed=1`: no header bar, as the app shows no chrome there either. */
  embed: boolean
}

/** ` lang="ja"` on the Japanese original shown on an international site, as the app marks it. */
function langAttribute(post: PostSummary): string {
  const lang = shownTextLang(post.translation)
  return lang ? ` lang="${lang}"` : ''
}

/** The page column: the app's `.page` widths (narrow for a post, wide for the home page). */
export type Column = 'normal' | 'narrow' | 'wide'

export function frame(
  site: FirstScreenSite,
  page: string,
  column: Column = 'normal',
  /** The page's own class on its `<main>`, when the entry style sheet styles it. */
  pageClass = '',
): string {
  const modifier =
    (column === 'normal' ? '' : ` page--${column}`) + (pageClass ? ` ${pageClass}` : '')
  return firstScreenShell(site, `<main class="page${modifier} first-screen__page">${page}</main>`)
}

/** The first screen's element around `content`, with the app's chrome unless embedded. */
export function firstScreenShell(site: FirstScreenSite, content: string): string {
  const brand = `<a class="first-screen__brand" href="${pathTo('/app')}">${escapeHtml(SITE_COPY[site.lang].siteName)}</a>`
  // The menu's place on tablets and desktops (an empty panel: the app fills it), so the page
  // column starts where the app's will.
  const bar = site.embed
    ? ''
    : `<div class="first-screen__menu" aria-hidden="true"></div><header class="first-screen__bar">${brand}</header>`
  const shell = site.embed ? '' : ' first-screen--shell'
  return `<div id="first-screen" class="first-screen${shell}">${bar}${content}</div>`
}

/**
 * A photo as the first screen shows it: the very file the app will show in its place (preloaded
 * by the page's head, cached for the app): a card's thumbnail, or a post's photo in the sizes of
 * the post page's carousel.
 */
function photo(
  env: Env,
  item: PostSummary['media'][number],
  fallbackAlt: string,
  size: 'thumbnail' | 'detail',
): string {
  const href = (path: string) => mediaHref(env, path)
  const source =
    size === 'thumbnail'
      ? `src="${escapeHtml(href(item.thumb_url))}"`
      : `src="${escapeHtml(href(item.url))}" srcset="${escapeHtml(detailPhotoSrcSet(item, href))}" sizes="${DETAIL_PHOTO_SIZES}"`
  // One intrinsic pixel taller (object-fit: cover crops a fraction of a pixel): the app's copy of
  // the photo, laid out in a flex carousel, can come out a fraction of a pixel taller than this
  // one, and the browser would then count the same photo, already on screen, as a new and larger
  // paint when the app takes over.
  const ratio = `aspect-ratio:${item.width}/${item.height + 1}`
  return (
    `<img class="first-screen__photo" ${source} width="${item.width}" height="${item.height}"` +
    ` style="${ratio}" alt="${escapeHtml(toOneLine(item.alt) || fallbackAlt)}" fetchpriority="high">`
  )
}

/**
 * /app: the home page's introduction, with the app's own hero classes (their styles are in the
 * entry style sheet), so it is exactly the size the app will draw it; `lead` before it (disaster
 * mode's, alert-banner.ts homeLeadHtml).
 */
export function homeFirstScreen(site: FirstScreenSite, lead = ''): string {
  const t = INFO[site.lang].home
  return frame(
    site,
    `${lead}<section class="hero"><div class="hero__text">` +
      `<p class="hero__eyebrow">${escapeHtml(t.eyebrow)}</p>` +
      `<h1 class="hero__title">${escapeHtml(t.title)}</h1>` +
      `<p class="hero__lead">${escapeHtml(t.lead)}</p>` +
      '<p class="button-row">' +
      `<a class="button button--primary button--large" href="${pathTo('/app/timeline')}">${escapeHtml(t.primary)}</a>` +
      `<a class="button button--secondary button--large" href="${pathTo('/app/map')}">${escapeHtml(t.secondary)}</a></p>` +
      '</div></section>',
    'wide',
  )
}

/**
 * /app/venues, /app/restaurants, /app/artists: the heading and lead, which are what a phone shows
 * first (the list loads below them), so the first paint is the page and not a blank one.
 */
export function placeListFirstScreen(
  site: FirstScreenSite,
  list: 'venues' | 'restaurants' | 'artists',
): string {
  const t = PLACES[site.lang][list]
  return frame(
    site,
    `<h1 class="page-title">${escapeHtml(t.title)}</h1><p class="page-lead">${escapeHtml(t.lead)}</p>`,
  )
}

/** /app/timeline: its heading and first cards; the photo only on the card the app loads first. */
export function timelineFirstScreen(env: Env, site: FirstScreenSite, items: PostSummary[]): string {
  const m = POSTS[site.lang]
  const lead = leadPhotoIndex(items)
  const cards = items.slice(0, TIMELINE_CARDS).map((post, index) => {
    const card = cardText(post)
    const by = shownAuthor(post).name
    const heading = card.heading || m.detail.headingFallback(by)
    const lang = langAttribute(post)
    const media = post.media[0]
    return (
      '<li class="first-screen__card">' +
      `<p class="first-screen__author">${escapeHtml(by)}</p>` +
      `<h2 class="first-screen__card-title"${card.heading ? lang : ''}><a href="${pathTo('/app/posts/:id', { id: post.id })}">${escapeHtml(heading)}</a></h2>` +
      (card.text ? `<p class="first-screen__text"${lang}>${escapeHtml(card.text)}</p>` : '') +
      (index === lead && media ? photo(env, media, heading, 'thumbnail') : '') +
      '</li>'
    )
  })
  return frame(
    site,
    `<h1 class="first-screen__title">${escapeHtml(m.timeline.title)}</h1>` +
      `<ul class="first-screen__list">${cards.join('')}</ul>`,
  )
}

/**
 * /app/posts/:id: author, title, the first photo and the start of the text. The photo comes before
 * the text (the app shows it after): what a shared link is opened for, and never further down the
 * screen than the app will show it.
 */
export function postFirstScreen(env: Env, site: FirstScreenSite, post: PostSummary): string {
  const m = POSTS[site.lang]
  const title = toOneLine(post.title ?? '')
  const by = shownAuthor(post).name
  const heading = title || m.detail.headingFallback(by)
  const body = post.body.trim()
  const lang = langAttribute(post)
  const media = post.media[0]
  return frame(
    site,
    `<p class="first-screen__author">${escapeHtml(by)}</p>` +
      `<h1 class="first-screen__title"${title ? lang : ''}>${escapeHtml(heading)}</h1>` +
      (media ? photo(env, media, heading, 'detail') : '') +
      (body
        ? `<p class="first-screen__text first-screen__text--full"${lang}>${escapeHtml(excerpt(body, DETAIL_TEXT_LENGTH))}</p>`
        : ''),
    'narrow',
  )
}

/**
 * /app/venues/:id and /app/restaurants/:id: the name and the description, the description set as a
 * post's text (at least the app's size, so the app's copy is never a later largest paint).
 */
export function placeFirstScreen(
  site: FirstScreenSite,
  kind: 'venue' | 'restaurant',
  place: { name: string; description: string; original: boolean },
): string {
  const lang = place.original ? ' lang="ja"' : ''
  const description = place.description.trim()
  const list = kind === 'venue' ? 'venues' : 'restaurants'
  return frame(
    site,
    // The link back to the list, as the app's page starts.
    `<nav><a href="${pathTo(kind === 'venue' ? '/app/venues' : '/app/restaurants')}">${escapeHtml(PLACES[site.lang][list].title)}</a></nav>` +
      `<h1 class="first-screen__title"${lang}>${escapeHtml(place.name)}</h1>` +
      (description
        ? `<p class="first-screen__text first-screen__text--full"${lang}>${escapeHtml(description)}</p>`
        : ''),
    'narrow',
  )
}
