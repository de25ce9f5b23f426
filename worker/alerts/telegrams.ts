import { quakeHeadline } from '../../src/shared/alert-levels'
import type { AlertKind } from '../../src/shared/api/alerts'
import type { AreaCodes } from './config'
import { floodLevel, intensityLevel, type ReportLevel, tsunamiLevel, weatherLevel } from './levels'
import { child, children, parseXml, textAt, type XmlElement } from './xml'

// JMA's 防災情報XML telegrams the town cares about, one row per telegram type: which feed carries
// it, which of the town's area codes it is matched against, and how its kind and level are read.
// A new telegram type is a new row. Formats: JMA's published sample telegrams (気象庁防災情報XML
// フォーマット 技術資料, サンプル電文), which tests/fixtures/jma holds and names.

export type Feed = 'extra' | 'eqvol'

/** What one telegram says about one of the town's areas. */
export interface AreaReport {
  kind: AlertKind
  level: ReportLevel
  areaCode: string
  areaName: string
  /** The headline stored for this area when it is not the telegram's (an earthquake's 震度). */
  headline?: string
}

export interface Telegram {
  /** The 電文 type (VPWW55, VXSE53, …), from the row that read it. */
  type: string
  /** Control/Status: only 通常 is a real report; 訓練 and 試験 are exercises. */
  controlStatus: string
  /** Head/InfoType: 発表, 訂正, 取消. */
  infoType: string
  eventId: string
  serial: number
  /** Head/ReportDateTime in UTC ISO (to the minute). */
  reportAt: string
  /** Control/DateTime in UTC ISO: when JMA sent it, to the second ('' when missing). */
  sentAt: string
  headline: string
  reports: AreaReport[]
}

export interface TelegramRow {
  /** The 電文 types this row reads (the data file name's type part, e.g. …_VPWW55_220000.xml). */
  types: RegExp
  feed: Feed
  /** The kind it reports (a 取消 without areas withdraws this kind's warning of its EventID). */
  kind: AlertKind
  /** Which of the town's codes the telegram's areas are matched against (config.ts). */
  scope: keyof AreaCodes
  /**
   * A transition product: read only while no telegram of this type (通常) has named any of the
   * town's areas (土砂災害警戒情報 VXWW50 gives way to the R06 土砂 telegram VPWW56).
   */
  supersededBy?: string
  read(report: XmlElement, codes: readonly string[]): AreaReport[]
}

/** Items of Body/Warning[type] whose Area/Code is the town's, each with its kinds. */
function warningItems(report: XmlElement, type: string, codes: readonly string[]) {
  const warnings = children(child(report, 'Body'), 'Warning').filter((w) => w.attrs.type === type)
  return warnings
    .flatMap((warning) => children(warning, 'Item'))
    .filter((item) => codes.includes(textAt(item, 'Area', 'Code')))
}

/** The R06 気象警報・注意報 (one telegram per hazard): the municipality's item, its highest kind. */
function weatherRow(type: string, kind: AlertKind): TelegramRow {
  return {
    types: new RegExp(`^${type}$`),
    feed: 'extra',
    kind,
    scope: 'city',
    read(report, codes) {
      return warningItems(report, '気象警報・注意報（市町村等）', codes).flatMap((item) => {
        let level: ReportLevel | null = null
        for (const entry of children(item, 'Kind')) {
          const status = textAt(entry, 'Status')
          const stated = weatherLevel(textAt(entry, 'Code'), textAt(entry, 'Name'))
          // 解除 and 「発表警報・注意報はなし」 end the kind whatever its code says.
          const now = /解除|なし/.test(status) ? 0 : stated
          if (now !== null && (level === null || now > level)) level = now
        }
        if (level === null) return []
        const area = child(item, 'Area')
        return [{ kind, level, areaCode: textAt(area, 'Code'), areaName: textAt(area, 'Name') }]
      })
    },
  }
}

export const TELEGRAM_ROWS: readonly TelegramRow[] = [
  weatherRow('VPWW55', 'heavy_rain'), // 気象警報・注意報（Ｒ０６）（大雨）
  weatherRow('VPWW56', 'sediment'), // 同（土砂）
  weatherRow('VPWW57', 'storm_surge'), // 同（高潮）
  weatherRow('VPWW58', 'storm'), // 同（暴風）
  weatherRow('VPWW59', 'storm'), // 同（波浪）
  weatherRow('VPWW60', 'snow'), // 同（大雪）
  {
    // 土砂災害警戒情報: 警戒 (code 3) is レベル４土砂災害危険警報 for the municipality. Since
    // 2026-05-28 a transition product (until about 2028), sent minutes after VPWW56 with the
    // pre-reform areas: it speaks for the town only until a VPWW56 has named the town.
    types: /^VXWW50$/,
    feed: 'extra',
    kind: 'sediment',
    scope: 'city',
    supersededBy: 'VPWW56',
    read(report, codes) {
      return warningItems(report, '土砂災害警戒情報', codes).map((item) => {
        const code = textAt(item, 'Kind', 'Code')
        const status = textAt(item, 'Kind', 'Status')
        const level: ReportLevel = code === '3' && !/解除|なし/.test(status) ? 4 : 0
        const area = child(item, 'Area')
        return {
          kind: 'sediment' as const,
          level,
          areaCode: textAt(area, 'Code'),
          areaName: textAt(area, 'Name'),
        }
      })
    },
  },
  {
    // 指定河川洪水予報: the forecast area (予報区域) of the town's river, from the headline.
    types: /^VXKO\d\d$/,
    feed: 'extra',
    kind: 'flood',
    scope: 'flood',
    read(report, codes) {
      return headlineItems(report, '指定河川洪水予報（予報区域）', codes, (kind) =>
        floodLevel(textAt(kind, 'Code'), textAt(kind, 'Name')),
      ).map(({ level, areaCode, areaName }) => ({
        kind: 'flood' as const,
        level,
        areaCode,
        areaName,
      }))
    },
  },
  {
    // 津波警報・注意報・予報 (a): Body/Tsunami/Forecast/Item per 津波予報区.
    types: /^VTSE41$/,
    feed: 'eqvol',
    kind: 'tsunami',
    scope: 'tsunami',
    read(report, codes) {
      const forecast = child(report, 'Body', 'Tsunami', 'Forecast')
      return children(forecast, 'Item').flatMap((item) => {
        const area = child(item, 'Area')
        const code = textAt(area, 'Code')
        const level = tsunamiLevel(textAt(item, 'Category', 'Kind', 'Code'))
        if (!codes.includes(code) || level === null) return []
        return [{ kind: 'tsunami' as const, level, areaCode: code, areaName: textAt(area, 'Name') }]
      })
    },
  },
  {
    // 震度速報 (region) and 震源・震度に関する情報 (region and municipality): the headline's items
    // per 震度, matched against the town's region and municipality codes.
    types: /^VXSE5[13]$/,
    feed: 'eqvol',
    kind: 'earthquake',
    scope: 'quake',
    read(report, codes) {
      const types = new Set(
        children(child(report, 'Head', 'Headline'), 'Information').map(
          (info) => info.attrs.type ?? '',
        ),
      )
      const found = [...types].flatMap((type) =>
        headlineItems(report, type, codes, (kind) => intensityLevel(textAt(kind, 'Name'))),
      )
      // The strongest shaking reported for any of the town's areas is the town's; its 震度 leads
      // the stored headline (quakeHeadline), so the banner names it.
      const strongest = found.reduce<(typeof found)[number] | null>(
        (best, next) => (!best || next.level > best.level ? next : best),
        null,
      )
      if (!strongest || strongest.level === 0) return []
      const { name, ...area } = strongest
      const text = textAt(report, 'Head', 'Headline', 'Text')
      return [
        {
          ...area,
          kind: 'earthquake' as const,
          headline: quakeHeadline(name, area.areaName, text),
        },
      ]
    },
  },
]

/** Head/Headline/Information[type]/Item entries naming one of the town's codes, with a level. */
function headlineItems(
  report: XmlElement,
  type: string,
  codes: readonly string[],
  levelOf: (kind: XmlElement | undefined) => ReportLevel | null,
): { level: ReportLevel; name: string; areaCode: string; areaName: string }[] {
  const infos = children(child(report, 'Head', 'Headline'), 'Information').filter(
    (info) => info.attrs.type === type,
  )
  return infos.flatMap((info) =>
    children(info, 'Item').flatMap((item) => {
      const kind = child(item, 'Kind')
      const level = levelOf(kind)
      if (level === null) return []
      const name = textAt(kind, 'Name')
      return children(child(item, 'Areas'), 'Area')
        .filter((area) => codes.includes(textAt(area, 'Code')))
        .map((area) => ({
          level,
          name,
          areaCode: textAt(area, 'Code'),
          areaName: textAt(area, 'Name'),
        }))
    }),
  )
}

/**
 * A 取消 names no areas (JMA's sample 38-39_03_01 VTSE41 is the headline alone): it withdraws the
 * row's kind for each of the town's areas, and the state machine withdraws only the warning of
 * the same EventID.
 */
function withdrawn(
  row: TelegramRow,
  infoType: string,
  reports: AreaReport[],
  codes: AreaCodes,
): AreaReport[] {
  if (infoType !== '取消' || reports.length > 0) return reports
  return codes[row.scope].map((code) => ({
    kind: row.kind,
    level: 0,
    areaCode: code,
    areaName: '',
  }))
}

/** The row reading a 電文 type, if the town handles it. */
export function rowFor(type: string): TelegramRow | undefined {
  return TELEGRAM_ROWS.find((row) => row.types.test(type))
}

/** The 電文 type in a JMA data URL: …/data/20240101000000_0_VPWW55_220000.xml → VPWW55. */
export function typeOfDataUrl(url: string): string | null {
  return /_([A-Z]{4}\d\d)_\d+\.xml$/.exec(url)?.[1] ?? null
}

function toUtc(value: string): string | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value)) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/**
 * Reads a telegram with its row; null when it is not a JMA report of that shape (malformed,
 * truncated, a missing ReportDateTime). Never throws.
 */
export function parseTelegram(
  source: string,
  row: TelegramRow,
  type: string,
  codes: AreaCodes,
): Telegram | null {
  const report = parseXml(source)
  if (report?.name !== 'Report') return null
  const head = child(report, 'Head')
  const reportAt = toUtc(textAt(head, 'ReportDateTime'))
  if (!head || !reportAt || !child(report, 'Control')) return null
  const serial = Number(textAt(head, 'Serial') || '0')
  return {
    type,
    controlStatus: textAt(report, 'Control', 'Status'),
    infoType: textAt(head, 'InfoType'),
    eventId: textAt(head, 'EventID'),
    serial: Number.isSafeInteger(serial) && serial >= 0 ? serial : 0,
    reportAt,
    sentAt: toUtc(textAt(report, 'Control', 'DateTime')) ?? '',
    headline: (textAt(head, 'Headline', 'Text') || textAt(head, 'Title')).slice(0, 1000),
    reports: withdrawn(row, textAt(head, 'InfoType'), row.read(report, codes[row.scope]), codes),
  }
}
