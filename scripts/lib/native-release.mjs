// What the native build adds around Vite's output: the refusal of a release that would ship
// Google's AdMob test ids, and the page's Content-Security-Policy as a meta tag (the app's pages
// come from the app itself, so no edge sends the header), built by the same function and from the
// same table of outside services as the web's (worker/pages/csp.ts, src/shared/outside-services.ts).
import { readFile, writeFile } from 'node:fs/promises'
import { outsideCspSources } from '../../src/shared/outside-services.ts'
import { contentSecurityPolicies, scriptHash } from '../../worker/pages/csp.ts'

/** Google's publisher id of its published AdMob test apps and ad units (never pays out). */
export const ADMOB_TEST_PUBLISHER = 'ca-app-pub-3940256099942544'

/**
 * Why `config` must not be released (empty when it may): ads in test mode or on Google's test ids,
 * an API host without https.
 */
export function releaseProblems(config) {
  const problems = []
  const ads = config.ads
  if (ads?.enabled) {
    if (ads.testing !== false) problems.push('native.config.json: ads.testing must be false')
    for (const [field, ids] of [
      ['appId', ads.appId],
      ['bannerUnitId', ads.bannerUnitId],
    ]) {
      for (const platform of ['android', 'ios']) {
        const id = ids?.[platform] ?? ''
        if (!id || id.startsWith(ADMOB_TEST_PUBLISHER)) {
          problems.push(
            `native.config.json: ads.${field}.${platform} is ${id ? "Google's test id" : 'empty'} (${id})`,
          )
        }
      }
    }
  }
  if (!config.site.apiBase.startsWith('https://')) {
    problems.push(`the API host must use https in a release, not ${config.site.apiBase}`)
  }
  return problems
}

/** Throws, naming every problem, when `config` must not be released. */
export function assertReleasable(config) {
  const problems = releaseProblems(config)
  if (problems.length > 0) {
    throw new Error(
      `refusing a release build (use your own AdMob ids, or set ads.enabled to false):\n- ${problems.join('\n- ')}`,
    )
  }
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** The native page's policy: the web's, for the app's own origin and its API host. */
export async function nativeContentSecurityPolicy(config, html) {
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '').filter((s) => s.trim())
  const { page } = contentSecurityPolicies({
    scriptHashes: await Promise.all(inline.map(scriptHash)),
    apiBase: config.site.apiBase,
    authDomain: config.site.firebase.authDomain,
    authEmulatorHost: '',
    tileUrls: [config.site.mapTileUrl, config.site.hazardTileUrl],
    https: false,
    outside: outsideCspSources(),
  })
  // A meta tag cannot say frame-ancestors (browsers ignore it there): the app is never framed.
  return page.replace(/; frame-ancestors [^;]*$/, '')
}

/**
 * Writes the policy into the built index.html right after its charset declaration (which must stay
 * within the first 1024 bytes), before any script.
 */
export async function addNativeContentSecurityPolicy(config, indexPath) {
  const html = await readFile(indexPath, 'utf8')
  const policy = await nativeContentSecurityPolicy(config, html)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`
  const charset = /<meta charset="[^"]*"\s*\/?>/i
  const at = charset.test(html) ? charset : /<head>/i
  await writeFile(
    indexPath,
    html.replace(at, (tag) => `${tag}${meta}`),
  )
  return policy
}
