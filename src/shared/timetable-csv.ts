import { CsvError, type CsvRecord, csvRecords } from './csv'
import { formatTimeRange } from './date-format/format'
import ja from './date-format/i18n/ja'
import { displayTextProblem, textProblemMessage } from './text-input'

// A festival's timetable as organizers keep it in a spreadsheet, saved as CSV (read by ./csv.ts;
// Excel in Japan writes Shift_JIS, newer versions UTF-8 with a BOM). One slot per line:
//   日付, 開始, 終了, 出演者, ステージ
//   2026/11/28, 18:00, 18:45, 港バンド, 中央ステージ
// A first line whose date cell is not a date is a header and skipped. The stage may be empty (the
// event's own venue). Every problem names its line, so the organizer can fix the spreadsheet.

export const MAX_TIMETABLE_LINES = 1000

export interface TimetableLine {
  line: number
  /** YYYY-MM-DD */
  date: string
  /** ISO 8601 with +09:00 */
  starts_at: string
  ends_at: string
  artist_name: string
  stage: string
}

export interface TimetableParse {
  rows: TimetableLine[]
  errors: { line: number; message: string }[]
}

const DATE = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/
const TIME = /^(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?$/

const pad = (value: string | number) => String(value).padStart(2, '0')

function parseDate(raw: string): string | null {
  const match = DATE.exec(raw.normalize('NFKC').trim())
  if (!match) return null
  const [, y, m, d] = match as unknown as [string, string, string, string]
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null
  return `${y}-${pad(m)}-${pad(d)}`
}

/** Minutes after the day's midnight; 24:00–29:59 is past midnight, as timetables write it. */
function parseTime(raw: string): number | null {
  const match = TIME.exec(raw.normalize('NFKC').trim())
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 29 || minutes > 59) return null
  return hours * 60 + minutes
}

function atMinutes(date: string, minutes: number): { text: string; ms: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  // Tokyo has no daylight saving: local = UTC + 9 h.
  const ms = Date.UTC(y, m - 1, d) + (minutes - 9 * 60) * 60_000
  const local = new Date(ms + 9 * 3600_000)
  const text = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00+09:00`
  return { text, ms }
}

/** Slots and line-numbered problems of a decoded timetable CSV. */
export function parseTimetable(text: string): TimetableParse {
  const rows: (TimetableLine & { start: number; end: number })[] = []
  const errors: { line: number; message: string }[] = []
  let records: CsvRecord[]
  try {
    records = csvRecords(text)
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    return { rows: [], errors: [{ line: error.line, message: error.message }] }
  }
  if (records.length > MAX_TIMETABLE_LINES) {
    return {
      rows: [],
      errors: [{ line: 1, message: `タイムテーブルは${MAX_TIMETABLE_LINES}行までです。` }],
    }
  }
  for (const [index, { line, cells }] of records.entries()) {
    const [rawDate = '', rawStart = '', rawEnd = '', rawArtist = '', rawStage = ''] = cells
    const date = parseDate(rawDate)
    if (!date && index === 0) continue
    const fail = (message: string) => errors.push({ line, message: `${line}行目: ${message}` })
    if (!date) {
      fail(`日付「${rawDate.trim()}」を読み取れません（例: 2026/11/28）。`)
      continue
    }
    const start = parseTime(rawStart)
    const end = parseTime(rawEnd)
    if (start === null) {
      fail(`開始時刻「${rawStart.trim()}」を読み取れません（例: 18:00）。`)
      continue
    }
    if (end === null) {
      fail(`終了時刻「${rawEnd.trim()}」を読み取れません（例: 18:45）。`)
      continue
    }
    if (end <= start) {
      fail('終了時刻は開始時刻より後にしてください。')
      continue
    }
    const artist = rawArtist.trim()
    if (!artist) {
      fail('出演者を入力してください。')
      continue
    }
    const problem = displayTextProblem(artist)
    if (problem) {
      fail(textProblemMessage(problem, '出演者名'))
      continue
    }
    if ([...artist].length > 100) {
      fail('出演者名は100文字以内で入力してください。')
      continue
    }
    const stage = rawStage.trim()
    const from = atMinutes(date, start)
    const to = atMinutes(date, end)
    const clash = rows.find((row) => row.stage === stage && row.start < to.ms && from.ms < row.end)
    if (clash) {
      fail(
        `${clash.line}行目と同じステージで時間が重なっています（${formatTimeRange(clash.starts_at, clash.ends_at, ja)}）。`,
      )
      continue
    }
    rows.push({
      line,
      date,
      starts_at: from.text,
      ends_at: to.text,
      artist_name: artist,
      stage,
      start: from.ms,
      end: to.ms,
    })
  }
  if (rows.length === 0 && errors.length === 0) {
    errors.push({ line: 1, message: 'タイムテーブルに出演枠がありません。' })
  }
  return { rows: rows.map(({ start: _s, end: _e, ...row }) => row), errors }
}

/** The text of a CSV file: UTF-8 (with or without BOM) when it is valid UTF-8, else Shift_JIS. */
export function decodeTimetable(bytes: Uint8Array): {
  text: string
  encoding: 'utf-8' | 'shift_jis'
} {
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes),
      encoding: 'utf-8',
    }
  } catch {
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'shift_jis' }
  }
}
