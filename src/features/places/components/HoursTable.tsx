import { Nums } from '../../../components/Nums'
import { formatHours } from '../../../components/post/time'
import { type OpeningHours, periodsOn, type Weekday } from '../../../shared/opening-hours'
import m from '../i18n/current'

/** Monday first, as Japanese shop signs list them. */
const ORDER: Weekday[] = [1, 2, 3, 4, 5, 6, 0]

/**
 * Opening hours by weekday, with closing days written out (定休日), then the shop's own note as it
 * wrote it (translated on an international site; `noteLang` 'ja' where it is the Japanese).
 */
export function HoursTable({
  hours,
  note,
  noteLang,
}: {
  hours: OpeningHours | null
  note: string | null
  noteLang?: 'ja'
}) {
  const noteLine = note ? (
    <p className="place-hours__note" lang={noteLang}>
      <Nums>{note}</Nums>
    </p>
  ) : null
  if (!hours) return noteLine
  return (
    <>
      <table className="place-hours">
        <caption className="visually-hidden">{m.hours.caption}</caption>
        <tbody>
          {ORDER.map((day) => {
            const periods = periodsOn(hours, day)
            return (
              <tr key={day}>
                <th scope="row" className="nowrap">
                  {m.hours.weekdays[day]}
                </th>
                <td>
                  {periods.length
                    ? periods.map((p) => formatHours(p.opens, p.closes)).join(' / ')
                    : m.hours.closedDay}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {noteLine}
    </>
  )
}
