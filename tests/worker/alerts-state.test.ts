import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { applyReport, expireEarthquakes, type ReportInput } from '../../worker/alerts/apply-report'
import { readAreaCodes } from '../../worker/alerts/config'
import { parseTelegram, rowFor } from '../../worker/alerts/telegrams'
import vxww1 from '../fixtures/jma/17_04_01_250630_VXWW50.xml?raw'
import vxww2 from '../fixtures/jma/17_04_02_250630_VXWW50.xml?raw'
import vxww3 from '../fixtures/jma/17_04_03_250630_VXWW50.xml?raw'
import { alertsOf } from './alerts-helpers'

// The warning state machine (worker/alerts/apply-report.ts) under duplicates, reordering, lifts,
// cancellations and two readers at once. Each test uses an area code of its own.

let area = 9_000_000
function nextArea(): string {
  area += 1
  return String(area)
}

function report(
  areaCode: string,
  overrides: Partial<ReportInput> & { entry: string },
): ReportInput {
  const { entry, ...rest } = overrides
  return {
    entryId: `https://jma.test/data/${areaCode}-${entry}.xml#${areaCode}`,
    kind: 'heavy_rain',
    level: 2,
    areaCode,
    areaName: 'みなと町',
    telegramType: 'VPWW55',
    eventId: '',
    serial: 0,
    reportAt: '2026-06-01T00:00:00.000Z',
    sentAt: '',
    headline: '大雨',
    cancel: false,
    ...rest,
  }
}

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 0, minute)).toISOString()

describe('issue, continuation, upgrade, downgrade, lift', () => {
  it('moves one warning through its states and keeps it as one row until the lift', async () => {
    const code = nextArea()
    const issued = await applyReport(
      env.DB,
      report(code, { entry: 'a', level: 2, reportAt: at(0) }),
    )
    expect(issued).toMatchObject({
      outcome: 'applied',
      pushLevel: 2,
      alert: { status: 'issued', level: 2 },
    })
    const same = await applyReport(env.DB, report(code, { entry: 'b', level: 2, reportAt: at(1) }))
    expect(same).toMatchObject({ pushLevel: null, alert: { status: 'continued', level: 2 } })
    const up = await applyReport(env.DB, report(code, { entry: 'c', level: 4, reportAt: at(2) }))
    expect(up).toMatchObject({ pushLevel: 4, alert: { status: 'upgraded', level: 4 } })
    const down = await applyReport(env.DB, report(code, { entry: 'd', level: 3, reportAt: at(3) }))
    expect(down).toMatchObject({ pushLevel: null, alert: { status: 'downgraded', level: 3 } })
    const lift = await applyReport(env.DB, report(code, { entry: 'e', level: 0, reportAt: at(4) }))
    expect(lift).toMatchObject({ pushLevel: null, alert: { status: 'lifted', lifted_at: at(4) } })
    const rows = await alertsOf('heavy_rain', code)
    expect(rows).toHaveLength(1)
    // The next issue after a lift is a new warning, with its own row for the history.
    await applyReport(env.DB, report(code, { entry: 'f', level: 3, reportAt: at(5) }))
    expect((await alertsOf('heavy_rain', code)).map((r) => [r.status, r.level])).toEqual([
      ['lifted', 3],
      ['issued', 3],
    ])
  })
})

describe('duplicates and reordering', () => {
  it('the same entry twice changes nothing the second time', async () => {
    const code = nextArea()
    const first = report(code, { entry: 'dup', level: 3, reportAt: at(0) })
    await applyReport(env.DB, first)
    const again = await applyReport(env.DB, first)
    expect(again.outcome).toBe('stale')
    expect(again.pushLevel).toBeNull()
    expect(await alertsOf('heavy_rain', code)).toHaveLength(1)
  })

  it('an older report arriving after a newer one is stale and leaves the newer state', async () => {
    const code = nextArea()
    await applyReport(env.DB, report(code, { entry: 'new', level: 4, reportAt: at(10) }))
    const old = await applyReport(env.DB, report(code, { entry: 'old', level: 2, reportAt: at(5) }))
    expect(old.outcome).toBe('stale')
    const [row] = await alertsOf('heavy_rain', code)
    expect(row).toMatchObject({ level: 4, status: 'issued' })
  })

  it('an issue older than the lift never reopens the warning', async () => {
    const code = nextArea()
    await applyReport(env.DB, report(code, { entry: 'issue', level: 3, reportAt: at(0) }))
    await applyReport(env.DB, report(code, { entry: 'lift', level: 0, reportAt: at(20) }))
    const late = await applyReport(
      env.DB,
      report(code, { entry: 'late', level: 3, reportAt: at(10) }),
    )
    expect(late.outcome).toBe('stale')
    const rows = await alertsOf('heavy_rain', code)
    expect(rows.map((r) => r.status)).toEqual(['lifted'])
  })

  it('within one EventID and minute, the higher Serial wins whatever the order', async () => {
    const code = nextArea()
    const base = { kind: 'sediment' as const, eventId: 'E1', reportAt: at(0) }
    await applyReport(env.DB, report(code, { ...base, entry: 's2', serial: 2, level: 4 }))
    const older = await applyReport(
      env.DB,
      report(code, { ...base, entry: 's1', serial: 1, level: 0 }),
    )
    expect(older.outcome).toBe('stale')
    expect((await alertsOf('sediment', code))[0]).toMatchObject({ level: 4, lifted_at: null })
  })

  it('in one minute, a second telegram type raising the kind is applied; one not raising it is stale', async () => {
    const code = nextArea()
    const minute = { kind: 'sediment' as const, reportAt: at(7) }
    await applyReport(env.DB, report(code, { ...minute, entry: 'r06', level: 3 }))
    const raised = await applyReport(
      env.DB,
      report(code, {
        ...minute,
        entry: 'vxww',
        level: 4,
        eventId: '静岡県土砂災害警戒情報',
        serial: 1,
      }),
    )
    expect(raised).toMatchObject({ pushLevel: 4, alert: { level: 4, status: 'upgraded' } })
    const lower = await applyReport(
      env.DB,
      report(code, { ...minute, entry: 'r06-again', level: 3 }),
    )
    expect(lower.outcome).toBe('stale')
    expect((await alertsOf('sediment', code))[0]?.level).toBe(4)
  })

  it('two readers applying the same entry at once open one warning', async () => {
    const code = nextArea()
    const input = report(code, { entry: 'race', level: 3, reportAt: at(0) })
    const results = await Promise.all([applyReport(env.DB, input), applyReport(env.DB, input)])
    expect(results.filter((r) => r.pushLevel !== null)).toHaveLength(1)
    expect(await alertsOf('heavy_rain', code)).toHaveLength(1)
  })

  it('two different issues at once for one area still leave one warning in force', async () => {
    const code = nextArea()
    await Promise.all([
      applyReport(env.DB, report(code, { entry: 'x', level: 3, reportAt: at(1) })),
      applyReport(env.DB, report(code, { entry: 'y', level: 2, reportAt: at(1) })),
    ])
    const inForce = (await alertsOf('heavy_rain', code)).filter((r) => r.lifted_at === null)
    expect(inForce).toHaveLength(1)
  })
})

describe('土砂災害警戒情報 (JMA samples 17_04_0x VXWW50) read backwards', () => {
  it('the lift (Serial 3) read while nothing is in force keeps the older issue and continuation (1, 2) from reopening it', async () => {
    const codes = readAreaCodes('city:1420600')
    const row = rowFor('VXWW50')
    if (!row) throw new Error('no VXWW50 row')
    const telegrams = [vxww1, vxww2, vxww3].map((xml) => parseTelegram(xml, row, 'VXWW50', codes))
    const apply = (index: number, entry: string) => {
      const telegram = telegrams[index]
      const found = telegram?.reports[0]
      if (!telegram || !found) throw new Error('sample did not parse')
      return applyReport(env.DB, {
        ...found,
        entryId: `vxww-${entry}#1420600`,
        telegramType: telegram.type,
        eventId: telegram.eventId,
        serial: telegram.serial,
        reportAt: telegram.reportAt,
        sentAt: telegram.sentAt,
        headline: telegram.headline,
        cancel: false,
      })
    }
    // 3 (解除, 23:27) first: nothing was in force, nothing opens, but the lift is kept.
    expect(await apply(2, 'back3')).toMatchObject({ outcome: 'applied', alert: null })
    // 2 (20:50) and 1 (18:50) arrive late: both older than the lift, so no レベル４ comes back.
    expect(await apply(1, 'back2')).toMatchObject({ outcome: 'stale', pushLevel: null })
    expect(await apply(0, 'back1')).toMatchObject({ outcome: 'stale', pushLevel: null })
    expect(await alertsOf('sediment', '1420600')).toEqual([])
  })
})

describe('cancellation (InfoType 取消)', () => {
  it('withdraws the warning of the same EventID only', async () => {
    const code = nextArea()
    const kind = 'tsunami' as const
    await applyReport(
      env.DB,
      report(code, { entry: 't1', kind, eventId: 'EV-1', level: 3, reportAt: at(0) }),
    )
    const other = await applyReport(
      env.DB,
      report(code, {
        entry: 'c-other',
        kind,
        eventId: 'EV-0',
        level: 0,
        reportAt: at(2),
        cancel: true,
      }),
    )
    expect(other.alert).toMatchObject({ lifted_at: null })
    const cancel = await applyReport(
      env.DB,
      report(code, { entry: 'c1', kind, eventId: 'EV-1', level: 0, reportAt: at(3), cancel: true }),
    )
    expect(cancel.alert).toMatchObject({
      status: 'lifted',
      lifted_at: at(3),
      area_name: 'みなと町',
    })
  })
})

describe('earthquakes', () => {
  it('a new EventID is a new alert (pushed again); with no lift telegram it ends after 3 hours', async () => {
    const code = nextArea()
    const kind = 'earthquake' as const
    const first = await applyReport(
      env.DB,
      report(code, { entry: 'q1', kind, eventId: 'Q1', level: 3, reportAt: at(0) }),
    )
    expect(first.pushLevel).toBe(3)
    const second = await applyReport(
      env.DB,
      report(code, { entry: 'q2', kind, eventId: 'Q2', level: 3, reportAt: at(30) }),
    )
    expect(second).toMatchObject({ pushLevel: 3, alert: { status: 'issued' } })
    expect((await alertsOf('earthquake', code)).map((r) => r.status)).toEqual(['lifted', 'issued'])
    await expireEarthquakes(env.DB, Date.parse(at(30)) + 2 * 3_600_000)
    expect((await alertsOf('earthquake', code))[1]?.lifted_at).toBeNull()
    await expireEarthquakes(env.DB, Date.parse(at(30)) + 3 * 3_600_000 + 60_000)
    expect((await alertsOf('earthquake', code))[1]?.status).toBe('lifted')
  })
})
