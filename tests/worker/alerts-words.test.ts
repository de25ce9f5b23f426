import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { AlertState } from '../../src/shared/api/alerts'
import type { AlertRow } from '../../worker/alerts/alert-store'
import { pollFeeds } from '../../worker/alerts/poller'
import { alertNotification, pushLang } from '../../worker/alerts/push-text'
import quake6Lower from '../fixtures/jma/32-35_07_03_100915_VXSE51.xml?raw'
import tsunamiAdvisory from '../fixtures/jma/32-39_11_09_250206_VTSE41.xml?raw'
import { channel } from './alerts-helpers'
import { request } from './helpers'

// How each kind of warning is worded for residents and visitors, read from JMA's own sample
// telegrams through the feed stand-in and the Worker's poll: a tsunami and an earthquake are not
// part of the five 警戒レベル, so the API's banner (the edge's first screen) and the push name them
// by JMA's own words (津波注意報, 震度6弱) with JMA's actions, never 「警戒レベルN」/"Alert Level".
//   32-39_11_09_250206_VTSE41: 津波警報・注意報・予報, 静岡県 (380) 津波注意報 (code 62)
//   32-35_07_03_100915_VXSE51: 震度速報, 静岡県伊豆 (440) 震度６弱

afterEach(async () => {
  await env.DB.prepare('DELETE FROM alert_reports').run()
  await env.DB.prepare('DELETE FROM alerts').run()
})

/** The page's first screen as the site serves it: its banner's text, or '' without one. */
async function bannerText(host: string): Promise<string> {
  const html = await (await request('/app/timeline', { host })).text()
  const start = html.indexOf('<section id="edge-alert-banner"')
  if (start < 0) return ''
  const end = html.indexOf('</section>', start)
  return html
    .slice(start, end)
    .replace(/ data-alerts="[^"]*"/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}

/** The stand-in publishes the sample; one poll reads it at `now` (an earthquake lasts 3 hours). */
async function publishAndPoll(feed: 'eqvol', type: string, xml: string, now = Date.now()) {
  const ch = channel()
  await ch.publish({ feed, type, xml })
  await pollFeeds(env, ch.config(), now)
}

async function inForce(host = 'localhost:8787', query = ''): Promise<AlertState> {
  return (await (await request(`/api/alerts${query}`, { host })).json()) as AlertState
}

async function rowOf(kind: string): Promise<AlertRow> {
  const row = await env.DB.prepare('SELECT * FROM alerts WHERE kind = ?1')
    .bind(kind)
    .first<AlertRow>()
  if (!row) throw new Error(`no ${kind} alert`)
  return row
}

describe('a 津波注意報 (JMA sample 32-39_11_09, 静岡県, code 62)', () => {
  it('shows as 津波注意報 with JMA’s action, in JMA’s yellow, never as a 警戒レベル', async () => {
    await publishAndPoll('eqvol', 'VTSE41', tsunamiAdvisory)
    const [alert] = (await inForce()).alerts
    expect(alert).toMatchObject({ kind: 'tsunami', areaCode: '380' })

    const ja = await bannerText('localhost:8787')
    expect(ja).toContain('津波注意報')
    expect(ja).toContain('海の中にいる人はただちに海から上がって、海岸から離れてください')
    expect(ja).not.toContain('警戒レベル')
    expect(ja).not.toContain('津波警報')
    expect(ja).not.toContain('高齢者等')
    const html = await (await request('/app/timeline')).text()
    expect(html).toContain('alert-banner--tsunami-advisory')
    expect(html).not.toMatch(/alert-banner--level\d/)

    const en = await bannerText('en.localhost:8787')
    expect(en).toContain('Tsunami Advisory')
    expect(en).toContain(
      'If you are in the sea, get out of the water now and move away from the coast',
    )
    expect(en).not.toContain('Alert Level')
    expect(en).not.toContain('Elderly')
  })

  it('is pushed under its own name with JMA’s action, in each language and in easy Japanese', async () => {
    await publishAndPoll('eqvol', 'VTSE41', tsunamiAdvisory)
    const row = await rowOf('tsunami')
    const ja = alertNotification(row, pushLang('ja-JP'))
    expect(ja.title).toBe('【津波注意報】静岡県')
    expect(ja.body).toBe('海の中にいる人はただちに海から上がって、海岸から離れてください。')
    const en = alertNotification(row, pushLang('en-GB'))
    expect(en.title).toBe('Tsunami Advisory (静岡県)')
    expect(en.title + en.body).not.toContain('Alert Level')
    const easy = alertNotification(row, pushLang('ja-x-easy'))
    expect(easy.title).toBe('【つなみ ちゅういほう】静岡県')
    expect(easy.body).toContain('うみ に いる 人 は すぐ うみ から でて')
  })
})

describe('easy Japanese pushes', () => {
  it('word every level in easy Japanese for a device registered as ja-x-easy', async () => {
    const ch = channel()
    await ch.drill('advisory')
    await ch.drill('warning')
    await ch.drill('danger')
    await pollFeeds(env, ch.config())
    const rain = await rowOf('heavy_rain')
    expect(alertNotification(rain, pushLang('ja-x-easy'))).toMatchObject({
      title: '【レベル4 おおあめ の きけん けいほう】熱海市',
      body: 'あぶない ところ から にげて ください（みんな）。',
    })
    // A device in Japanese still reads the government's wording.
    expect(alertNotification(rain, pushLang('ja')).title).toBe('【警戒レベル4】大雨（熱海市）')
  })
})

describe('a 震度６弱 (JMA sample 32-35_07_03, 静岡県伊豆)', () => {
  it('shows the 震度 with 揺れ and 余震 advice, in a colour that is no 警戒レベル', async () => {
    // Read an hour after the sample's 2009-08-11 05:09 JST report, while the alert is in force.
    await publishAndPoll('eqvol', 'VXSE51', quake6Lower, Date.parse('2009-08-10T21:09:00Z'))
    const [alert] = (await inForce()).alerts
    expect(alert).toMatchObject({ kind: 'earthquake', areaCode: '440' })

    const ja = await bannerText('localhost:8787')
    expect(ja).toContain('震度6弱')
    expect(ja).not.toContain('震度6弱以上')
    expect(ja).toContain('強い揺れに注意し、身の安全を確保してください。余震にも注意してください')
    expect(ja).not.toContain('警戒レベル')
    expect(ja).not.toContain('高齢者等')
    expect(await (await request('/app/timeline')).text()).toContain('alert-banner--quake')

    const en = await bannerText('en.localhost:8787')
    expect(en).toContain('Seismic intensity 6 Lower')
    expect(en).toContain('aftershocks')
    expect(en).not.toContain('Alert Level')

    const row = await rowOf('earthquake')
    expect(alertNotification(row, 'ja').title).toBe('【震度6弱】静岡県伊豆')
    expect(alertNotification(row, 'zh-hant').title).toBe('震度6弱（静岡県伊豆）')
  })
})

describe('the headline and the area on the international sites', () => {
  it('come in the site’s language from the translation provider, the Japanese kept beside', async () => {
    await publishAndPoll('eqvol', 'VTSE41', tsunamiAdvisory)
    const [ja] = (await inForce()).alerts
    expect(ja?.headline).toContain('津波到達予想時刻')
    expect(ja?.translatedHeadline).toBeUndefined()
    // The loopback provider (tests/worker/translate-provider-server.ts) prefixes the NLLB code.
    const [en] = (await inForce('en.localhost:8787', '?target_scope=international:en')).alerts
    expect(en?.headline).toBe(ja?.headline)
    expect(en?.translatedHeadline).toBe(`[eng_Latn] ${ja?.headline}`)
    // JMA's 津波予報区 (静岡県) is no municipality of the town: its name is translated too.
    expect(ja?.translatedAreaName).toBeUndefined()
    expect(en?.areaName).toBe('静岡県')
    expect(en?.translatedAreaName).toBe('[eng_Latn] 静岡県')
  })
})
