import { rallyStatusAt } from '../../src/shared/stamprally'
import { excerpt, toOneLine } from '../../src/shared/text'
import { storedTexts } from '../translate/places'
import { SITE_COPY } from './copy'
import type { PageMeta } from './meta'
import type { RallyScreen } from './rally-screens'
import { photoPageMeta } from './share-meta'
import type { SiteParts } from './site-parts'

// The share meta of a stamp rally's page (/app/stamprally/:id): its title, description and image,
// in the site's language where a translation is stored, as the rally's page shows them; and,
// from the same read, what its first screen shows (rally-screens.ts).

const DESCRIPTION_LENGTH = 120

interface RallyMetaRow {
  title: string
  description: string
  image_key: string | null
  starts_at: string
  ends_at: string
}

export interface RallyPage {
  meta: PageMeta
  screen: RallyScreen
}

/** The rally's page meta and first screen, or null for an unknown rally (404, default meta). */
export async function readRallyPage(
  db: D1Database,
  id: number,
  parts: SiteParts,
  now = Date.now(),
): Promise<RallyPage | null> {
  const row = await db
    .prepare(
      'SELECT title, description, image_key, starts_at, ends_at FROM stamp_rallies WHERE id = ?1',
    )
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
  // An international site without a stored translation shows the original, marked Japanese, as
  // the app does until its translation arrives.
  const original = parts.lang !== 'ja' && text.title === undefined
  return {
    meta: photoPageMeta(parts, title, description, row.image_key),
    screen: {
      id,
      title: text.title ?? row.title,
      description: text.description ?? row.description,
      textLang: original ? 'ja' : undefined,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      status: rallyStatusAt(row, now),
      now,
    },
  }
}
