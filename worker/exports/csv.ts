// CSV as Excel on Japanese Windows opens it: UTF-8 with a BOM (without it Excel reads Shift_JIS),
// CRLF line ends, RFC 4180 quoting (a field with a comma, quote or line break is quoted, quotes
// doubled).

export const BOM = '\uFEFF'
export const CRLF = '\r\n'

/** A missing column (undefined) is an empty field, like NULL. */
export type Cell = string | number | null | undefined

/**
 * One field. Text starting with = + - @ (or a tab/CR) is prefixed with ' so a spreadsheet shows
 * it instead of running it as a formula (residents write these texts; staff open the file).
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvRow = (cells: Cell[]) => `${cells.map(csvField).join(',')}${CRLF}`

const TOKYO_MS = 9 * 3600_000

/** A stored UTC instant (…Z) as Tokyo wall time, `YYYY-MM-DD HH:MM:SS`, which Excel reads as a date. */
export function tokyoTime(iso: string | null): string | null {
  if (!iso) return null
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return iso
  return new Date(ms + TOKYO_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** The UTC bounds of Tokyo days `from`..`to` (both inclusive): [start, end). */
export function tokyoPeriod(from: string, to: string): { start: string; end: string } {
  const start = Date.parse(`${from}T00:00:00+09:00`)
  const end = Date.parse(`${to}T00:00:00+09:00`) + 86_400_000
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() }
}
