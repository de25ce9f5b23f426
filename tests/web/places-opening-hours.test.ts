import { describe, expect, it } from 'vitest'
import {
  closingWeekdays,
  formatWeekdays,
  groupDaysByHours,
  isOpenAt,
  isRunningAt,
  type OpeningHours,
  tokyoDateOf,
} from '../../src/shared/opening-hours'

// 「営業中」 and the slot playing now, in Asia/Tokyo, whatever the machine's time zone.

/** An instant given as Tokyo wall time. */
const jst = (wall: string) => Date.parse(`${wall}+09:00`)

// 2026-11-27 is a Friday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
const izakaya: OpeningHours = {
  periods: [
    { days: [1, 2, 3, 4], opens: '17:00', closes: '01:00' },
    { days: [5, 6], opens: '17:00', closes: '02:00' },
  ],
}
const ramen: OpeningHours = {
  periods: [
    { days: [0, 1, 2, 4, 5, 6], opens: '11:00', closes: '15:00' },
    { days: [0, 1, 2, 4, 5, 6], opens: '17:30', closes: '21:00' },
  ],
  closedDates: ['2026-12-31'],
}

describe('open now', () => {
  it('is open inside a period and closed between lunch and dinner', () => {
    expect(isOpenAt(ramen, jst('2026-11-27T11:00:00'))).toBe(true)
    expect(isOpenAt(ramen, jst('2026-11-27T14:59:59'))).toBe(true)
    expect(isOpenAt(ramen, jst('2026-11-27T15:00:00'))).toBe(false)
    expect(isOpenAt(ramen, jst('2026-11-27T17:30:00'))).toBe(true)
    expect(isOpenAt(ramen, jst('2026-11-27T21:00:00'))).toBe(false)
  })

  it('is closed all day on the closing weekday (水曜定休)', () => {
    expect(isOpenAt(ramen, jst('2026-11-25T12:00:00'))).toBe(false)
    expect(closingWeekdays(ramen)).toEqual([3])
  })

  it('stays open past midnight into the next calendar day', () => {
    // Friday night's period runs to 02:00 on Saturday.
    expect(isOpenAt(izakaya, jst('2026-11-28T01:30:00'))).toBe(true)
    expect(isOpenAt(izakaya, jst('2026-11-28T02:00:00'))).toBe(false)
    // Thursday night's period ends at 01:00 on Friday.
    expect(isOpenAt(izakaya, jst('2026-11-27T00:59:00'))).toBe(true)
    expect(isOpenAt(izakaya, jst('2026-11-27T01:30:00'))).toBe(false)
  })

  it('keeps the tail of Saturday night on Sunday, the closing day, and never opens on Sunday', () => {
    expect(isOpenAt(izakaya, jst('2026-11-29T01:00:00'))).toBe(true)
    expect(isOpenAt(izakaya, jst('2026-11-29T18:00:00'))).toBe(false)
    // Sunday has no period, so Monday 00:30 is closed.
    expect(isOpenAt(izakaya, jst('2026-11-30T00:30:00'))).toBe(false)
  })

  it('is closed on an extra closing date, including the hours after its midnight', () => {
    const bar: OpeningHours = { ...izakaya, closedDates: ['2026-11-27'] }
    expect(isOpenAt(bar, jst('2026-11-27T18:00:00'))).toBe(false)
    expect(isOpenAt(bar, jst('2026-11-28T01:00:00'))).toBe(false)
    // The closed date does not cut Thursday night's tail short.
    expect(isOpenAt(bar, jst('2026-11-27T00:30:00'))).toBe(true)
    expect(isOpenAt(ramen, jst('2026-12-31T12:00:00'))).toBe(false)
  })

  it('is never open when the hours are not known', () => {
    expect(isOpenAt(null, jst('2026-11-27T12:00:00'))).toBe(false)
  })
})

describe('the slot playing now', () => {
  // 22:30–00:30 on the night of Sunday 29 November.
  const lateSet = { starts_at: '2026-11-29T13:30:00.000Z', ends_at: '2026-11-29T15:30:00.000Z' }

  it('plays across midnight and belongs to the day it starts on', () => {
    expect(isRunningAt(lateSet, jst('2026-11-29T23:59:00'))).toBe(true)
    expect(isRunningAt(lateSet, jst('2026-11-30T00:15:00'))).toBe(true)
    expect(isRunningAt(lateSet, jst('2026-11-30T00:30:00'))).toBe(false)
    expect(tokyoDateOf(lateSet.starts_at)).toBe('2026-11-29')
  })
})

describe('hours grouped by day', () => {
  const ja = { names: ['日', '月', '火', '水', '木', '金', '土'], list: '・', range: '〜' }
  const en = { names: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], list: ', ', range: '–' }
  const rows = (hours: OpeningHours, words: typeof ja) =>
    groupDaysByHours(hours).map(
      (row) =>
        `${formatWeekdays(row.days, words)} ${row.periods.map((p) => `${p.opens}-${p.closes}`).join(' / ') || 'closed'}`,
    )

  it('writes the ramen shop on two rows, runs of three days or more as a range', () => {
    expect(rows(ramen, ja)).toEqual(['月・火・木〜日 11:00-15:00 / 17:30-21:00', '水 closed'])
    expect(rows(ramen, en)).toEqual(['Mon, Tue, Thu–Sun 11:00-15:00 / 17:30-21:00', 'Wed closed'])
  })

  it('keeps days with different hours apart, in the order of their first day from Monday', () => {
    expect(rows(izakaya, ja)).toEqual(['月〜木 17:00-01:00', '金・土 17:00-02:00', '日 closed'])
  })

  it('writes a week open every day as one row', () => {
    const daily: OpeningHours = {
      periods: [{ days: [0, 1, 2, 3, 4, 5, 6], opens: '07:00', closes: '19:00' }],
    }
    expect(rows(daily, ja)).toEqual(['月〜日 07:00-19:00'])
  })
})
