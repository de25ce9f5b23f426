// The one CSV reader of the app (RFC 4180), for every file people upload: the shelter lists of
// 国土地理院 and the towns (src/shared/shelter-csv.ts, fed in pieces as the file streams) and an
// event's timetable (src/shared/timetable-csv.ts, one text). Its rules:
// - a field in double quotes may hold commas, line breaks (LF, CRLF or CR) and quotes written
//   twice (""); characters after the closing quote belong to the same field;
// - a record ends at LF, CRLF or CR, also when a piece ends between the CR and the LF;
// - a quote opens a quoted field only at the field's start, after nothing but spaces (which are
//   dropped: hand-typed files write `, "港バンド, 東京"`); elsewhere it is a plain character;
// - a byte order mark at the very start is not part of the first field;
// - records of nothing but blanks are dropped; every record knows the line it starts on;
// - an unclosed quote, or a field longer than `maxField` (a stray quote swallowing the file), is
//   a CsvError naming the line, in Japanese (people read it on the upload page).

/** Longer than any real field; a stray quote that swallows the rest of a file stops here. */
export const MAX_CSV_FIELD = 4000

// No parameter properties: scripts (npm run import:shelters, the demo seed) run this file with
// Node's type stripping, which refuses them.
export class CsvError extends Error {
  /** The line the record in error starts on (1 for a problem of the whole file). */
  readonly line: number

  constructor(message: string, line = 1) {
    super(message)
    this.line = line
  }
}

export interface CsvRecord {
  line: number
  cells: string[]
}

const QUOTE = 34
const COMMA = 44
const LF = 10
const CR = 13

/** Where the reader stands between characters, and between pieces. */
interface ReaderState {
  fields: string[]
  field: string
  quoted: boolean
  /** A `"` inside a quoted field: the field's end or the first of `""`. */
  quoteSeen: boolean
  afterCr: boolean
  /** The last character read inside quotes was a CR. */
  crInQuote: boolean
  line: number
  recordLine: number
}

/**
 * The piece being read, and where its run of plain characters not yet added to the field
 * starts (-1: none): a run is copied with one slice, not a character at a time.
 */
interface Piece {
  text: string
  plainFrom: number
}

function flush(state: ReaderState, piece: Piece, to: number) {
  if (piece.plainFrom >= 0) state.field += piece.text.slice(piece.plainFrom, to)
  piece.plainFrom = -1
}

/** A character inside quotes; false when it ended the quotes and is to be read unquoted. */
function readQuoted(state: ReaderState, piece: Piece, ch: number, i: number): boolean {
  if (state.quoteSeen) {
    state.quoteSeen = false
    if (ch === QUOTE) {
      state.field += '"'
      return true
    }
    state.quoted = false
    return false
  }
  if (ch === QUOTE) {
    flush(state, piece, i)
    state.quoteSeen = true
    return true
  }
  // CRLF, LF and CR each count one line, also when a piece ends between CR and LF.
  if (ch === CR || (ch === LF && !state.crInQuote)) state.line++
  state.crInQuote = ch === CR
  if (piece.plainFrom < 0) piece.plainFrom = i
  return true
}

/** A character outside quotes: a field's end, a record's end, an opening quote or text. */
function readUnquoted(
  state: ReaderState,
  piece: Piece,
  ch: number,
  i: number,
  endRecord: () => void,
) {
  if (ch === COMMA) {
    flush(state, piece, i)
    state.fields.push(state.field)
    state.field = ''
  } else if (ch === LF || ch === CR) {
    flush(state, piece, i)
    state.line++
    endRecord()
    state.recordLine = state.line
    state.afterCr = ch === CR
  } else if (ch === QUOTE && opensQuote(state.field, piece.text, piece.plainFrom, i)) {
    piece.plainFrom = -1
    state.field = ''
    state.quoted = true
  } else if (piece.plainFrom < 0) piece.plainFrom = i
}

/** Records fed in pieces: `push` each decoded piece, then `end`. */
export function createCsvReader(
  onRecord: (line: number, fields: string[]) => void,
  { maxField = MAX_CSV_FIELD }: { maxField?: number } = {},
) {
  const state: ReaderState = {
    fields: [],
    field: '',
    quoted: false,
    quoteSeen: false,
    afterCr: false,
    crInQuote: false,
    line: 1,
    recordLine: 1,
  }
  let started = false
  const endRecord = () => {
    state.fields.push(state.field)
    if (state.fields.some((value) => value.trim() !== '')) onRecord(state.recordLine, state.fields)
    state.fields = []
    state.field = ''
  }
  return {
    push(text: string) {
      const piece = {
        text: !started && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text,
        plainFrom: -1,
      }
      started ||= text.length > 0
      for (let i = 0; i < piece.text.length; i++) {
        const ch = piece.text.charCodeAt(i)
        if (state.afterCr) {
          state.afterCr = false
          if (ch === LF) continue
        }
        if (state.quoted && readQuoted(state, piece, ch, i)) continue
        readUnquoted(state, piece, ch, i, endRecord)
        if (state.field.length > maxField) break
      }
      flush(state, piece, piece.text.length)
      if (state.field.length > maxField) {
        throw new CsvError(
          `${state.recordLine}行目: 項目が長すぎます（引用符 " の閉じ忘れかもしれません）`,
          state.recordLine,
        )
      }
    },
    end() {
      if (state.quoted && !state.quoteSeen) {
        throw new CsvError(
          `${state.recordLine}行目: 引用符 " が閉じられていません`,
          state.recordLine,
        )
      }
      if (state.field !== '' || state.fields.length > 0) endRecord()
    },
  }
}

/** Whether a quote at `i` starts the field: nothing but spaces before it in this field. */
function opensQuote(field: string, text: string, plainFrom: number, i: number): boolean {
  const before = plainFrom >= 0 ? field + text.slice(plainFrom, i) : field
  return before.trim() === ''
}

/** Every record of a whole text (CsvError as createCsvReader). */
export function csvRecords(text: string, options?: { maxField?: number }): CsvRecord[] {
  const records: CsvRecord[] = []
  const reader = createCsvReader((line, cells) => records.push({ line, cells }), options)
  reader.push(text)
  reader.end()
  return records
}
