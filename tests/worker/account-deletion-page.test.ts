import { describe, expect, it } from 'vitest'
import ACCOUNT_DATA from '../../src/features/account-data/i18n/all'
import { LANGS } from '../../src/shared/sites'
import { request } from './helpers'

// /app/account-deletion, the page the app stores link to, as the edge answers it on each of the
// five sites: the whole explanation in the site's language in the HTML itself, so it reads
// without JavaScript and without signing in.

const hostOf = (lang: string) => (lang === 'ja' ? 'localhost' : `${lang}.localhost`)

describe('the account deletion page', () => {
  for (const lang of LANGS) {
    it(`is written whole in the HTML on the ${lang} site`, async () => {
      const res = await request('/app/account-deletion', { host: `${hostOf(lang)}:8787` })
      expect(res.status).toBe(200)
      const html = await res.text()
      const t = ACCOUNT_DATA[lang].info
      for (const text of [t.title, t.deletedTitle, t.keptTitle, t.timingTitle, t.contactTitle]) {
        expect(html).toContain(`>${text}<`)
      }
      expect(html).toContain(`<title>${t.title}`)
      // Every step and every line of what is deleted and kept (escaped as the edge writes it).
      for (const line of [...t.steps, ...t.deleted, ...t.kept]) {
        const escaped = line
          .replaceAll('&', '&amp;')
          .replaceAll('"', '&quot;')
          .replaceAll("'", '&#39;')
        expect(html).toContain(escaped.replaceAll('<', '&lt;').replaceAll('>', '&gt;'))
      }
    })
  }
})
