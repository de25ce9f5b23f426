import type { Lang } from '../../src/shared/sites'
import { scriptHash } from './csp'
import { hashText } from './etag'

/** Marker in index.html where the edge writes the head (title, meta, config script). */
export const HEAD_MARKER = '<!--app-head-->'
/** Marker in index.html, before the app's root, where the edge writes a page's first screen. */
export const FIRST_SCREEN_MARKER = '<!--app-first-screen-->'

export interface PageTemplate {
  /** Everything before the head marker (already carries `<html lang>` of its language build). */
  before: string
  /** From the head marker to the first screen marker. */
  middle: string
  /** Everything after the first screen marker. */
  after: string
  /** Fingerprint of the template, part of every page's ETag. */
  hash: string
  /**
   * CSP hashes of inline scripts the build itself wrote into the page. Production builds have
   * none; `vite dev` adds the React refresh preamble, which must keep working under the CSP.
   */
  inlineScriptHashes: string[]
  /** The chunks of each lazily loaded page of this build, keyed by source path (page-hints.ts). */
  pageChunks: PageChunkFiles
}

/** What scripts/lib/page-chunks.mjs writes next to each template: script URLs by page module. */
export type PageChunkFiles = Record<string, string[]>

// One parsed template per language per isolate: the HTML is split once, then every page is a
// string concatenation instead of an HTMLRewriter pass (several times cheaper per page).
const cache = new Map<Lang, Promise<PageTemplate>>()

export function loadTemplate(assets: Fetcher, lang: Lang): Promise<PageTemplate> {
  let pending = cache.get(lang)
  if (!pending) {
    pending = fetchTemplate(assets, lang)
    cache.set(lang, pending)
    // A failed load must not poison the isolate: drop it so the next request retries.
    pending.catch(() => cache.delete(lang))
  }
  return pending
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

async function fetchTemplate(assets: Fetcher, lang: Lang): Promise<PageTemplate> {
  // Production builds put each language's page at /_shell/<lang>.html; `vite dev` only has the
  // source index.html (the language of JIMOTO_LANG).
  let res = await assets.fetch(`http://assets.local/_shell/${lang}.html`)
  if (!res.ok) res = await assets.fetch('http://assets.local/index.html')
  if (!res.ok) throw new Error(`page template for ${lang} not found (status ${res.status})`)
  const html = await res.text()
  const pageChunks = await fetchPageChunks(assets, lang)
  const at = html.indexOf(HEAD_MARKER)
  if (at < 0) throw new Error(`page template for ${lang} has no ${HEAD_MARKER}`)
  const inlineScripts = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '')
  const rest = html.slice(at + HEAD_MARKER.length)
  // A template without the body marker (an older build) just gets no first screen.
  const bodyAt = rest.indexOf(FIRST_SCREEN_MARKER)
  return {
    before: html.slice(0, at),
    middle: bodyAt < 0 ? rest : rest.slice(0, bodyAt),
    after: bodyAt < 0 ? '' : rest.slice(bodyAt + FIRST_SCREEN_MARKER.length),
    hash: hashText(`${html}\n${JSON.stringify(pageChunks)}`),
    inlineScriptHashes: await Promise.all(
      inlineScripts.filter((code) => code.trim() !== '').map(scriptHash),
    ),
    pageChunks,
  }
}

/** The build's page chunk list; `vite dev` has none (it serves modules one by one anyway). */
async function fetchPageChunks(assets: Fetcher, lang: Lang): Promise<PageChunkFiles> {
  const res = await assets.fetch(`http://assets.local/_shell/${lang}.chunks.json`)
  if (!res.ok) return {}
  const value: unknown = await res.json()
  return typeof value === 'object' && value !== null ? (value as PageChunkFiles) : {}
}
