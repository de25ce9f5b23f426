import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import areas from '../../data/jma/areas.json'
import { heavyRainTelegram } from '../../scripts/lib/jma-telegrams.mjs'
import { officeOfMunicipality } from '../../worker/alerts/areas'
import { officeCodes, readAreaCodes } from '../../worker/alerts/config'
import { pollFeeds } from '../../worker/alerts/poller'
import soyaRain from '../fixtures/jma/15_16_03_241226_VPWW55.xml?raw'
import vxse51 from '../fixtures/jma/32-35_01_01_100806_VXSE51.xml?raw'
import { alertsOf, channel, reportOutcome } from './alerts-helpers'

// The town's weather office comes from JMA's own tables (data/jma/areas.json, generated from JMA's
// code table AreaInformationCity and https://www.jma.go.jp/bosai/common/const/area.json): a
// municipality's class15 → class10 chain ends at the office whose telegrams name it
// (…_VPWW55_<office>.xml). The first two digits of the municipality code plus 0000 are wrong for
// Hokkaido, Okinawa and Kagoshima.

type Entry = [string, string, string]
const municipalities = areas.municipalities as unknown as Record<
  string,
  [string, string, string, number]
>
const class15s = areas.class15s as unknown as Record<string, Entry>
const class10s = areas.class10s as unknown as Record<string, Entry>
const offices = areas.offices as unknown as Record<string, [string, string, string, string]>
const centers = areas.centers as unknown as Record<string, [string, string, string]>

/** The office JMA's table chains a municipality to, read straight from the table. */
function chainedOffice(code: string): string | undefined {
  const class15 = class15s[municipalities[code]?.[2] ?? '']
  return class10s[class15?.[2] ?? '']?.[2]
}

describe("JMA's area table", () => {
  it('gives every municipality an office that issues warnings, the one its chain names', () => {
    // Every 市町村等 that weather warnings name (JMA's table also lists wards and whole cities
    // warned in parts, which name no office of their own).
    const codes = Object.keys(municipalities).filter((code) => municipalities[code]?.[3] === 1)
    expect(codes.length).toBeGreaterThan(1800)
    const wrong = codes.filter((code) => {
      const office = officeOfMunicipality(code)
      // An office of the table, under one of the regional centers (010000 全国 is neither; a
      // center's own code is no office unless the table lists it as one: 011000 is both the
      // 九州南部・奄美 center and 宗谷地方's office, so the parent center is what tells them apart).
      return (
        office === null ||
        office === '010000' ||
        offices[office] === undefined ||
        centers[offices[office][3]] === undefined ||
        office !== chainedOffice(code) ||
        officeCodes(readAreaCodes(`city:${code}`)).join() !== office
      )
    })
    expect(wrong).toEqual([])
  })

  it.each([
    ['0110000', '札幌市', '016000'],
    ['0120200', '函館市', '017000'],
    ['0121400', '稚内市', '011000'],
    ['0120700', '帯広市', '014030'],
    ['4720100', '那覇市', '471000'],
    ['4620100', '鹿児島市', '460100'],
    ['4622200', '奄美市', '460040'],
    ['2220500', '熱海市', '220000'],
  ])('%s %s reads the telegrams of office %s', (code, name, office) => {
    expect(municipalities[code]?.[0]).toBe(name)
    expect(officeCodes(readAreaCodes(`city:${code}`))).toEqual([office])
  })

  it('a municipality JMA warns in parts stands for its parts (北見市, 横浜市, 神戸市)', () => {
    const kitami = readAreaCodes('city:0120800')
    expect(kitami.city).toEqual(['0120801', '0120802'])
    expect(officeCodes(kitami)).toEqual(['013000'])
    expect(readAreaCodes('city:1410000').city).toEqual(['1410011', '1410012'])
    expect(readAreaCodes('city:2810000').city).toHaveLength(9)
    expect(officeCodes(readAreaCodes('city:2810000'))).toEqual(['280000'])
  })

  it('the 震度 codes follow from the municipality unless the town names them', () => {
    expect(readAreaCodes('city:2220500,tsunami:380')).toMatchObject({
      city: ['2220500'],
      quake: ['440', '2220500'],
      tsunami: ['380'],
    })
    // 札幌市: JMA reports its 震度 by ward, all in 石狩地方中部.
    expect(readAreaCodes('city:0110000').quake).toEqual([
      '101',
      ...Array.from({ length: 10 }, (_, i) => `01${101 + i}00`),
    ])
    // The current format, with the codes given, is read as written.
    expect(readAreaCodes('city:2220500,quake:441').quake).toEqual(['441'])
  })

  it('a code the table does not know reads no office; an office the town names is read', () => {
    expect(officeCodes(readAreaCodes('city:2229999'))).toEqual([])
    expect(officeCodes(readAreaCodes('city:2229999,office:220000'))).toEqual(['220000'])
  })
})

describe('the poller reads the office of the town’s municipality', () => {
  it('那覇市: a VPWW55 from 沖縄気象台 (…_VPWW55_471000.xml) is fetched and applied', async () => {
    const ch = channel('city:4720100')
    const now = Date.now()
    // The stand-in's own drill telegram (scripts/lib/jma-telegrams.mjs, JMA's VPWW55 format),
    // for 那覇市 as 沖縄本島地方's office issues it.
    const xml = heavyRainTelegram({
      step: 'danger',
      previous: null,
      reportMs: Math.floor(now / 60_000) * 60_000,
      sentMs: now,
      pref: { code: '471000', name: '沖縄本島地方', office: '沖縄気象台' },
      city: { code: '4720100', name: '那覇市' },
    })
    const { link } = await ch.publish({ feed: 'extra', type: 'VPWW55', office: '471000', xml })
    expect(link).toMatch(/_VPWW55_471000\.xml$/)
    const summary = await pollFeeds(env, ch.config())
    expect(summary.applied).toBe(1)
    const inForce = (await alertsOf('heavy_rain', '4720100')).filter((r) => !r.lifted_at)
    expect(inForce).toMatchObject([{ level: 4, status: 'issued' }])
  })

  it('稚内市: JMA’s 宗谷地方 sample (15_16_03_241226_VPWW55, office 011000) raises its レベル４', async () => {
    const ch = channel('city:0121400')
    await ch.publish({ feed: 'extra', type: 'VPWW55', office: '011000', xml: soyaRain })
    await pollFeeds(env, ch.config())
    const fetched = (await ch.log()).filter((e) => e.path.includes('/data/'))
    expect(fetched.map((e) => e.path)).toEqual([expect.stringMatching(/_VPWW55_011000\.xml$/)])
    const inForce = (await alertsOf('heavy_rain', '0121400')).filter((r) => !r.lifted_at)
    expect(inForce).toMatchObject([{ level: 4 }])
  })

  it('熱海市 configured by its municipality alone: JMA’s 震度速報 sample for 静岡県伊豆 is the town’s', async () => {
    const ch = channel('city:2220500,tsunami:380')
    const { link } = await ch.publish({
      feed: 'eqvol',
      type: 'VXSE51',
      office: '010000',
      xml: vxse51,
    })
    await pollFeeds(env, ch.config())
    expect(await reportOutcome(link)).toEqual(['applied'])
    expect(await alertsOf('earthquake', '440')).toMatchObject([{ level: 3 }])
  })
})
