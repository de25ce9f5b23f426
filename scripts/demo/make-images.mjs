/**
 * Renders the demo illustrations (art-*.mjs) to JPEG files in scripts/demo/images/, and for the
 * ones used as post photos a thumbnail in scripts/demo/images/thumbs/ and, when larger, a small
 * copy in scripts/demo/images/small/; an avatar's 128 px copy is <name>.128.jpg beside it.
 *
 * Run once by hand (`npx node scripts/demo/make-images.mjs [--copies-only] [name…]`; with
 * `--copies-only` the committed illustrations are not rendered again, only their copies are
 * made from them); the JPEGs are committed and
 * `npm start` only uploads them, so starting the app never needs a browser. Chromium renders the
 * SVG (with the Noto CJK fonts for the Japanese lettering) and screenshots it at JPEG quality 80.
 * The copies follow the media pipeline (worker/media/pipeline.ts): made from the rendered image,
 * scaled down to fit 480 × 480 (thumbnail) or 800 × 800 (small copy), JPEG quality 80, so the
 * demo loads what uploads would.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs'
import { people } from './art-people.mjs'
import { scenes } from './art-scenes.mjs'
import { shops } from './art-shops.mjs'
import {
  avatarNames,
  hasSmallCopy,
  postPhotoNames,
  SMALL_AVATAR_SIZE,
  SMALL_SIZE,
  scaledSize,
  THUMB_SIZE,
} from './data.mjs'

const here = new URL('.', import.meta.url).pathname
const outDir = join(here, 'images')
const copyDirs = { thumbs: join(outDir, 'thumbs'), small: join(outDir, 'small') }

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
async function scaledCopy(page, jpeg, width, height, side) {
  const [w, h] = scaledSize(width, height, side)
  await page.setViewportSize({ width: w, height: h })
  await page.setContent(`<!doctype html>
    <style>html,body{margin:0;overflow:hidden}img{display:block}</style>
    <img width="${w}" height="${h}" src="data:image/jpeg;base64,${jpeg.toString('base64')}">`)
  await page.evaluate(() => document.images[0].decode())
  return { jpeg: await page.screenshot({ type: 'jpeg', quality: 80 }), w, h }
}

/** The rendered illustration, or with `copiesOnly` the committed one. */
async function illustration(page, name, pic, copiesOnly) {
  const file = join(outDir, `${name}.jpg`)
  if (copiesOnly) return { jpeg: await readFile(file), size: 0 }
  await page.setViewportSize({ width: pic.w, height: pic.h })
  const html = `<!doctype html><meta charset="utf-8">
    <style>html,body{margin:0;background:#000;overflow:hidden}svg{display:block}</style>
    ${pic.draw()}`
  await page.setContent(html)
  // Wait for the CJK web fonts to be laid out before the screenshot.
  await page.evaluate(() => document.fonts.ready)
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 80 })
  return { jpeg, size: await save(file, `${name}.jpg ${pic.w}x${pic.h}`, jpeg) }
}

/** A post photo's thumbnail and, when it is larger, its small copy. */
async function copies(page, name, pic, jpeg) {
  const wanted = [['thumbs', THUMB_SIZE]]
  if (hasSmallCopy(name)) wanted.push(['small', SMALL_SIZE])
  let total = 0
  for (const [dir, side] of wanted) {
    const copy = await scaledCopy(page, jpeg, pic.w, pic.h, side)
    const label = `${dir}/${name}.jpg ${copy.w}x${copy.h}`
    total += await save(join(copyDirs[dir], `${name}.jpg`), label, copy.jpeg)
  }
  return total
}

async function main(args) {
  const copiesOnly = args.includes('--copies-only')
  const only = args.filter((arg) => !arg.startsWith('--'))
  for (const dir of Object.values(copyDirs)) await mkdir(dir, { recursive: true })
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
      const { jpeg, size } = await illustration(page, name, pic, copiesOnly)
      total += size
      if (postPhotoNames.includes(name)) total += await copies(page, name, pic, jpeg)
      if (avatarNames.includes(name)) {
        const copy = await scaledCopy(page, jpeg, pic.w, pic.h, SMALL_AVATAR_SIZE)
        const label = `${name}.${SMALL_AVATAR_SIZE}.jpg ${copy.w}x${copy.h}`
        total += await save(join(outDir, `${name}.${SMALL_AVATAR_SIZE}.jpg`), label, copy.jpeg)
      }
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
