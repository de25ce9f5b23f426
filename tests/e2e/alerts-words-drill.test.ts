import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AlertState } from '../../src/shared/api/alerts'
import { fromWorker, gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1Surely } from './d1'

// Tsunami and earthquake drills end to end: the JMA feed stand-in publishes a 津波注意報 for the
// demo town's 津波予報区 (静岡県) and a 震度６弱 for its 地震情報 area (静岡県伊豆), in the format
// of JMA's samples 32-39_11_09 VTSE41 and 32-35_07_03 VXSE51 (scripts/lib/jma-sea-telegrams.mjs);
// one run of the Worker's Cron Trigger reads each. The Japanese and English sites show them under
// their own names with JMA's actions, never as a 警戒レベル.

const feedUrl = () => inject('e2eJmaFeedUrl')

async function drill(step: 'tsunami' | 'tsunami_lift' | 'quake') {
  const published = await fetch(`${feedUrl()}/__drill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step }),
  })
  expect(published.status).toBeLessThan(300)
  await fromWorker(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`)
}

const inForce = async () => (JSON.parse(await fromWorker('/api/alerts')) as AlertState).alerts

const CLEAR_ALERTS = 'DELETE FROM alert_reports; DELETE FROM alert_actions; DELETE FROM alerts'

beforeAll(async () => {
  await queryLocalD1Surely(CLEAR_ALERTS)
})
afterAll(async () => {
  await queryLocalD1Surely(CLEAR_ALERTS)
})

/** The app's own banner (after the first screen handed over) on `site`, as its text. */
async function appBanner(site: '' | 'en'): Promise<string> {
  const browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  try {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl(site)}/app/timeline`)
    const banner = page.locator('#content .alert-banner')
    await banner.waitFor()
    return (await banner.textContent()) ?? ''
  } finally {
    await browser.close()
  }
}

describe('tsunami and earthquake drills', () => {
  it('a 津波注意報 shows as 津波注意報 with JMA’s action on the ja and en sites, and its lift clears it', async () => {
    await drill('tsunami')
    expect((await inForce()).map((a) => a.kind)).toEqual(['tsunami'])
    const ja = await fromWorker('/app/timeline')
    expect(ja).toContain('alert-banner--tsunami-advisory')
    expect(ja).toContain('津波注意報')
    expect(ja).toContain('海の中にいる人はただちに海から上がって、海岸から離れてください')
    expect(ja).not.toContain('警戒レベル')
    const en = await fromWorker('/app/timeline', 'en')
    expect(en).toContain('Tsunami Advisory')
    expect(en).not.toContain('Alert Level')

    const app = await appBanner('en')
    expect(app).toContain('Tsunami Advisory')
    expect(app).toContain('If you are in the sea, get out of the water now')
    expect(app).not.toContain('Alert Level')

    await drill('tsunami_lift')
    expect(await inForce()).toEqual([])
    expect(await fromWorker('/app/timeline')).not.toContain('class="alert-banner')
  })

  it('a 震度６弱 shows its 震度 with the shaking and aftershock advice on the ja and en sites', async () => {
    await drill('quake')
    expect((await inForce()).map((a) => [a.kind, a.areaCode])).toEqual([['earthquake', '440']])
    const ja = await fromWorker('/app/timeline')
    expect(ja).toContain('alert-banner--quake')
    expect(ja).toContain('震度6弱')
    expect(ja).toContain('余震にも注意してください')
    expect(ja).not.toContain('警戒レベル')
    const en = await fromWorker('/app/timeline', 'en')
    expect(en).toContain('Seismic intensity 6 Lower')
    expect(en).not.toContain('Alert Level')

    const app = await appBanner('')
    expect(app).toContain('震度6弱')
    expect(app).toContain('強い揺れに注意し、身の安全を確保してください')
    expect(app).not.toContain('警戒レベル')
  })
})
