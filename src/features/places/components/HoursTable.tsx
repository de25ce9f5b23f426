import { Nums } from '../../../components/Nums'
import { formatHours } from '../../../components/post/time'
import { formatWeekdays, groupDaysByHours, type OpeningHours } from '../../../shared/opening-hours'
import m from '../i18n/current'

/**
 * Opening hours, days with the same hours on one row (月・火・木〜日, src/shared/opening-hours.ts),
 * closing days written out (定休日), then the shop's own note as it wrote it (translated on an
 * international site; `noteLang` 'ja' where it is the Japanese).
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
          {groupDaysByHours(hours).map(({ days, periods }) => (
            <tr key={days.join()}>
              <th scope="row">{formatWeekdays(days, m.hours.days)}</th>
              <td>
                {periods.length
                  ? periods.map((p) => formatHours(p.opens, p.closes)).join(' / ')
                  : m.hours.closedDay}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {noteLine}
    </>
  )
}
