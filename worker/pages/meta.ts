import { escapeHtml, jsonForScript } from './escape'

export interface ShareImage {
  /** Absolute URL. */
  url: string
  width: number | null
  height: number | null
  alt: string
}

/** Everything a page says about itself to browsers and social crawlers. */
export interface PageMeta {
  /** `<title>`: the page's title with the site name. */
  documentTitle: string
  /** og:title and twitter:title: the page's own title. */
  title: string
  description: string
  type: 'website' | 'article' | 'profile'
  image: ShareImage
  /** twitter:card summary_large_image (photos, the share card) or summary (avatars). */
  largeImage: boolean
  /** More Open Graph properties, e.g. article:published_time or profile:username. */
  properties?: readonly (readonly [string, string])[]
  /** Structured data for search engines (schema.org), written as application/ld+json. */
  jsonLd?: Record<string, unknown>
  /** 404 pages ask search engines not to index them. */
  noindex?: boolean
}

const property = (name: string, content: string) =>
  `<meta property="${name}" content="${escapeHtml(content)}">`
const named = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}">`

/**
 * The head tags of `meta` that do not depend on the URL (those are written per request next to
 * the canonical link). Every value is escaped for a double-quoted attribute or element text.
 */
export function metaTags(meta: PageMeta, siteName: string): string {
  const { image } = meta
  let html =
    `<title>${escapeHtml(meta.documentTitle)}</title>` +
    named('description', meta.description) +
    (meta.noindex ? '<meta name="robots" content="noindex">' : '') +
    property('og:site_name', siteName) +
    property('og:type', meta.type) +
    property('og:title', meta.title) +
    property('og:description', meta.description) +
    property('og:image', image.url)
  if (image.width && image.height) {
    html += property('og:image:width', String(image.width))
    html += property('og:image:height', String(image.height))
  }
  html += property('og:image:alt', image.alt)
  for (const [name, content] of meta.properties ?? []) html += property(name, content)
  html +=
    named('twitter:card', meta.largeImage ? 'summary_large_image' : 'summary') +
    named('twitter:title', meta.title) +
    named('twitter:description', meta.description) +
    named('twitter:image', image.url) +
    named('twitter:image:alt', image.alt)
  if (meta.jsonLd) {
    // A data block, never executed, so the CSP does not need to allow it; the same script-safe
    // JSON as the config keeps `</script>` in a post from ending the element.
    html += `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`
  }
  return html
}
