/**
 * Renders the demo illustrations (art-*.mjs) to JPEG files in scripts/demo/images/, and for the
 * ones used as post photos a thumbnail in scripts/demo/images/thumbs/.
 *
 * Run once by hand (`npx node scripts/demo/make-images.mjs [name…]`); the JPEGs are committed and
 * `npm start` only uploads them, so starting the app never needs a browser. Chromium renders the
 * SVG (with the Noto CJK fonts for the Japanese lettering) and screenshots it at JPEG quality 80.
 * Thumbnails follow the media pipeline (worker/media/pipeline.ts): made from the rendered image,
 * scaled down to fit 480 × 480, JPEG quality 80, so the demo timeline loads what uploads would.
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs'
import { people } from './art-people.mjs'
import { scenes } from './art-scenes.mjs'
import { shops } from './art-shops.mjs'
import { postPhotoNames, thumbSize } from './data.mjs'

const here = new URL('.', import.meta.url).pathname
const outDir = join(here, 'images')
const thumbDir = join(outDir, 'thumbs')

/** Every picture: name -> { w, h, draw() returning an SVG document }. */
export const pictures = { ...scenes, ...shops, ...people }

/** Writes `jpeg` to `file` and logs its size; returns the byte count. */
async function save(file, label, jpeg) {
  await writeFile(file, jpeg)
  const { size } = await stat(file)
  console.log(`${label} ${(size / 1024).toFixed(1)} KB`)
  return size
}

/** Downscales the rendered JPEG in the page (Chromium's image scaler) and screenshots it. */
async function thumbnail(page, jpeg, width, height) {
  const [w, h] = thumbSize(width, height)
  await page.setViewportSize({ width: w, height: h })
  await page.setContent(`<!doctype html>
    <style>html,body{margin:0;overflow:hidden}img{display:block}</style>
    <img width="${w}" height="${h}" src="data:image/jpeg;base64,${jpeg.toString('base64')}">`)
  await page.evaluate(() => document.images[0].decode())
  return { jpeg: await page.screenshot({ type: 'jpeg', quality: 80 }), w, h }
}

async function main(only) {
  await mkdir(thumbDir, { recursive: true })
  const profile = await mkdtemp(join(tmpdir(), 'jimoto-art-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
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
      const jpeg = await page.screenshot({ type: 'jpeg', quality: 80 })
      total += await save(join(outDir, `${name}.jpg`), `${name}.jpg ${pic.w}x${pic.h}`, jpeg)
      if (!postPhotoNames.includes(name)) continue
      const thumb = await thumbnail(page, jpeg, pic.w, pic.h)
      const label = `thumbs/${name}.jpg ${thumb.w}x${thumb.h}`
      total += await save(join(thumbDir, `${name}.jpg`), label, thumb.jpeg)
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
