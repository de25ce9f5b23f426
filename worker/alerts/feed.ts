import { children, parseXml, textAt } from './xml'

// JMA's PULL feeds are Atom 1.0: one <entry> per telegram with its id, updated, title (the
// telegram's Control/Title), author (the issuing office), a link to the telegram and a one-line
// content. The telegram's data URL names its type and office: …/data/<time>_0_VPWW55_220000.xml.

export interface FeedEntry {
  id: string
  updated: string
  title: string
  link: string
}

/** The feed's entries, or null when the document is not an Atom feed. Never throws. */
export function parseFeed(source: string): FeedEntry[] | null {
  const feed = parseXml(source)
  if (feed?.name !== 'feed') return null
  return children(feed, 'entry').flatMap((entry) => {
    const link =
      children(entry, 'link').find((l) => !l.attrs.rel || l.attrs.rel === 'alternate')?.attrs
        .href ?? ''
    const id = textAt(entry, 'id')
    if (!id || !link || id.length > 500 || link.length > 500) return []
    return [{ id, updated: textAt(entry, 'updated'), title: textAt(entry, 'title'), link }]
  })
}

/** The office code in a data URL (…_VPWW55_220000.xml → 220000). */
export function officeOfDataUrl(url: string): string | null {
  return /_(\d{6})\.xml$/.exec(url)?.[1] ?? null
}
