import type { Context } from 'hono'
import { NATIVE_UA_SUFFIX } from '../../src/shared/sites'
import type { AppEnv } from '../lib/env'
import { siteConfig } from './config'
import { DEFAULT_META } from './copy'
import { escapeHtml, jsonForScript } from './escape'
import { loadTemplate } from './template'

export interface PageMeta {
  title: string
  description: string
}

export function isNativeApp(userAgent: string | undefined): boolean {
  return userAgent?.includes(NATIVE_UA_SUFFIX) ?? false
}

/** The language build's index.html with this site's head written in, as a Response. */
export async function renderPage(
  c: Context<AppEnv>,
  status: 200 | 404,
  meta?: PageMeta,
): Promise<Response> {
  const site = c.get('site')
  const template = await loadTemplate(c.env.ASSETS, site.lang)
  const { title, description } = meta ?? DEFAULT_META[site.lang]
  const config = siteConfig(c.env, site, isNativeApp(c.req.header('user-agent')))
  const head =
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description)}">` +
    `<script>window.__SITE__=${jsonForScript(config)}</script>`
  return new Response(template.before + head + template.after, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Host, User-Agent',
    },
  })
}
