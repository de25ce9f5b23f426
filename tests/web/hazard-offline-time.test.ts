import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../../src/components/post/time'
import { formatWhen } from '../../src/features/hazardmap/offline'

// The hazard map's 「…時点の情報」 and 「避難所の情報：…更新」 write a time as every page does
// (src/shared/date-format/), though the map route formats it without the post components.

describe('the hazard map’s saved-at time', () => {
  it('reads like every page’s date and time, this year’s and an older one', () => {
    const thisYear = `${new Date().getUTCFullYear()}-06-01T03:05:00.000Z`
    for (const iso of [thisYear, '2024-12-31T15:30:00.000Z']) {
      expect(formatWhen(iso)).toBe(formatDateTime(iso))
    }
    expect(formatWhen('2024-12-31T15:30:00.000Z')).toBe('2025年1月1日(水) 0:30')
  })
})
