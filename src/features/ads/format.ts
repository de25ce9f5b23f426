import {
  formatCount,
  formatDay as formatDate,
  formatDays as formatDateRange,
} from '../../components/post/time'
import type { YearChoice } from '../../shared/date-format/format'
import { tokyoDateOf } from '../../shared/opening-hours'
import m from './i18n/current'

// Amounts and counts are whole numbers, written without Intl (formatCount): the first
// Intl.NumberFormat a page builds loads ICU's data, 130 ms of the ad landing's first render at
// 4× CPU slowdown.

/** An amount of yen in this site's words (19,800円 / ¥19,800). */
export const formatYen = (amount: number) => m.yen(formatCount(amount))

export const formatNumber = (value: number) => formatCount(value)

/**
 * A Tokyo calendar day (YYYY-MM-DD) as every page writes dates; a receipt, kept for the books,
 * passes `true` to always write the year.
 */
export const formatDay = (day: string, year: YearChoice = Date.now()): string =>
  formatDate(day, undefined, year) || day

/** An ad's days, first to last: 12月1日(火)〜12月7日(月). */
export const formatDays = (first: string, last: string): string => formatDateRange(first, last)

/** The Tokyo calendar day of an instant (ISO 8601), as this site writes dates. */
export const formatDayOf = (instant: string) => formatDay(tokyoDateOf(instant))

/** The refund of a rejected order in the shop's words; null when no refund was started. */
export function refundText(order: {
  refund_status: string | null
  refund_email: string | null
  refund_expires_at: string | null
  billing_email: string
}): string | null {
  switch (order.refund_status) {
    case 'requires_action':
      return m.refund.requires_action(
        order.refund_email ?? order.billing_email,
        order.refund_expires_at ? formatDayOf(order.refund_expires_at) : '—',
      )
    case 'pending':
      return m.refund.pending
    case 'succeeded':
      return m.refund.succeeded
    case 'failed':
    case 'canceled':
      return m.refund.failed
    default:
      return null
  }
}
