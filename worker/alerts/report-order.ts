// Which of two JMA reports about one warning (source, kind, area) is the later: the rule every
// report is judged by before it may change the warning (docs/product.md "The state of one
// warning"). What the samples carry decides the keys: Head/ReportDateTime is to the minute; Serial
// counts the reports of one EventID but is empty in 震度速報 and the R06 weather telegrams; the
// 震度速報 of one earthquake (JMA samples 32-35_07_01 … 07_03) share ReportDateTime 05:09 and
// differ only in Control/DateTime (20:09:11Z, :26Z, :41Z), the second JMA sent each.

/** What a report (or the warning's last report, or the last lift) says of when it was made. */
export interface ReportMark {
  /** Head/ReportDateTime, UTC ISO. */
  reportAt: string
  eventId: string
  serial: number
  /** Control/DateTime, UTC ISO; '' when unknown (rows written before it was kept). */
  sentAt: string
  /** The 電文 type (VPWW58, VXSE51, …); '' when unknown. */
  telegramType: string
}

/**
 * 1 when `a` is later than `b`, -1 when earlier, 0 when nothing tells them apart: in order,
 * ReportDateTime; then, within one EventID, Serial; then, within one EventID or one telegram
 * type, Control/DateTime. Two telegram types about one kind in one minute (暴風 VPWW58 and 波浪
 * VPWW59 are both `storm`) are not ordered: the caller decides.
 */
export function compareReports(a: ReportMark, b: ReportMark): -1 | 0 | 1 {
  if (a.reportAt !== b.reportAt) return a.reportAt > b.reportAt ? 1 : -1
  const sameEvent = a.eventId !== '' && a.eventId === b.eventId
  if (sameEvent && a.serial !== b.serial) return a.serial > b.serial ? 1 : -1
  const sameStream = sameEvent || (a.telegramType !== '' && a.telegramType === b.telegramType)
  if (sameStream && a.sentAt !== '' && b.sentAt !== '' && a.sentAt !== b.sentAt) {
    return a.sentAt > b.sentAt ? 1 : -1
  }
  return 0
}
