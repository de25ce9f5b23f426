// Copies the share cards' fonts (worker/share-cards) from their npm packages into the build:
// dist/client/_card-fonts/<family>/<subset>-<weight>.woff and a manifest of each subset's code
// points. Fontsource splits each Noto Sans CJK family into ~100 subsets of 20–60 KB, so a card
// loads only the few its text needs, at run time from the static assets, and the Worker bundle
// carries no font at all. WOFF, not WOFF2: satori reads WOFF and TTF/OTF only.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Our family key, its npm package; weights: 400 for the card's lines, 700 for its title. */
export const CARD_FONT_FAMILIES = {
  jp: 'noto-sans-jp',
  kr: 'noto-sans-kr',
  sc: 'noto-sans-sc',
  tc: 'noto-sans-tc',
}
export const CARD_FONT_WEIGHTS = [400, 700]

/** 'U+3000-303f,U+30a0' → [[0x3000, 0x303f], [0x30a0, 0x30a0]] */
function parseRanges(text) {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
    const start = Number.parseInt(from, 16)
    return [start, to ? Number.parseInt(to, 16) : start]
  })
}

export async function writeCardFonts(root, client) {
  const out = join(client, '_card-fonts')
  const manifest = {}
  for (const [family, pkg] of Object.entries(CARD_FONT_FAMILIES)) {
    const dir = join(root, 'node_modules/@fontsource', pkg)
    const unicode = JSON.parse(await readFile(join(dir, 'unicode.json'), 'utf8'))
    await mkdir(join(out, family), { recursive: true })
    const subsets = []
    for (const [key, ranges] of Object.entries(unicode)) {
      // "[12]" names a numbered subset; "latin", "cyrillic"… a named one.
      const subset = key.replace(/^\[(\d+)\]$/, '$1')
      for (const weight of CARD_FONT_WEIGHTS) {
        await copyFile(
          join(dir, 'files', `${pkg}-${subset}-${weight}-normal.woff`),
          join(out, family, `${subset}-${weight}.woff`),
        )
      }
      subsets.push([subset, parseRanges(ranges)])
    }
    manifest[family] = subsets
  }
  await writeFile(join(out, 'manifest.json'), JSON.stringify(manifest))
}
