import type { Context } from 'hono'
import { type InternationalLang, LANGS, SITE_LANGUAGES } from '../../src/shared/sites'
import type { AppEnv } from '../lib/env'

/**
 * The language a request wants user content in: the NLLB code in X-Translate-Lang, or
 * else `target_scope=international:<lang>`. Anything unknown means "no translation", not an error.
 */
export function requestedLang(c: Context<AppEnv>): InternationalLang | null {
  const header = c.req.header('x-translate-lang')?.trim()
  if (header) {
    const lang = LANGS.find((code) => SITE_LANGUAGES[code].translateLang === header)
    return lang && lang !== 'ja' ? lang : null
  }
  const scope = c.req.query('target_scope')
  const fromScope = scope?.startsWith('international:') ? scope.slice('international:'.length) : ''
  const lang = LANGS.find((code) => code === fromScope)
  return lang && lang !== 'ja' ? lang : null
}
