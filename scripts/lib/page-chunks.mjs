// The chunks of each lazily loaded page, from a Vite build manifest, for the edge's preload hints
// (worker/pages/page-hints.ts). Without them a phone fetches the entry script, runs it, and only
// then learns which page chunk it needs: one more round trip on slow 4G before anything shows.
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * For every dynamically imported module of the build (the pages), the scripts it needs beyond the
 * entry: its own chunk and the chunks it imports statically (transitively). Style sheets are left
 * to Vite, which adds them when the chunk loads.
 * @param {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[] }>} manifest Vite's .vite/manifest.json
 * @returns {Record<string, string[]>} script URLs, keyed by source path
 */
export function pageChunks(manifest) {
  // What the entry already loads (its chunk, static imports and CSS) needs no hint.
  const loadedByEntry = new Set()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(manifest, key, loadedByEntry)
  }
  const pages = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue
    const own = new Set()
    collect(manifest, key, own)
    pages[key] = [...own]
      .filter((file) => file.endsWith('.js') && !loadedByEntry.has(file))
      .map((file) => `/${file}`)
  }
  return pages
}

/** Adds the chunk of manifest entry `key` and of everything it imports statically to `into`. */
function collect(manifest, key, into, seen = new Set()) {
  if (seen.has(key)) return
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) return
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into, seen)
}

/**
 * Turns the manifest of a build in `outDir` into `<shellDir>/<lang>.chunks.json` and removes the
 * manifest, which must not be served as a public file.
 */
export async function writePageChunks(outDir, shellDir, lang) {
  const manifestDir = join(outDir, '.vite')
  const manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8'))
  await writeFile(join(shellDir, `${lang}.chunks.json`), JSON.stringify(pageChunks(manifest)))
  await rm(manifestDir, { recursive: true, force: true })
}
