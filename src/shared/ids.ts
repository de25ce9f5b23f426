// Row ids: the Worker's routes and cursors, the edge's post and profile pages, and the SPA's
// route params all turn the same path segment into an id, so they must agree on which segments
// name a row. A database id is a plain positive decimal integer that a double holds exactly;
// anything else (`0`, `012`, `-1`, `1e3`, `1;DROP`, `%00`, 2^64) cannot name a row, so each side
// treats it as "not found" without asking the database.

const ROW_ID = /^[1-9]\d{0,15}$/

/** The id a path segment names, or null when no row can have it. */
export function parseRowId(raw: string | null | undefined): number | null {
  if (!raw || !ROW_ID.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}
