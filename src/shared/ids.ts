// Row ids as they appear in paths and cursors. Only plain positive decimal integers within the
// safe range name a row; everything else (`0`, `012`, `-1`, `1;DROP`, `%00`, `1e3`, 2^64) cannot
// exist, so the app shows "not found" without asking and the Worker answers the same 404 as for
// an id that is merely unknown.

const ROW_ID = /^[1-9]\d{0,15}$/

/** The row id `raw` spells, or null. */
export function parseRowId(raw: string | null | undefined): number | null {
  if (!raw || !ROW_ID.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}
