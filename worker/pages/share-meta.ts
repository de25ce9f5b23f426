import { pathTo } from '../../src/shared/links'
import { SITE_LANGUAGES } from '../../src/shared/sites'
import { excerpt, postTitle, toOneLine } from '../../src/shared/text'
import { currentTranslation } from '../translate/store'
import { SITE_COPY } from './copy'
import type { PageMeta, ShareImage } from './meta'
import type { PostMetaRow, ProfileMetaRow } from './meta-store'
import type { SiteParts } from './site-parts'

/** Share previews show about this much text (LINE, X and Facebook cut around here). */
const DESCRIPTION_LENGTH = 120
/** Longer names are cut too: a share card shows two lines at most. */
const NAME_LENGTH = 60

/** Share meta of a public post: its (translated) title and text, first photo and JSON-LD. */
export async function postMeta(row: PostMetaRow, parts: SiteParts): Promise<PageMeta> {
  const copy = SITE_COPY[parts.lang]
  const hasTranslation = row.title_translation !== null || row.body_translation !== null
  const [titleSource, bodySource] = hasTranslation
    ? await Promise.all([
        currentTranslation(row.title ?? '', row.title_translation, row.title_translation_hash),
        currentTranslation(row.body, row.body_translation, row.body_translation_hash),
      ])
    : [original(row.title ?? ''), original(row.body)]
  const body = toOneLine(bodySource.text)
  const title = postTitle({ title: titleSource.text, body: bodySource.text }) || copy.title
  const description = excerpt(body, DESCRIPTION_LENGTH) || copy.description
  const url = `${parts.origin}${pathTo('/app/posts/:id', { id: row.id })}`
  const authorUrl = `${parts.origin}${pathTo('/app/profile/:id', { id: row.author_id })}`
  const photo: ShareImage | null = row.media_key
    ? {
        url: `${parts.mediaOrigin}/media/${mediaPath(row.media_key)}`,
        width: row.media_width,
        height: row.media_height,
        alt: toOneLine(row.media_alt ?? '') || title,
      }
    : null
  const image = photo ?? parts.defaultImage
  const author = { '@type': 'Person', name: toOneLine(row.author_name), url: authorUrl }
  const inLanguage = SITE_LANGUAGES[bodySource.translated ? parts.lang : 'ja'].htmlLang
  const common = { '@context': 'https://schema.org', url, image: [image.url] }
  const said = { title, description, fallback: copy.description }
  const jsonLd =
    row.kind === 'event' && row.starts_at
      ? { ...common, ...eventLd(row, row.starts_at, said, author) }
      : row.kind === 'coupon'
        ? { ...common, ...couponLd(row, said, author) }
        : {
            ...common,
            '@type': 'SocialMediaPosting',
            headline: title,
            text: description,
            datePublished: row.created_at,
            dateModified: row.updated_at,
            inLanguage,
            author,
          }
  return {
    ...largeImageMeta(parts, title, description, 'article', image),
    properties: [
      ['article:published_time', row.created_at],
      ['article:modified_time', row.updated_at],
      ['article:author', authorUrl],
    ],
    jsonLd,
  }
}

interface SaidOfPost {
  title: string
  description: string
  /** The site's own description, which a post without text falls back to. */
  fallback: string
}

/** schema.org Event: when, where, who organizes it and what a ticket costs. */
function eventLd(row: PostMetaRow, startDate: string, said: SaidOfPost, author: object) {
  const location = place(row)
  return {
    '@type': 'Event',
    name: said.title,
    description: said.description,
    startDate,
    ...(row.ends_at ? { endDate: row.ends_at } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(location ? { location } : {}),
    organizer: row.organization_name
      ? { '@type': 'Organization', name: toOneLine(row.organization_name) }
      : author,
    ...(row.ticket_price !== null || row.ticket_url
      ? {
          offers: {
            '@type': 'Offer',
            ...(row.ticket_price !== null ? { price: row.ticket_price, priceCurrency: 'JPY' } : {}),
            ...(row.ticket_url ? { url: row.ticket_url } : {}),
          },
        }
      : {}),
    ...(row.capacity !== null ? { maximumAttendeeCapacity: row.capacity } : {}),
  }
}

/** schema.org Offer: the coupon's offer and its validity. */
function couponLd(row: PostMetaRow, said: SaidOfPost, author: object) {
  return {
    '@type': 'Offer',
    name: said.title,
    description:
      said.description === said.fallback ? toOneLine(row.coupon_offer ?? '') : said.description,
    ...(row.valid_from ? { validFrom: row.valid_from } : {}),
    ...(row.valid_until ? { validThrough: row.valid_until } : {}),
    offeredBy: author,
  }
}

/** Share meta of an active user's profile: name, bio and avatar. */
export function profileMeta(row: ProfileMetaRow, parts: SiteParts): PageMeta {
  const copy = SITE_COPY[parts.lang]
  const name = excerpt(toOneLine(row.name), NAME_LENGTH) || copy.siteName
  const description =
    excerpt(toOneLine(row.bio), DESCRIPTION_LENGTH) || copy.profileDescription(name)
  const avatar = avatarUrl(row.avatar_url, parts.mediaOrigin)
  const image: ShareImage = avatar
    ? { url: avatar, width: null, height: null, alt: name }
    : parts.defaultImage
  const url = `${parts.origin}${pathTo('/app/profile/:id', { id: row.id })}`
  return {
    documentTitle: `${name}${copy.titleSeparator}${copy.siteName}`,
    title: name,
    description,
    type: 'profile',
    image,
    // An avatar is a small square: the compact card shows it whole instead of cropping it.
    largeImage: !avatar,
    properties: [['profile:username', name]],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      mainEntity: {
        '@type': 'Person',
        name,
        description,
        url,
        ...(avatar ? { image: avatar } : {}),
      },
    },
  }
}

const original = (text: string) => ({ text, translated: false })

function place(row: PostMetaRow): Record<string, unknown> | null {
  const name = toOneLine(row.place_name ?? '')
  const address = toOneLine(row.address ?? '')
  const hasGeo = row.lat !== null && row.lng !== null
  if (!name && !address && !hasGeo) return null
  return {
    '@type': 'Place',
    name: name || address,
    ...(address
      ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'JP' } }
      : {}),
    ...(hasGeo
      ? { geo: { '@type': 'GeoCoordinates', latitude: row.lat, longitude: row.lng } }
      : {}),
  }
}

/**
 * The meta of a page shared with its stored photo (`imageKey`), or the site's default card
 * without one: a website with a large image (a place, an artist, a stamp rally).
 */
export function photoPageMeta(
  parts: SiteParts,
  title: string,
  description: string,
  imageKey: string | null,
): PageMeta {
  const image: ShareImage = imageKey
    ? {
        url: `${parts.mediaOrigin}/media/${mediaPath(imageKey)}`,
        width: null,
        height: null,
        alt: title,
      }
    : parts.defaultImage
  return largeImageMeta(parts, title, description, 'website', image)
}

/** A page's meta shared with a large image (a photo or a card), titled with the site's name. */
function largeImageMeta(
  parts: SiteParts,
  title: string,
  description: string,
  type: PageMeta['type'],
  image: ShareImage,
): PageMeta {
  const copy = SITE_COPY[parts.lang]
  return {
    documentTitle: `${title}${copy.titleSeparator}${copy.siteName}`,
    title,
    description,
    type,
    image,
    largeImage: true,
  }
}

/** An R2 key as a URL path: each segment percent-encoded, the slashes kept. */
export function mediaPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/')
}

/** Avatar as an absolute URL: relative paths are served from the media origin. */
function avatarUrl(value: string | null, mediaOrigin: string): string | null {
  if (!value) return null
  try {
    // Relative paths (/media/…) resolve against the media origin; the parser percent-encodes
    // what a URL cannot hold and keeps existing escapes.
    const url = new URL(value, `${mediaOrigin}/`)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
