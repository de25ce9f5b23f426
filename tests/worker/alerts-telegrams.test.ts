import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readAreaCodes } from '../../worker/alerts/config'
import { parseFeed } from '../../worker/alerts/feed'
import { floodLevel } from '../../worker/alerts/levels'
import { parseTelegram, rowFor, type Telegram } from '../../worker/alerts/telegrams'
import { parseXml } from '../../worker/alerts/xml'
import vpww57 from '../fixtures/jma/15_16_02_250630_VPWW57.xml?raw'
import vpww58 from '../fixtures/jma/15_16_04_250630_VPWW58.xml?raw'
import vpww60 from '../fixtures/jma/15_16_06_241226_VPWW60.xml?raw'
import vpww55 from '../fixtures/jma/15_17_01_250630_VPWW55.xml?raw'
import vpww56 from '../fixtures/jma/15_17_01_250630_VPWW56.xml?raw'
import floodAdvisory from '../fixtures/jma/16_01_01_220728_VXKOii.xml?raw'
import floodWarning from '../fixtures/jma/16_02_01_220728_VXKOii.xml?raw'
import floodOccurred from '../fixtures/jma/16_04_01_220728_VXKOii.xml?raw'
import floodDangerOn from '../fixtures/jma/16_06_01_220728_VXKOii.xml?raw'
import vxko from '../fixtures/jma/16_07_01_220728_VXKOii.xml?raw'
import vxww1 from '../fixtures/jma/17_04_01_250630_VXWW50.xml?raw'
import vxww2 from '../fixtures/jma/17_04_02_250630_VXWW50.xml?raw'
import vxww3 from '../fixtures/jma/17_04_03_250630_VXWW50.xml?raw'
import vxse51 from '../fixtures/jma/32-35_01_01_100806_VXSE51.xml?raw'
import vxse53 from '../fixtures/jma/32-35_01_03_240613_VXSE53.xml?raw'
import tsunamiAdvisory from '../fixtures/jma/32-39_11_02_250206_VTSE41.xml?raw'
import tsunamiAdvisoryAgain from '../fixtures/jma/32-39_11_06_250206_VTSE41.xml?raw'
import tsunamiForecast from '../fixtures/jma/32-39_11_13_250206_VTSE41.xml?raw'
import majorTsunami from '../fixtures/jma/32-39_12_02_250206_VTSE41.xml?raw'
import tsunamiCancel from '../fixtures/jma/38-39_03_01_210805_VTSE41.xml?raw'

// The telegram table (worker/alerts/telegrams.ts) on JMA's own published sample telegrams
// (気象庁防災情報XML サンプル電文; tests/fixtures/jma/README.md names each file's package). Every
// handled type: issue, continuation, upgrade, lift, cancellation, another area; and the reader
// never throws on malformed or truncated input.

function read(source: string, type: string, codes: string): Telegram | null {
  const row = rowFor(type)
  if (!row) throw new Error(`no row for ${type}`)
  return parseTelegram(source, row, type, readAreaCodes(codes))
}

function levels(telegram: Telegram | null) {
  return telegram?.reports.map(({ kind, level, areaCode }) => ({ kind, level, areaCode }))
}

describe('気象警報・注意報（Ｒ０６） (JMA samples 15_1x_xx_250630_VPWW55–58)', () => {
  it('reads the municipality item of 大雨: a レベル３ continuing, a レベル２, a 解除, a なし', () => {
    const telegram = read(vpww55, 'VPWW55', 'city:3220100,city:3234300,city:3252800,city:3252500')
    expect(telegram?.reportAt).toBe('2024-11-02T02:19:00.000Z')
    expect(telegram?.controlStatus).toBe('通常')
    expect(levels(telegram)).toEqual([
      { kind: 'heavy_rain', level: 3, areaCode: '3220100' }, // 松江市 レベル３大雨警報 継続
      { kind: 'heavy_rain', level: 2, areaCode: '3234300' }, // 奥出雲町 レベル２大雨注意報
      { kind: 'heavy_rain', level: 0, areaCode: '3252500' }, // 海士町 発表警報・注意報はなし
      { kind: 'heavy_rain', level: 0, areaCode: '3252800' }, // 隠岐の島町 注意報 解除
    ])
  })

  it('reads 土砂 (レベル４土砂災害危険警報 code 49), 高潮 (48) and 暴風 (05 / 15)', () => {
    expect(levels(read(vpww56, 'VPWW56', 'city:3220900,city:3220100'))).toEqual([
      { kind: 'sediment', level: 2, areaCode: '3220100' },
      { kind: 'sediment', level: 4, areaCode: '3220900' },
    ])
    expect(levels(read(vpww57, 'VPWW57', 'city:2620200,city:2610000'))).toEqual([
      { kind: 'storm_surge', level: 0, areaCode: '2610000' },
      { kind: 'storm_surge', level: 4, areaCode: '2620200' },
    ])
    expect(levels(read(vpww58, 'VPWW58', 'city:0121400,city:0151200'))).toEqual([
      { kind: 'storm', level: 3, areaCode: '0121400' },
      { kind: 'storm', level: 2, areaCode: '0151200' },
    ])
  })

  it('reads 大雪 (VPWW60, 15_16_06_241226): 稚内市 大雪警報 (06) 3, 浜頓別町 大雪注意報 (12) 2', () => {
    const telegram = read(vpww60, 'VPWW60', 'city:0121400,city:0151200')
    expect(levels(telegram)).toEqual([
      { kind: 'snow', level: 3, areaCode: '0121400' },
      { kind: 'snow', level: 2, areaCode: '0151200' },
    ])
    expect(telegram?.sentAt).toBe('2020-06-22T14:00:00.000Z')
  })

  it('says nothing about a town the telegram does not name (the demo town, 熱海市)', () => {
    const telegram = read(vpww55, 'VPWW55', 'city:2220500')
    expect(telegram).not.toBeNull()
    expect(telegram?.reports).toEqual([])
  })
})

describe('土砂災害警戒情報 (JMA samples 17_04_0x_250630_VXWW50, 神奈川県)', () => {
  it('issue, continuation and lift for 小田原市, with EventID and Serial', () => {
    const [issue, again, lift] = [vxww1, vxww2, vxww3].map((xml) =>
      read(xml, 'VXWW50', 'city:1420600'),
    )
    expect(issue?.eventId).toBe('神奈川県土砂災害警戒情報')
    expect([issue?.serial, again?.serial, lift?.serial]).toEqual([1, 2, 3])
    expect(issue?.reports).toEqual([
      { kind: 'sediment', level: 4, areaCode: '1420600', areaName: '小田原市' },
    ])
    expect(issue?.sentAt).toBe('2024-11-02T09:50:16.000Z')
    expect(again?.reports[0]?.level).toBe(4)
    // Read only where no VPWW56 speaks for the town: its 解除 ends the warning.
    expect(lift?.reports[0]).toMatchObject({ level: 0 })
  })

  it('a municipality with なし is level 0; one not in the telegram is absent', () => {
    expect(levels(read(vxww1, 'VXWW50', 'city:1413000'))).toEqual([
      { kind: 'sediment', level: 0, areaCode: '1413000' },
    ])
    expect(read(vxww1, 'VXWW50', 'city:2220500')?.reports).toEqual([])
  })
})

describe('指定河川洪水予報 (JMA samples 16_0x_01_220728_VXKOii, ○○川上流 123456789012)', () => {
  it('each sample’s code gives its level: 20 → 2, 30 → 3, 40 and 41 → 4, 53 → 5', () => {
    const levelOf = (xml: string) => levels(read(xml, 'VXKO50', 'flood:123456789012'))?.[0]?.level
    expect(levelOf(floodAdvisory)).toBe(2) // 16_01_01 氾濫注意情報 (20)
    expect(levelOf(floodWarning)).toBe(3) // 16_02_01 氾濫警戒情報 (30)
    expect(levelOf(vxko)).toBe(4) // 16_07_01 氾濫危険情報 (40)
    expect(levelOf(floodDangerOn)).toBe(4) // 16_06_01 氾濫危険情報 (41)
    expect(levelOf(floodOccurred)).toBe(5) // 16_04_01 氾濫発生情報（氾濫水の予報） (53)
    expect(read(vxko, 'VXKO50', 'flood:123456789012')?.serial).toBe(3)
    expect(read(vxko, 'VXKO50', 'flood:999999999999')?.reports).toEqual([])
  })

  it('the codes no sample carries, from JMA’s code table: the code decides, not a 解除 in the name', () => {
    // JMA 防災情報XML 個別コード表, 指定河川洪水予報の種別 (no published sample uses these).
    expect(floodLevel('10', '氾濫注意情報解除')).toBe(0)
    expect(floodLevel('21', '氾濫注意情報')).toBe(2)
    // A 氾濫警戒情報 coming down: the river is still at 氾濫注意 (レベル２), not lifted.
    expect(floodLevel('22', '氾濫注意情報（警戒情報解除）')).toBe(2)
    expect(floodLevel('31', '氾濫警戒情報')).toBe(3)
    for (const code of ['50', '51', '52']) expect(floodLevel(code, '氾濫発生情報')).toBe(5)
  })
})

describe('津波警報・注意報・予報 (JMA samples 32-39_1x_xx_250206_VTSE41, 静岡県 = 380)', () => {
  it('注意報 (62) issue and continuation are level 3; 予報 is the lift; 大津波警報 is 5', () => {
    const codes = 'tsunami:380'
    expect(levels(read(tsunamiAdvisory, 'VTSE41', codes))).toEqual([
      { kind: 'tsunami', level: 3, areaCode: '380' },
    ])
    const again = read(tsunamiAdvisoryAgain, 'VTSE41', codes)
    expect(again?.eventId).toBe('20110311144640')
    expect(levels(again)).toEqual([{ kind: 'tsunami', level: 3, areaCode: '380' }])
    expect(levels(read(tsunamiForecast, 'VTSE41', codes))).toEqual([
      { kind: 'tsunami', level: 0, areaCode: '380' },
    ])
    expect(levels(read(majorTsunami, 'VTSE41', codes))).toEqual([
      { kind: 'tsunami', level: 5, areaCode: '380' },
    ])
  })

  it('a 取消 (38-39_03_01) withdraws the tsunami kind of its EventID for the town', () => {
    const telegram = read(tsunamiCancel, 'VTSE41', 'tsunami:380')
    expect(telegram?.infoType).toBe('取消')
    expect(telegram?.eventId).toBe('20210805103531')
    expect(levels(telegram)).toEqual([{ kind: 'tsunami', level: 0, areaCode: '380' }])
  })
})

describe('震度速報 and 震源・震度に関する情報 (JMA samples VXSE51, VXSE53)', () => {
  it('震度５弱 in 静岡県伊豆 is level 3; the strongest of the town’s areas counts', () => {
    expect(levels(read(vxse51, 'VXSE51', 'quake:440'))).toEqual([
      { kind: 'earthquake', level: 3, areaCode: '440' },
    ])
    const detail = read(vxse53, 'VXSE53', 'quake:440,quake:2220500')
    expect(detail?.controlStatus).toBe('訓練')
    expect(detail?.eventId).toBe('20091001134500')
    expect(levels(detail)).toEqual([{ kind: 'earthquake', level: 3, areaCode: '440' }])
  })

  it('an area with 震度３ or none gives no alert', () => {
    expect(read(vxse51, 'VXSE51', 'quake:999')?.reports).toEqual([])
  })
})

describe('the feed (Atom, as www.data.jma.go.jp serves it)', () => {
  it('reads entries with their telegram links', () => {
    const feed = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" lang="ja">
<title>高頻度（随時）</title><subtitle>JMAXML publishing feed</subtitle>
<updated>2026-01-12T15:57:24+09:00</updated>
<id>https://www.data.jma.go.jp/developer/xml/feed/extra.xml#short_1768201044</id>
<link rel="self" href="https://www.data.jma.go.jp/developer/xml/feed/extra.xml"/>
<rights type="html"><![CDATA[<a href="https://www.jma.go.jp/jma/kishou/info/coment.html">利用規約</a>]]></rights>
<entry><title>気象警報・注意報（Ｒ０６）（大雨）</title>
<id>https://www.data.jma.go.jp/developer/xml/data/20260112065719_0_VPWW55_220000.xml</id>
<updated>2026-01-12T06:57:19Z</updated><author><name>静岡地方気象台</name></author>
<link type="application/xml" href="https://www.data.jma.go.jp/developer/xml/data/20260112065719_0_VPWW55_220000.xml"/>
<content type="text">【静岡県大雨警報・注意報】</content></entry>
</feed>`
    expect(parseFeed(feed)).toEqual([
      {
        id: 'https://www.data.jma.go.jp/developer/xml/data/20260112065719_0_VPWW55_220000.xml',
        updated: '2026-01-12T06:57:19Z',
        title: '気象警報・注意報（Ｒ０６）（大雨）',
        link: 'https://www.data.jma.go.jp/developer/xml/data/20260112065719_0_VPWW55_220000.xml',
      },
    ])
    expect(parseFeed('<html><body>503 Service Unavailable</body></html>')).toBeNull()
  })
})

describe('malformed and truncated input', () => {
  it('a truncated telegram, garbage, another document or a DOCTYPE is null, never an exception', () => {
    const truncated = vpww55.slice(0, Math.floor(vpww55.length / 2))
    expect(read(truncated, 'VPWW55', 'city:3220100')).toBeNull()
    expect(read('not xml at all', 'VPWW55', 'city:3220100')).toBeNull()
    expect(read('<feed></feed>', 'VPWW55', 'city:3220100')).toBeNull()
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><Report>&b;</Report>`
    expect(parseXml(bomb)).toBeNull()
    expect(parseXml(`${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`)).toBeNull()
    expect(parseXml('<a><b></a></b>')).toBeNull()
    expect(parseXml('<a>&unknown;</a>')).toBeNull()
    // A Report without a ReportDateTime cannot be ordered: it is malformed, not applied.
    expect(
      read(vpww55.replace(/<ReportDateTime>[^<]*<\/ReportDateTime>/, ''), 'VPWW55', 'city:3220100'),
    ).toBeNull()
  })

  it('any cut or corruption of a sample reads as null or a telegram, and never throws', () => {
    const samples = [vpww55, vxww1, tsunamiAdvisory, vxse53]
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: samples.length - 1 }),
        fc.nat(),
        fc.string({ maxLength: 20 }),
        (which, at, noise) => {
          const sample = samples[which] as string
          const cut = at % sample.length
          for (const input of [
            sample.slice(0, cut),
            sample.slice(0, cut) + noise + sample.slice(cut + 1),
          ]) {
            for (const type of ['VPWW55', 'VXWW50', 'VTSE41', 'VXSE53']) {
              const result = read(input, type, 'city:3220100,city:1420600,tsunami:380,quake:440')
              expect(result === null || Array.isArray(result.reports)).toBe(true)
            }
          }
        },
      ),
      { numRuns: 200, seed: 20261126 },
    )
  })
})
