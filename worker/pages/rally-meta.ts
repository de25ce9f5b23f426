import { excerpt, toOneLine } from '../../src/shared/text'
import { storedTexts } from '../translate/places'
import { SITE_COPY } from './copy'
import type { PageMeta, ShareImage } from './meta'
import { mediaPath } from './share-meta'
import type { SiteParts } from './site-parts'

// The share meta of a stamp rally's page (/app/stamprally/:id): its title, description and image,
// in the site's language where a translation is stored, as the rally's page shows them.

const DESCRIPTION_LENGTH = 120

interface RallyMetaRow {
  title: string
  description: string
  image_key: string | null
}

/** The rally's page meta, or null for an unknown rally (404 with the default meta). */
export async function rallyPageMeta(
  db: D1Database,
  id: number,
  parts: SiteParts,
): Promise<PageMeta | null> {
  const row = await db
    .prepare('SELECT title, description, image_key FROM stamp_rallies WHERE id = ?1')
    .bind(id)
    .first<RallyMetaRow>()
  if (!row) return null
  const text =
    parts.lang === 'ja'
      ? {}
      : await storedTexts(db, parts.lang, {
          subject: 'rally',
          id,
          fields: { title: row.title, description: row.description },
        })
  const copy = SITE_COPY[parts.lang]
  const title = toOneLine(text.title ?? row.title) || copy.siteName
  const description =
    excerpt(toOneLine(text.description ?? row.description), DESCRIPTION_LENGTH) || copy.description
  const image: ShareImage = row.image_key
    ? {
        url: `${parts.mediaOrigin}/media/${mediaPath(row.image_key)}`,
        width: null,
        height: null,
        alt: title,
      }
    : parts.defaultImage
  return {
    documentTitle: `${title}${copy.titleSeparator}${copy.siteName}`,
    title,
    description,
    type: 'website',
    image,
    largeImage: true,
  }
}
