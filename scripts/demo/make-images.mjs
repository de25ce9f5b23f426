/**
 * Renders the demo illustrations (art-*.mjs) to JPEG files in scripts/demo/images/.
 *
 * Run once by hand (`npx node scripts/demo/make-images.mjs [name…]`); the JPEGs are committed and
 * `npm start` only uploads them, so starting the app never needs a browser. Chromium renders the
 * SVG (with the Noto CJK fonts for the Japanese lettering) and screenshots it at JPEG quality 80.
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { people } from './art-people.mjs'
import { scenes } from './art-scenes.mjs'
import { shops } from './art-shops.mjs'

const here = new URL('.', import.meta.url).pathname
const outDir = join(here, 'images')

/** Every picture: name -> { w, h, draw() returning an SVG document }. */
export const pictures = { ...scenes, ...shops, ...people }

async function main(only) {
  await mkdir(outDir, { recursive: true })
  const profile = await mkdtemp(join(tmpdir(), 'jimoto-art-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const page = await context.newPage()
    let total = 0
    for (const [name, pic] of Object.entries(pictures)) {
      if (only.length && !only.includes(name)) continue
      await page.setViewportSize({ width: pic.w, height: pic.h })
      const html = `<!doctype html><meta charset="utf-8">
        <style>html,body{margin:0;background:#000;overflow:hidden}svg{display:block}</style>
        ${pic.draw()}`
      await page.setContent(html)
      // Wait for the CJK web fonts to be laid out before the screenshot.
      await page.evaluate(() => document.fonts.ready)
      const file = join(outDir, `${name}.jpg`)
      const jpeg = await page.screenshot({ type: 'jpeg', quality: 80 })
      await writeFile(file, jpeg)
      const { size } = await stat(file)
      total += size
      console.log(`${name}.jpg ${pic.w}x${pic.h} ${(size / 1024).toFixed(1)} KB`)
    }
    console.log(`total ${(total / 1024).toFixed(1)} KB`)
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main(process.argv.slice(2))
}
