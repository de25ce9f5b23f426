import { get } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AlertState } from '../../src/shared/api/alerts'
import { openBrowser, siteUrl } from './browser'
import { queryLocalD1Surely } from './d1'

// A drill end to end, as `npm run drill` runs one: the JMA feed stand-in publishes the next
// 大雨 telegram in JMA's format (scripts/lib/jma-stand-in.mjs), one run of the Worker's Cron
// Trigger reads it (wrangler's /cdn-cgi/handler/scheduled), and the pages show it: a 注意報 (level
// 2) is no banner, a 警報 is one on the Japanese and English sites, the 解除 removes it.

const feedUrl = () => inject('e2eJmaFeedUrl')

/** GET from the Worker as a visitor of that site (Node's fetch would drop the Host header). */
function fromWorker(path: string, prefix: '' | 'en' = ''): Promise<string> {
  const url = new URL(`${siteUrl(prefix)}${path}`)
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: url.port, path, headers: { host: url.host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve(body))
    }).on('error', reject)
  })
}

/** The stand-in publishes the step's telegram; one poll of the Worker reads it. */
async function drill(step: 'advisory' | 'warning' | 'danger' | 'lift') {
  const published = await fetch(`${feedUrl()}/__drill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step }),
  })
  expect(published.status).toBeLessThan(300)
  await fromWorker(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`)
}

const inForce = async () => (JSON.parse(await fromWorker('/api/alerts')) as AlertState).alerts

beforeAll(async () => {
  await queryLocalD1Surely('DELETE FROM alerts')
})
afterAll(async () => {
  // Later files expect no warning in force.
  await queryLocalD1Surely('DELETE FROM alerts')
})

describe('a drill from the JMA feed stand-in', () => {
  it('shows a warning within one poll on the Japanese and English sites, and the lift removes it', async () => {
    await drill('advisory')
    expect((await inForce()).map((alert) => [alert.kind, alert.level])).toEqual([['heavy_rain', 2]])
    // An advisory is for the advisories topic and the warnings page, not a banner.
    expect(await fromWorker('/app/timeline')).not.toContain('class="alert-banner')

    await drill('warning')
    const [warning] = await inForce()
    expect(warning).toMatchObject({ kind: 'heavy_rain', level: 3, status: 'upgraded' })
    const ja = await fromWorker('/app/timeline')
    expect(ja).toContain('警戒レベル3')
    expect(ja).toContain('危険な場所から高齢者等は避難')
    const en = await fromWorker('/app/timeline', 'en')
    expect(en).toContain('Alert Level 3')
    expect(en).toContain('Elderly people, etc. evacuate from dangerous places')

    // The app draws it too, in the site's language, and it leads to the hazard map's layer.
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } })
    try {
      const page = await browser.context.newPage()
      await page.goto(`${siteUrl('en')}/app/timeline`)
      await page.waitForFunction(() => !document.getElementById('first-screen'))
      const banner = page.locator('#content .alert-banner')
      expect(await banner.textContent()).toContain('Alert Level 3')
      expect(
        await banner.getByRole('link', { name: 'Shelters and map' }).getAttribute('href'),
      ).toBe(`/app/hazardmap?alert=${encodeURIComponent(warning?.id ?? '')}&layer=inland_flood`)
    } finally {
      await browser.close()
    }

    await drill('lift')
    expect(await inForce()).toEqual([])
    expect(await fromWorker('/app/timeline')).not.toContain('class="alert-banner')
    expect(await fromWorker('/app/timeline', 'en')).not.toContain('class="alert-banner')
  })
})
