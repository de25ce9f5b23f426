// Builds the Worker and the SPA once per language (DESIGN.md §2) into dist/:
//   dist/jimoto/            the Worker and the wrangler config that `wrangler dev` picks up
//   dist/client/            static files shared by every language (hashed assets never collide)
//   dist/client/_shell/<lang>.html   each language's page template, filled in by the edge
// Run with Node >= 22 (npm scripts put node_modules/.bin/node first).
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { build, createBuilder } from 'vite'

const LANGS = ['ja', 'en', 'ko', 'zh-hans', 'zh-hant']
const root = new URL('..', import.meta.url).pathname

export async function buildAll({ quiet = false } = {}) {
  const logLevel = quiet ? 'warn' : 'info'
  process.env.JIMOTO_CLIENT_ONLY = ''
  process.env.JIMOTO_LANG = 'ja'
  // buildApp builds every environment of the Cloudflare plugin: the client and the Worker.
  const builder = await createBuilder({ root, logLevel, configFile: join(root, 'vite.config.ts') })
  await builder.buildApp()
  const client = join(root, 'dist/client')
  await mkdir(join(client, '_shell'), { recursive: true })
  await cp(join(client, 'index.html'), join(client, '_shell/ja.html'))

  for (const lang of LANGS.slice(1)) {
    process.env.JIMOTO_CLIENT_ONLY = '1'
    process.env.JIMOTO_LANG = lang
    await build({ root, logLevel, configFile: join(root, 'vite.config.ts') })
    const out = join(root, 'dist/lang', lang)
    await cp(join(out, 'assets'), join(client, 'assets'), { recursive: true, force: false })
    await rename(join(out, 'index.html'), join(client, '_shell', `${lang}.html`))
  }
  await rm(join(root, 'dist/lang'), { recursive: true, force: true })
  delete process.env.JIMOTO_CLIENT_ONLY
  delete process.env.JIMOTO_LANG
  const shells = await readdir(join(client, '_shell'))
  if (shells.length !== LANGS.length) throw new Error(`expected ${LANGS.length} page templates`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll({ quiet: process.argv.includes('--quiet') })
}
