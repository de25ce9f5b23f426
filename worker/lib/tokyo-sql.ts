// SQL fragments for times stored in Asia/Tokyo (src/shared/dates.ts): event and coupon times
// carry +09:00 and a coupon's bounds may be plain dates meaning that whole day in Tokyo, so they
// are compared as instants through julianday, never as text.

/** The last instant a date-or-date-time column covers, as a julian day. */
export const endOfTokyoValue = (column: string) =>
  `(CASE WHEN length(${column}) = 10 THEN julianday(${column} || 'T23:59:59.999+09:00')
    ELSE julianday(${column}) END)`

/** The first instant a date-or-date-time column covers (a plain date: its 00:00 in Tokyo). */
export const startOfTokyoValue = (column: string) =>
  `(CASE WHEN length(${column}) = 10 THEN julianday(${column} || 'T00:00:00+09:00')
    ELSE julianday(${column}) END)`

/** A coupon row (alias `p`) valid at the instant bound to `param` (an ISO string). */
export const couponValidAt = (param: string) =>
  `(p.valid_from IS NULL OR ${startOfTokyoValue('p.valid_from')} <= julianday(${param}))
   AND (p.valid_until IS NULL OR ${endOfTokyoValue('p.valid_until')} >= julianday(${param}))`
