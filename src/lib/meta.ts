import { useEffect } from 'react'

// document.title and the description on client navigation. The edge writes the
// first page's head for crawlers; this keeps the tab title right while a visitor moves around.

export interface PageMeta {
  title?: string | null
  description?: string | null
}

interface MetaDefaults {
  /** The event-app default title, used as is. */
  title: string
  description: string
  /** Page titles are shown as `template` with `{title}` replaced, e.g. '{title}｜jimoto'. */
  template: string
}

/** A description without a title stands in with its first 30 characters. */
const DESCRIPTION_TITLE_LENGTH = 30

let defaults: MetaDefaults = { title: document.title, description: '', template: '{title}' }

/** The app sets the defaults of its language once at start-up. */
export function configureMetaDefaults(next: MetaDefaults): void {
  defaults = next
}

function collapse(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim()
}

/** The title and description a page should show. */
export function resolvePageMeta(meta: PageMeta): { title: string; description: string } {
  const title = collapse(meta.title)
  const description = collapse(meta.description)
  // Code points, not UTF-16 units: an emoji is never cut in half.
  const shortTitle = title || Array.from(description).slice(0, DESCRIPTION_TITLE_LENGTH).join('')
  return {
    title: shortTitle ? defaults.template.replace('{title}', shortTitle) : defaults.title,
    description: description || defaults.description,
  }
}

function setMetaContent(selector: string, content: string): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector)
  if (element) element.content = content
}

/** Titles this app wrote itself (as opposed to the edge, into the first page's HTML). */
const writtenHere = new Set<string>()

/** True when the head's title is one the edge wrote: neither the default nor the app's own. */
export function isEdgeTitle(title: string): boolean {
  return title !== defaults.title && !writtenHere.has(title)
}

export function applyPageMeta(meta: PageMeta): void {
  const { title, description } = resolvePageMeta(meta)
  document.title = title
  writtenHere.add(title)
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = 'description'
    document.head.append(tag)
  }
  tag.content = description
  // Share buttons and in-app browsers read these from the live document.
  setMetaContent('meta[property="og:title"]', title)
  setMetaContent('meta[property="og:description"]', description)
  setMetaContent('meta[name="twitter:title"]', title)
  setMetaContent('meta[name="twitter:description"]', description)
}

/**
 * Sets the page's title and description while it is shown. `null` leaves the head as it is (the
 * app resets it to the defaults on every client navigation; on a first load the edge wrote it).
 */
export function usePageMeta(meta: PageMeta | null): void {
  const skip = meta === null
  const title = meta?.title
  const description = meta?.description
  useEffect(() => {
    if (!skip) applyPageMeta({ title, description })
  }, [skip, title, description])
}
