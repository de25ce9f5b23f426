// Builds the Worker and the SPA once per language into dist/:
//   dist/jimoto/            the Worker and the wrangler config that `wrangler dev` picks up
//   dist/client/            static files shared by every language (hashed assets never collide)
//   dist/client/_shell/<lang>.html   each language's page template, filled in by the edge
// Run with Node >= 22 (npm scripts put node_modules/.bin/node first).
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build, createBuilder } from 'vite'
// The one list of languages (Node strips the types of the .ts module).
import { LANGS } from '../src/shared/sites.ts'
import { writeCardFonts } from './lib/card-fonts.mjs'
import { writePageChunks } from './lib/page-chunks.mjs'

const root = new URL('..', import.meta.url).pathname
const STAMP_FILE = join(root, 'dist/.build-stamp')
const BUILD_INPUTS = [
  'src',
  'worker',
  'public',
  'index.html',
  'vite.config.ts',
  'wrangler.toml',
  'package-lock.json',
]

/** Newest modification time below the build inputs: dist/ is current if it was built after it. */
async function inputsStamp() {
  let newest = 0
  async function walk(path) {
    const info = await stat(path).catch(() => null)
    if (!info) return
    newest = Math.max(newest, info.mtimeMs)
    if (info.isDirectory()) for (const entry of await readdir(path)) await walk(join(path, entry))
  }
  for (const input of BUILD_INPUTS) await walk(join(root, input))
  return String(Math.floor(newest))
}

/** True when dist/ holds a complete build of the current sources. */
export async function buildIsCurrent() {
  if (!existsSync(join(root, 'dist/jimoto/wrangler.json'))) return false
  const previous = await readFile(STAMP_FILE, 'utf8').catch(() => '')
  return previous === (await inputsStamp())
}

export async function buildAll({ quiet = false } = {}) {
  const logLevel = quiet ? 'warn' : 'info'
  const stamp = await inputsStamp()
  // Always a production bundle, even when called from inside vitest (which sets NODE_ENV=test
  // and would otherwise ship development React).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  process.env.JIMOTO_CLIENT_ONLY = ''
  process.env.JIMOTO_LANG = 'ja'
  // buildApp builds every environment of the Cloudflare plugin: the client and the Worker.
  const builder = await createBuilder({ root, logLevel, configFile: join(root, 'vite.config.ts') })
  await builder.buildApp()
  const client = join(root, 'dist/client')
  await mkdir(join(client, '_shell'), { recursive: true })
  await cp(join(client, 'index.html'), join(client, '_shell/ja.html'))
  await writePageChunks(client, join(client, '_shell'), 'ja')
  await writeCardFonts(root, client)
  // The Worker environment inherits `build.manifest`; nothing reads its manifest.
  await rm(join(root, 'dist/jimoto/.vite'), { recursive: true, force: true })

  for (const lang of LANGS.slice(1)) {
    process.env.JIMOTO_CLIENT_ONLY = '1'
    process.env.JIMOTO_LANG = lang
    await build({ root, logLevel, configFile: join(root, 'vite.config.ts') })
    const out = join(root, 'dist/lang', lang)
    await cp(join(out, 'assets'), join(client, 'assets'), { recursive: true, force: false })
    await rename(join(out, 'index.html'), join(client, '_shell', `${lang}.html`))
    await writePageChunks(out, join(client, '_shell'), lang)
  }
  await rm(join(root, 'dist/lang'), { recursive: true, force: true })
  delete process.env.JIMOTO_CLIENT_ONLY
  delete process.env.JIMOTO_LANG
  if (nodeEnv === undefined) delete process.env.NODE_ENV
  else process.env.NODE_ENV = nodeEnv
  const shells = await readdir(join(client, '_shell'))
  if (shells.length !== LANGS.length * 2) {
    throw new Error(
      `expected a page template and a chunk list for each of ${LANGS.length} languages`,
    )
  }
  await writeFile(STAMP_FILE, stamp)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll({ quiet: process.argv.includes('--quiet') })
}
