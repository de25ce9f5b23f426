import infoEn from '../../src/features/info/i18n/en'
import infoJa from '../../src/features/info/i18n/ja'
import infoKo from '../../src/features/info/i18n/ko'
import infoZhHans from '../../src/features/info/i18n/zh-hans'
import infoZhHant from '../../src/features/info/i18n/zh-hant'
import postsEn from '../../src/features/posts/i18n/en'
import postsJa from '../../src/features/posts/i18n/ja'
import postsKo from '../../src/features/posts/i18n/ko'
import postsZhHans from '../../src/features/posts/i18n/zh-hans'
import postsZhHant from '../../src/features/posts/i18n/zh-hant'
import type { PostSummary } from '../../src/shared/api/posts'
import { leadPhotoIndex } from '../../src/shared/boot-data'
import type { Lang } from '../../src/shared/sites'
import { SITE_COPY } from './copy'
import { escapeHtml } from './escape'
import { excerpt, toOneLine } from './text'

// A page's first screen, written into the HTML before the app's root (index.html): what a phone
// on slow 4G can show as soon as the HTML and the style sheet are in, seconds before the scripts
// have loaded and run, and what a crawler that never runs scripts reads. The SPA hides its own
// root while this is there (src/styles/first-screen.css) and removes it in the same frame as its
// page appears (src/app/layout/FirstScreenHandoff.tsx). Plain links only: no script needed.
// The text comes from the SPA's own catalogs, so both always say the same.

const INFO = { ja: infoJa, en: infoEn, ko: infoKo, 'zh-hans': infoZhHans, 'zh-hant': infoZhHant }
const POSTS = {
  ja: postsJa,
  en: postsEn,
  ko: postsKo,
  'zh-hans': postsZhHans,
  'zh-hant': postsZhHant,
}

/** Timeline cards in the first screen: about what a phone shows without scrolling. */
const TIMELINE_CARDS = 3
const CARD_TEXT_LENGTH = 120
const DETAIL_TEXT_LENGTH = 400

/** What the SPA's `mediaUrl()` (src/lib/api.ts) makes of a media path. */
export const mediaHref = (env: Env, path: string) => `${env.API_BASE.replace(/\/+$/, '')}${path}`

/** Where the first screen goes: its site's language, and whether the page is embedded. */
export interface FirstScreenSite {
  lang: Lang
  /** `?embed=1`: no header bar, as the app shows no chrome there either. */
  embed: boolean
}

function frame(site: FirstScreenSite, page: string, narrow = false): string {
  const bar = site.embed
    ? ''
    : `<header class="first-screen__bar"><a class="first-screen__brand" href="/app">${escapeHtml(SITE_COPY[site.lang].siteName)}</a></header>`
  return (
    `<div id="first-screen" class="first-screen">${bar}` +
    `<main class="first-screen__page${narrow ? ' first-screen__page--narrow' : ''}">${page}</main></div>`
  )
}

/**
 * A photo as the first screen shows it: its thumbnail, already preloaded, at the size the app
 * will show the photo (on the post page the app then loads the full size over it).
 */
function photo(env: Env, item: PostSummary['media'][number], fallbackAlt: string): string {
  return (
    `<img class="first-screen__photo" src="${escapeHtml(mediaHref(env, item.thumb_url))}"` +
    ` width="${item.width}" height="${item.height}" alt="${escapeHtml(toOneLine(item.alt) || fallbackAlt)}"` +
    ' fetchpriority="high">'
  )
}

/** /app: the home page's introduction. */
export function homeFirstScreen(site: FirstScreenSite): string {
  const t = INFO[site.lang].home
  return frame(
    site,
    `<p class="first-screen__eyebrow">${escapeHtml(t.eyebrow)}</p>` +
      `<h1 class="first-screen__title">${escapeHtml(t.title)}</h1>` +
      `<p class="first-screen__lead">${escapeHtml(t.lead)}</p>` +
      '<p class="first-screen__actions">' +
      `<a class="button button--primary button--large" href="/app/timeline">${escapeHtml(t.primary)}</a>` +
      `<a class="button button--secondary button--large" href="/app/map">${escapeHtml(t.secondary)}</a></p>`,
  )
}

/** /app/timeline: its heading and first cards; the photo only on the card the app loads first. */
export function timelineFirstScreen(env: Env, site: FirstScreenSite, items: PostSummary[]): string {
  const m = POSTS[site.lang]
  const lead = leadPhotoIndex(items)
  const cards = items.slice(0, TIMELINE_CARDS).map((post, index) => {
    const title = toOneLine(post.title ?? '')
    const body = toOneLine(post.body)
    const heading = title || excerpt(body, 140) || m.detail.headingFallback(post.author.name)
    const media = post.media[0]
    return (
      '<li class="first-screen__card">' +
      `<p class="first-screen__author">${escapeHtml(post.author.name)}</p>` +
      `<h2 class="first-screen__card-title"><a href="/app/posts/${post.id}">${escapeHtml(heading)}</a></h2>` +
      (title && body
        ? `<p class="first-screen__text">${escapeHtml(excerpt(body, CARD_TEXT_LENGTH))}</p>`
        : '') +
      (index === lead && media ? photo(env, media, heading) : '') +
      '</li>'
    )
  })
  return frame(
    site,
    `<h1 class="first-screen__title">${escapeHtml(m.timeline.title)}</h1>` +
      `<ul class="first-screen__list">${cards.join('')}</ul>`,
  )
}

/** /app/posts/:id: author, title, the start of the text and the first photo. */
export function postFirstScreen(env: Env, site: FirstScreenSite, post: PostSummary): string {
  const m = POSTS[site.lang]
  const heading = toOneLine(post.title ?? '') || m.detail.headingFallback(post.author.name)
  const body = post.body.trim()
  const media = post.media[0]
  return frame(
    site,
    `<p class="first-screen__author">${escapeHtml(post.author.name)}</p>` +
      `<h1 class="first-screen__title">${escapeHtml(heading)}</h1>` +
      (body
        ? `<p class="first-screen__text first-screen__text--full">${escapeHtml(excerpt(body, DETAIL_TEXT_LENGTH))}</p>`
        : '') +
      (media ? photo(env, media, heading) : ''),
    true,
  )
}
