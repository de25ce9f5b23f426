// Pages behind login (the admin page with its moderation desk, the notices page) cannot be
// visited logged out, so their weight is read from the build: the scripts the edge would hint for
// the page (dist/client/_shell/<lang>.chunks.json, beyond what the entry loads) and the style
// sheets of those chunks, gzip.
import { readdir, readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const GUARDED_PAGE_BUDGET_GZIP = 40 * 1024

/** Guarded pages measured: label → source module (the key of the chunks file). */
export const GUARDED_PAGES = {
  '/app/admin': 'src/features/admin/pages/AdminPage.tsx',
  '/app/notices': 'src/features/notices/pages/NoticesPage.tsx',
}

/** @returns {Promise<Record<string, Record<string, { js: number, css: number, files: string[] }>>>} */
export async function measureGuardedPages(root, langs = ['ja', 'en']) {
  const client = join(root, 'dist/client')
  const assets = await readdir(join(client, 'assets'))
  const gzip = async (file) => gzipSync(await readFile(join(client, file)), { level: 9 }).byteLength
  const result = {}
  for (const lang of langs) {
    const chunks = JSON.parse(await readFile(join(client, '_shell', `${lang}.chunks.json`), 'utf8'))
    result[lang] = {}
    for (const [page, module] of Object.entries(GUARDED_PAGES)) {
      const scripts = chunks[module]
      if (!scripts) throw new Error(`${module} is not a lazy page of the ${lang} build`)
      // A chunk's CSS is emitted under the chunk's name (AdminPage-<hash>.js → AdminPage-<hash>.css).
      const names = new Set(scripts.map((file) => basename(file).replace(/-[\w-]+\.js$/, '')))
      const styles = assets
        .filter((file) => file.endsWith('.css') && names.has(file.replace(/-[\w-]+\.css$/, '')))
        .map((file) => `/assets/${file}`)
      let js = 0
      for (const file of scripts) js += await gzip(file)
      let css = 0
      for (const file of styles) css += await gzip(file)
      result[lang][page] = { js, css, files: [...scripts, ...styles] }
    }
  }
  return result
}
