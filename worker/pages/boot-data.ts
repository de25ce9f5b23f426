import type { PostSummary } from '../../src/shared/api/posts'
import {
  BOOT_DATA_BOOKMARK_ATTRIBUTE,
  BOOT_DATA_ID,
  bootDataKey,
  LIST_PAGE_SIZE,
  leadPhotoIndex,
} from '../../src/shared/boot-data'
import { DETAIL_PHOTO_SIZES, detailPhotoSrcSet } from '../../src/shared/photo-sizes'
import { siteQuery } from '../../src/shared/sites'
import { tagFilter, timelineFilterOf, timelineQuery } from '../../src/shared/timeline'
import { sessionBookmark } from '../lib/d1-session'
import { encodeIdCursor, toPage } from '../lib/pagination'
import { listTimeline, toCards, toPostSummary } from '../posts/queries'
import { translatePostsFromStore } from '../translate/apply'
import type { StoredTranslation } from '../translate/store'
import { escapeHtml, jsonForScript } from './escape'
import {
  type FirstScreenSite,
  mediaHref,
  postFirstScreen,
  timelineFirstScreen,
} from './first-screen'
import type { PostMetaRow } from './meta-store'
import { storedTranslationsOf } from './meta-store'
import type { SiteParts } from './site-parts'

// Boot data (src/shared/boot-data.ts): the answer to the first API request a page makes, written
// into the page, with a preload of the photo it shows first and the page's first screen
// (first-screen.ts) drawn from the same answer. Each answer is exactly what the API would send for
// that request; when the edge cannot be sure of that (a translation the API would first ask the
// provider for, an invalid filter), the page goes without and the SPA asks the API.

/** What a page with boot data adds: to its head, and before the app's root. */
export interface PageBoot {
  head: string
  firstScreen: string
}

/**
 * Head tags: the preload of the first photo (if any) and the boot data script. The script carries
 * the bookmark of the reads behind it: a client that wrote later than that (src/lib/boot-data.ts)
 * asks the API instead, with its own bookmark, and so sees its write.
 */
function bootHead(env: Env, entries: Record<string, unknown>, preload: string): string {
  const bookmark = sessionBookmark(env.DB)
  const mark = bookmark ? ` ${BOOT_DATA_BOOKMARK_ATTRIBUTE}="${escapeHtml(bookmark)}"` : ''
  return `${preload}<script type="application/json" id="${BOOT_DATA_ID}"${mark}>${jsonForScript(entries)}</script>`
}

/** The boot data script of a page whose first screen shows no photo. */
export const pageBoot = (env: Env, entries: Record<string, unknown>): string =>
  bootHead(env, entries, '')

/**
 * `head` without the bookmark of its boot data: a page's ETag hashes this, so that a write
 * elsewhere in the database (which moves every bookmark) does not change the ETag of a page whose
 * content stayed the same. A 304 then keeps the older bookmark, which at worst costs a client that
 * wrote since one API request (src/lib/boot-data.ts).
 */
export function withoutBootBookmark(head: string): string {
  return head.replace(BOOKMARK_MARK, '')
}
const BOOKMARK_MARK = new RegExp(` ${BOOT_DATA_BOOKMARK_ATTRIBUTE}="[^"]*"`, 'g')

// Preloads of the photo the first screen shows: its `<img>` comes late in the HTML. A preload
// only serves an image with the same src, srcset and sizes.
const thumbPreload = (env: Env, thumbUrl: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(mediaHref(env, thumbUrl))}" fetchpriority="high">`

function detailPreload(env: Env, photo: PostSummary['media'][number]): string {
  const srcset = detailPhotoSrcSet(photo, (path) => mediaHref(env, path))
  return (
    `<link rel="preload" as="image" href="${escapeHtml(mediaHref(env, photo.url))}"` +
    ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${DETAIL_PHOTO_SIZES}" fetchpriority="high">`
  )
}

async function inSiteLanguage(
  env: Env,
  parts: SiteParts,
  posts: PostSummary[],
  rows?: StoredTranslation[],
): Promise<PostSummary[] | null> {
  if (parts.lang === 'ja' || posts.length === 0) return posts
  return translatePostsFromStore(env, parts.lang, posts, rows)
}

/**
 * The timeline page: its first page of posts, with the filters the SPA reads from the URL
 * (src/features/posts/hooks/useTimelineFilter.ts), and the photo of its first card if that is one
 * of the first two (further down it is not what a phone shows first).
 */
export async function timelineBoot(
  env: Env,
  parts: SiteParts,
  url: URL,
  embed: boolean,
): Promise<PageBoot | null> {
  const filter = timelineFilterOf(url.searchParams)
  const tag = filter.tag === null ? undefined : tagFilter(filter.tag)
  // A tag the API answers with 400: the SPA asks the API itself and shows that answer.
  if (tag === null) return null
  const kind = filter.kind ?? undefined
  // As GET /api/posts answers: the cards' starts of the bodies (whole ones to translate).
  const cardBodies = parts.lang === 'ja'
  const rows = await listTimeline(env.DB, {
    kind,
    tag,
    beforeId: null,
    limit: LIST_PAGE_SIZE,
    cardBodies,
  })
  const page = toPage(rows, LIST_PAGE_SIZE, toPostSummary, (row) => encodeIdCursor(row.id))
  const translated = await inSiteLanguage(env, parts, page.items)
  if (!translated) return null
  const items = await toCards(env.DB, translated, cardBodies)
  const key = bootDataKey('/api/posts', { ...timelineQuery(filter), ...siteQuery(parts.lang) })
  const lead = items[leadPhotoIndex(items)]?.media[0]
  return {
    head: bootHead(
      env,
      { [key]: { ...page, items } },
      lead ? thumbPreload(env, lead.thumb_url) : '',
    ),
    firstScreen: timelineFirstScreen(env, { lang: parts.lang, embed }, items),
  }
}

/** A post's page: the post (GET /api/posts/:id) and a preload of its first photo, both sizes. */
export async function postBoot(
  env: Env,
  site: FirstScreenSite & { parts: SiteParts },
  row: PostMetaRow,
): Promise<PageBoot | null> {
  const { parts } = site
  const [post] =
    (await inSiteLanguage(env, parts, [toPostSummary(row)], storedTranslationsOf(row))) ?? []
  if (!post) return null
  const key = bootDataKey(`/api/posts/${post.id}`, siteQuery(parts.lang))
  const photo = post.media[0]
  return {
    head: bootHead(env, { [key]: post }, photo ? detailPreload(env, photo) : ''),
    firstScreen: postFirstScreen(env, site, post),
  }
}
