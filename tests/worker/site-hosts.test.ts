import { describe, expect, it } from 'vitest'
import { LANGS, SITE_LANGUAGES } from '../../src/shared/sites'
import { request } from './helpers'

// Which site a host name is: the main host, or a language code in front of it. A prefix that is
// not a language (even one that names a property every JavaScript object has) is the main site.

const htmlLang = async (host: string) => {
  const res = await request('/app/about', { host })
  expect(res.status, host).toBe(200)
  return (await res.text()).match(/<html[^>]* lang="([^"]+)"/)?.[1]
}

describe('site by host name', () => {
  it('serves every language of the list on its own sub-domain', async () => {
    for (const lang of LANGS) {
      const host = lang === 'ja' ? 'localhost:8787' : `${lang}.localhost:8787`
      expect(await htmlLang(host), host).toBe(SITE_LANGUAGES[lang].htmlLang)
    }
  })

  it('serves the main site for prefixes that are not languages', async () => {
    for (const prefix of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'fr']) {
      expect(await htmlLang(`${prefix}.localhost:8787`), prefix).toBe('ja')
    }
  })
})
