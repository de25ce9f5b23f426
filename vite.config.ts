import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { isLang, type Lang, SITE_LANGUAGES } from './src/shared/sites.ts'

// One build per language (DESIGN.md §2). `JIMOTO_LANG` picks it; the default (ja) build also
// builds the Worker through the Cloudflare plugin, the others are client-only (scripts/build.mjs
// runs them and merges their output into dist/client).
const langEnv = process.env.JIMOTO_LANG ?? 'ja'
if (!isLang(langEnv)) throw new Error(`JIMOTO_LANG must be one of ja, en, ko, zh-hans, zh-hant`)
const lang: Lang = langEnv
const clientOnly = process.env.JIMOTO_CLIENT_ONLY === '1'

/**
 * Compiles one language into the bundle: every `…/i18n/current` import resolves to the sibling
 * `…/i18n/<lang>.ts`, and index.html gets that language's `<html lang>`.
 */
function languageBuild(target: Lang): Plugin {
  return {
    name: 'jimoto-language-build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/(^|\/)i18n\/current$/.test(source)) return null
      const swapped = source.replace(/current$/, target)
      return this.resolve(swapped, importer, { ...options, skipSelf: true })
    },
    transformIndexHtml(html) {
      return html.replace('<html lang="ja">', `<html lang="${SITE_LANGUAGES[target].htmlLang}">`)
    },
  }
}

export default defineConfig({
  plugins: [languageBuild(lang), react(), ...(clientOnly ? [] : [cloudflare()])],
  define: {
    __LANG__: JSON.stringify(lang),
    __INTERNATIONAL__: JSON.stringify(lang !== 'ja'),
  },
  publicDir: clientOnly ? false : 'public',
  // The manifest lets scripts/build.mjs list each page's chunks for the edge's preload hints.
  build: clientOnly
    ? { outDir: `dist/lang/${lang}`, emptyOutDir: true, manifest: true }
    : { manifest: true },
  server: {
    port: Number(process.env.PORT ?? 5173),
    // The Worker fetches page templates from ASSETS with this internal host (worker/edge/template.ts);
    // in dev those requests reach Vite, whose DNS-rebinding guard would answer 403.
    allowedHosts: ['assets.local'],
  },
})
