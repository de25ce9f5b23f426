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

/** Records fed in pieces: `push` each decoded piece, then `end`. */
export function createCsvReader(
  onRecord: (line: number, fields: string[]) => void,
  { maxField = MAX_CSV_FIELD }: { maxField?: number } = {},
) {
  let fields: string[] = []
  let field = ''
  let quoted = false
  let quoteSeen = false // a `"` inside a quoted field: the field's end or the first of `""`
  let afterCr = false
  let crInQuote = false // the last character read inside quotes was a CR
  let started = false
  let line = 1
  let recordLine = 1
  const endRecord = () => {
    fields.push(field)
    if (fields.some((value) => value.trim() !== '')) onRecord(recordLine, fields)
    fields = []
    field = ''
  }
  const tooLong = () =>
    new CsvError(
      `${recordLine}行目: 項目が長すぎます（引用符 " の閉じ忘れかもしれません）`,
      recordLine,
    )
  return {
    push(piece: string) {
      const text = !started && piece.charCodeAt(0) === 0xfeff ? piece.slice(1) : piece
      started ||= piece.length > 0
      let plainFrom = -1
      const flush = (to: number) => {
        if (plainFrom >= 0) field += text.slice(plainFrom, to)
        plainFrom = -1
      }
      for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i)
        if (afterCr) {
          afterCr = false
          if (ch === LF) continue
        }
        if (quoted) {
          if (quoteSeen) {
            quoteSeen = false
            if (ch === QUOTE) {
              field += '"'
              continue
            }
            quoted = false // and this character is read unquoted below
          } else if (ch === QUOTE) {
            flush(i)
            quoteSeen = true
            continue
          } else {
            // CRLF, LF and CR each count one line, also when a piece ends between CR and LF.
            if (ch === CR || (ch === LF && !crInQuote)) line++
            crInQuote = ch === CR
            if (plainFrom < 0) plainFrom = i
            continue
          }
        }
        if (ch === COMMA) {
          flush(i)
          fields.push(field)
          field = ''
        } else if (ch === LF || ch === CR) {
          flush(i)
          line++
          endRecord()
          recordLine = line
          afterCr = ch === CR
        } else if (ch === QUOTE && opensQuote(field, text, plainFrom, i)) {
          plainFrom = -1
          field = ''
          quoted = true
        } else if (plainFrom < 0) plainFrom = i
        if (field.length > maxField) break
      }
      flush(text.length)
      if (field.length > maxField) throw tooLong()
    },
    end() {
      if (quoted && !quoteSeen) {
        throw new CsvError(`${recordLine}行目: 引用符 " が閉じられていません`, recordLine)
      }
      if (field !== '' || fields.length > 0) endRecord()
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
