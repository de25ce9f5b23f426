import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/stack.mjs'

// The language bundles: each contains its own catalog only, the international ones none of the
// account pages, and the first /app route stays within its JS budget.

const LANGS = ['ja', 'en', 'ko', 'zh-hans', 'zh-hant'] as const
type Lang = (typeof LANGS)[number]
const AUTH_PAGES = [
  'LoginPage',
  'ForgotPasswordPage',
  'ResetPasswordPage',
  'RegisterPage',
  'VerifyEmailPage',
  'TestEmailVerificationPage',
  'AuthCallbackPage',
]
// Routes only the account pages have (login and register are linked cross-site from the
// international builds, so they are not listed).
const AUTH_ONLY_ROUTES = [
  '/app/forgot-password',
  '/app/reset-password',
  '/app/verify-email',
  '/app/test-email-verification',
  '/app/auth/callback',
]
// 97 KB: the bench's budget (ja, the largest build, was 98.7 KB with the relative times in the
// catalogues and 96.5 KB once the pages' icons and the shared pieces' catalogue left the entry;
// ofetch, the stack's API client, is 2.2 KB of it).
// Anything new that the first screen does not draw loads lazily, never from the entry's imports.
const FIRST_ROUTE_BUDGET_GZIP = 97 * 1024

async function entryOf(htmlFile: string): Promise<string> {
  const html = await readFile(htmlFile, 'utf8')
  // The inline starter imports the entry after the first paint (vite.config.ts).
  const entry = html.match(/<script type="module">[^<]*import\("\/(assets\/[^"]+\.js)"\)/)?.[1]
  if (!entry) throw new Error(`no entry script in ${htmlFile}`)
  return entry
}

/** Chunks a file refers to: `deep` follows dynamic import() too, otherwise static imports only. */
function chunksReferencedBy(source: string, deep: boolean): string[] {
  const pattern = deep
    ? /["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g
    : /import\s*(?:[\w{},*\s$]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g
  return [...source.matchAll(pattern)].map((match) => `assets/${match[1]}`)
}

async function chunkGraph(dir: string, entry: string, deep: boolean) {
  const seen = new Map<string, string>()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    const source = await readFile(join(dir, file), 'utf8')
    seen.set(file, source)
    queue.push(...chunksReferencedBy(source, deep))
  }
  return seen
}

/** Everything a language build served by the e2e Worker can ever load. */
async function servedChunks(lang: Lang) {
  const client = join(root, 'dist/client')
  return chunkGraph(client, await entryOf(join(client, '_shell', `${lang}.html`)), true)
}

/** A production client build of one language in a temporary directory. */
async function productionBuild(lang: Lang): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), `jimoto-bundle-${lang}-`))
  const saved = { ...process.env }
  // The test runner sets NODE_ENV=test; a production build must say so, or React ships its
  // development build.
  Object.assign(process.env, { NODE_ENV: 'production', JIMOTO_LANG: lang, JIMOTO_CLIENT_ONLY: '1' })
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    for (const key of ['NODE_ENV', 'JIMOTO_LANG', 'JIMOTO_CLIENT_ONLY']) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
  }
  return outDir
}

describe('language bundles', () => {
  it('ship the account pages in the Japanese build only', async () => {
    const ja = [...(await servedChunks('ja')).keys()].join('\n')
    for (const page of AUTH_PAGES) expect(ja).toContain(`assets/${page}-`)
    for (const lang of LANGS.slice(1)) {
      const chunks = await servedChunks(lang)
      for (const page of AUTH_PAGES) {
        expect(
          [...chunks.keys()].filter((name) => name.includes(page)),
          `${lang}: ${page}`,
        ).toEqual([])
      }
      const code = [...chunks.values()].join('\n')
      for (const route of AUTH_ONLY_ROUTES) expect(code, `${lang}: ${route}`).not.toContain(route)
    }
  })

  it('carry only their own language', async () => {
    const probes: Record<Lang, string> = {
      ja: 'jimoto｜地元のイベント・投稿・クーポン',
      en: 'jimoto | Local events, posts and coupons',
      ko: 'jimoto | 지역 이벤트·게시물·쿠폰',
      'zh-hans': 'jimoto｜本地活动・帖子・优惠券',
      'zh-hant': 'jimoto｜在地活動・貼文・優惠券',
    }
    for (const lang of LANGS) {
      const code = [...(await servedChunks(lang)).values()].join('\n')
      for (const other of LANGS) {
        if (other === lang) expect(code, `${lang} has its own text`).toContain(probes[other])
        else expect(code, `${lang} must not contain ${other}`).not.toContain(probes[other])
      }
    }
  })

  it.each(LANGS)(
    'load at most 97 KB of gzipped JS for the first /app route (%s, production build)',
    async (lang) => {
      const dir = await productionBuild(lang)
      try {
        const first = await chunkGraph(dir, await entryOf(join(dir, 'index.html')), false)
        const gzipped = [...first.values()].reduce(
          (total, source) => total + gzipSync(source, { level: 9 }).byteLength,
          0,
        )
        console.info(
          `first /app route (${lang}): ${first.size} JS file(s), ${(gzipped / 1024).toFixed(1)} KB gzip`,
        )
        expect(gzipped).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_GZIP)
        // Sanity: this is the production React, not the development one.
        expect([...first.values()].join('')).not.toContain('is deprecated in plain JavaScript')
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
  )
})
