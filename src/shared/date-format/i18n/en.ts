import { type DateStyle, NBSP, pad } from '../style'

// Wed, Nov 4, 2:00–4:00 PM: the 12-hour clock English readers use, one AM/PM when both times of a
// range share it; Thu, Jan 7, 2027; 5:00 PM–2:00 AM (next day).

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS =
  'January February March April May June July August September October November December'.split(' ')
const short = (month: number) => (MONTHS[month - 1] ?? '').slice(0, 3)

/** 24:00 (an end at midnight) is 12:00 AM like 0:00. */
const clock = (hour: number, minute: number) =>
  `${((hour + 11) % 12) + 1}:${pad(minute)}${NBSP}${hour % 24 < 12 ? 'AM' : 'PM'}`

const en: DateStyle = {
  date: (p, withYear) =>
    `${WEEKDAYS[p.weekday]}, ${short(p.month)}${NBSP}${p.day}${withYear ? `, ${p.year}` : ''}`,
  month: (p) => `${MONTHS[p.month - 1]} ${p.year}`,
  time: clock,
  times: ([h1, m1], [h2, m2]) =>
    h2 < 24 && h1 < 12 === h2 < 12
      ? `${clock(h1, m1).split(NBSP)[0]}–${clock(h2, m2)}`
      : `${clock(h1, m1)}–${clock(h2, m2)}`,
  sameDayDash: '–',
  at: ', ',
  dash: ' – ',
  nextDay: (time) => `${time} (next day)`,
}

export default en
