import { ALL_EVENTS_FROM, type EventPeriod } from '../../shared/map-url'
import { tokyoClock } from '../../shared/opening-hours'

// The event chips as dates in Tokyo, for GET /api/map's `from` / `to` (whole days, inclusive).

const DAY_MS = 86_400_000
const dateIn = (now: number, days: number) => tokyoClock(now + days * DAY_MS).date

export function periodRange(period: EventPeriod, now: number): { from?: string; to?: string } {
  const { date, weekday } = tokyoClock(now)
  switch (period) {
    case 'today':
      return { from: date, to: date }
    case 'weekend': {
      // Saturday and Sunday of this week; on Sunday, the rest of today.
      if (weekday === 0) return { from: date, to: date }
      if (weekday === 6) return { from: date, to: dateIn(now, 1) }
      return { from: dateIn(now, 6 - weekday), to: dateIn(now, 7 - weekday) }
    }
    case 'week':
      // From today to Sunday (Japanese calendars start the week on Monday or Sunday; a resident
      // asking "this week" on a Thursday means the days left until the weekend is over).
      return { from: date, to: dateIn(now, weekday === 0 ? 0 : 7 - weekday) }
    case 'all':
      return { from: ALL_EVENTS_FROM }
    default:
      return {}
  }
}
