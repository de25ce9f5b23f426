import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import ja from '../../src/features/alerts/i18n/ja'
import { applyReport } from '../../worker/alerts/apply-report'
import { readAreaCodes } from '../../worker/alerts/config'
import { pollFeeds } from '../../worker/alerts/poller'
import { queuePendingPushes } from '../../worker/alerts/push'
import { bannerAlerts } from '../../worker/alerts/state'
import { parseTelegram, rowFor } from '../../worker/alerts/telegrams'
import vpww60 from '../fixtures/jma/15_16_06_241226_VPWW60.xml?raw'
import vpww56 from '../fixtures/jma/15_17_01_250630_VPWW56.xml?raw'
import vxww1 from '../fixtures/jma/17_04_01_250630_VXWW50.xml?raw'
import quake0702 from '../fixtures/jma/32-35_07_02_100915_VXSE51.xml?raw'
import quake0703 from '../fixtures/jma/32-35_07_03_100915_VXSE51.xml?raw'
import tsunamiAdvisoryAgain from '../fixtures/jma/32-39_11_06_250206_VTSE41.xml?raw'
import tsunamiForecast from '../fixtures/jma/32-39_11_13_250206_VTSE41.xml?raw'
import { alertsOf, channel, reportOutcome } from './alerts-helpers'

// JMA's published sample telegrams (tests/fixtures/jma/README.md) read in the order that shows
// each rule of the state machine, through the poller and the feed stand-in where the order of
// arrival matters, and what residents then see: the warning in force, the banner, the push.

const inForce = async (kind: string, area: string) =>
  (await alertsOf(kind, area)).filter((row) => row.lifted_at === null)

describe('two 震度速報 of one minute (JMA samples 32-35_07_02 and 07_03, VXSE51)', () => {
  it('the later one (Control/DateTime 15 s on, 静岡県伊豆 震度５強 → ６弱) raises the town; replayed, the earlier one is stale', async () => {
    const ch = channel('quake:440')
    const config = ch.config()
    // The poll's clock minutes after the earthquake: an earthquake alert ends 3 hours on.
    const poll = () => pollFeeds(env, config, Date.parse('2009-08-10T20:12:00Z'))
    // Both: ReportDateTime 2009-08-11T05:09+09:00, EventID 20090811050711, Serial empty.
    const first = await ch.publish({
      feed: 'eqvol',
      type: 'VXSE51',
      office: '010000',
      xml: quake0702,
    })
    await poll()
    expect((await inForce('earthquake', '440')).map((r) => r.level)).toEqual([3])
    const second = await ch.publish({
      feed: 'eqvol',
      type: 'VXSE51',
      office: '010000',
      xml: quake0703,
    })
    await poll()
    expect(await reportOutcome(second.link)).toEqual(['applied'])
    expect(await inForce('earthquake', '440')).toMatchObject([{ level: 4, status: 'upgraded' }])
    // The earlier one again (a re-published feed entry): sent 15 s before what the town shows.
    const again = await ch.publish({
      feed: 'eqvol',
      type: 'VXSE51',
      office: '010000',
      xml: quake0702,
    })
    await poll()
    expect(await reportOutcome(again.link)).toEqual(['stale'])
    expect(await reportOutcome(first.link)).toEqual(['applied'])
    expect((await inForce('earthquake', '440')).map((r) => r.level)).toEqual([4])
  })
})

describe('a lift read while nothing is in force (JMA samples 32-39_11_13 then 11_06, VTSE41)', () => {
  it('the 予報 of 03-13 ends the 津波注意報; the 注意報 of 03-11 read after it opens nothing', async () => {
    const ch = channel('tsunami:380')
    const config = ch.config()
    const lift = await ch.publish({
      feed: 'eqvol',
      type: 'VTSE41',
      office: '010000',
      xml: tsunamiForecast,
    })
    await pollFeeds(env, config)
    expect(await reportOutcome(lift.link)).toEqual(['applied'])
    const late = await ch.publish({
      feed: 'eqvol',
      type: 'VTSE41',
      office: '010000',
      xml: tsunamiAdvisoryAgain,
    })
    const summary = await pollFeeds(env, config)
    expect(await reportOutcome(late.link)).toEqual(['stale'])
    expect(await alertsOf('tsunami', '380')).toEqual([])
    expect(summary.pushed).toBe(0)
  })
})

describe('土砂災害警戒情報 VXWW50 beside the R06 土砂 telegram VPWW56', () => {
  it('speaks for a town no VPWW56 has named (JMA sample 17_04_01: 湯河原町 警戒 → レベル４)', async () => {
    const ch = channel('city:1438300')
    const { link } = await ch.publish({
      feed: 'extra',
      type: 'VXWW50',
      office: '140000',
      xml: vxww1,
    })
    await pollFeeds(env, ch.config())
    expect(await reportOutcome(link)).toEqual(['applied'])
    expect(await inForce('sediment', '1438300')).toMatchObject([{ level: 4, status: 'issued' }])
  })

  it('once a VPWW56 has named the town (JMA sample 15_17_01), a later VXWW50 (17_04_01) changes nothing', async () => {
    // JMA publishes no VPWW56 and VXWW50 samples of one prefecture: this town names a
    // municipality of each (松江地方気象台's 3220900, 横浜地方気象台's 小田原市 1420600), so both
    // samples are its own and the rule is seen on unchanged telegrams.
    const ch = channel('city:3220900,city:1420600')
    const r06 = await ch.publish({ feed: 'extra', type: 'VPWW56', office: '320000', xml: vpww56 })
    await pollFeeds(env, ch.config())
    expect(await reportOutcome(r06.link)).toEqual(['applied'])
    const transition = await ch.publish({
      feed: 'extra',
      type: 'VXWW50',
      office: '140000',
      xml: vxww1,
    })
    await pollFeeds(env, ch.config())
    expect(await reportOutcome(transition.link)).toEqual(['superseded'])
    expect(await alertsOf('sediment', '1420600')).toEqual([])
    expect((await inForce('sediment', '3220900')).map((r) => r.level)).toEqual([4])
  })
})

describe('気象警報・注意報（Ｒ０６）（大雪） VPWW60 (JMA sample 15_16_06_241226)', () => {
  it('稚内市’s 大雪警報 (code 06) is in force, on the banner as 大雪警報, and pushed to everyone', async () => {
    const row = rowFor('VPWW60')
    if (!row) throw new Error('VPWW60 is not read')
    const telegram = parseTelegram(vpww60, row, 'VPWW60', readAreaCodes('city:0121400'))
    const found = telegram?.reports[0]
    if (!telegram || !found) throw new Error('the sample names no 稚内市')
    const applied = await applyReport(env.DB, {
      ...found,
      entryId: `vpww60-sample#${found.areaCode}`,
      telegramType: telegram.type,
      eventId: telegram.eventId,
      serial: telegram.serial,
      reportAt: telegram.reportAt,
      sentAt: telegram.sentAt,
      headline: telegram.headline,
      cancel: false,
    })
    expect(applied).toMatchObject({ pushLevel: 3, alert: { kind: 'snow', level: 3 } })
    const banner = await bannerAlerts(env.DB, false)
    const shown = banner.find((alert) => alert.areaCode === '0121400')
    expect(shown).toMatchObject({ kind: 'snow', level: 3, areaName: '稚内市' })
    expect(ja.title('snow', 3)).toBe('大雪警報')
    await queuePendingPushes(env)
    const pushed = await env.DB.prepare(
      'SELECT topic, title, body FROM push_messages WHERE target_url = ?1',
    )
      .bind(`/app/hazardmap?alert=${applied.alert?.id}`)
      .first<{ topic: string; title: string; body: string }>()
    expect(pushed).toMatchObject({ topic: 'all', title: '【大雪警報】稚内市' })
    // Not the rain advice (高齢者等は避難): snow asks people to stay in.
    expect(pushed?.body).toContain('不要不急の外出を控え')
  })
})
