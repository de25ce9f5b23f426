import type { Context } from 'hono'
import APP from '../../src/app/i18n/all'
import shellEn from '../../src/components/shell/i18n/en'
import shellJa from '../../src/components/shell/i18n/ja'
import shellKo from '../../src/components/shell/i18n/ko'
import shellZhHans from '../../src/components/shell/i18n/zh-hans'
import shellZhHant from '../../src/components/shell/i18n/zh-hant'
import { pathTo } from '../../src/shared/links'
import type { Lang } from '../../src/shared/sites'
import type { AppEnv } from '../lib/env'
import { escapeHtml } from './escape'

// The page a browser gets when a page request fails on the server (worker/lib/errors.ts): in the
// site's language, self-contained (the failure may be the one that loads the app's shell), with
// the 「エラーID」 a resident can quote, which is the id in the log line and the X-Request-Id header.

const ERROR_ID: Record<Lang, (id: string) => string> = {
  ja: shellJa.errorId,
  en: shellEn.errorId,
  ko: shellKo.errorId,
  'zh-hans': shellZhHans.errorId,
  'zh-hant': shellZhHant.errorId,
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;
color:#1f2933;background:#f7f7f5;line-height:1.7}main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.375rem;line-height:1.4;margin:0 0 1rem}p{margin:0 0 1rem;overflow-wrap:anywhere}
.error-id{font-family:ui-monospace,"SFMono-Regular",Menlo,monospace;font-size:1rem;background:#fff;
border:1px solid #d5d9de;border-radius:8px;padding:.75rem 1rem;user-select:all;word-break:break-all}
a{display:inline-block;margin-top:.5rem;padding:.625rem 1.25rem;border-radius:999px;background:#0b6e4f;
color:#fff;text-decoration:none;font-weight:600}`

export function errorPage(c: Context, requestId: string, status: number): Response {
  const site = (c as Context<AppEnv>).get('site')
  const lang: Lang = site?.lang ?? 'ja'
  const t = APP[lang].routeError
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head><body><main role="alert">
<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>
<p class="error-id" data-request-id="${escapeHtml(requestId)}">${escapeHtml(ERROR_ID[lang](requestId))}</p>
<p>${escapeHtml(t.quote)}</p><a href="${pathTo('/app')}">${escapeHtml(t.home)}</a></main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
    },
  })
}
