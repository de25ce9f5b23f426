import { formatHours } from '../../../components/post/time'
import { type OpeningHours, periodsOn, type Weekday } from '../../../shared/opening-hours'
import m from '../i18n/current'

/** Monday first, as Japanese shop signs list them. */
const ORDER: Weekday[] = [1, 2, 3, 4, 5, 6, 0]

/** Opening hours by weekday, with closing days written out (定休日). */
export function HoursTable({ hours, note }: { hours: OpeningHours | null; note: string | null }) {
  if (!hours) return note ? <p className="place-hours__note">{note}</p> : null
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
      {note ? <p className="place-hours__note">{note}</p> : null}
    </>
  )
}
