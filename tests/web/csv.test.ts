import { describe, expect, it } from 'vitest'
import { CsvError, createCsvReader, csvRecords } from '../../src/shared/csv'
import { parseShelterCsv } from '../../src/shared/shelter-csv'
import { parseTimetable } from '../../src/shared/timetable-csv'

// The one CSV reader (src/shared/csv.ts) under both uploads: RFC 4180 quoting, CRLF, LF and CR
// line ends, a byte order mark, line breaks inside quoted fields, and a file fed in pieces that
// may end anywhere.

const cells = (text: string) => csvRecords(text).map((record) => record.cells)

/** The same text fed one character at a time, as a stream may cut it. */
function inPieces(text: string) {
  const records: { line: number; cells: string[] }[] = []
  const reader = createCsvReader((line, fields) => records.push({ line, cells: fields }))
  for (const char of text) reader.push(char)
  reader.end()
  return records
}

describe('the CSV reader', () => {
  it('reads quoted fields with commas, doubled quotes and text after the closing quote', () => {
    expect(cells('a,"b, c","say ""hi""","x"y\n')).toEqual([['a', 'b, c', 'say "hi"', 'xy']])
  })

  it('ends records at CRLF, LF and CR alike', () => {
    expect(cells('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ])
  })

  it('leaves a byte order mark out of the first field', () => {
    expect(cells('\uFEFF日付,開始\r\n')).toEqual([['日付', '開始']])
    expect(inPieces('\uFEFF日付,開始')[0]?.cells).toEqual(['日付', '開始'])
  })

  it('keeps line breaks inside quotes and numbers each record by the line it starts on', () => {
    const text = 'name,note\r\n"港の広場","一行目\r\n二行目"\r\n第一小学校,\r\n'
    expect(csvRecords(text)).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['港の広場', '一行目\r\n二行目'] },
      { line: 4, cells: ['第一小学校', ''] },
    ])
  })

  it('reads a file cut anywhere (inside quotes, between CR and LF) as the whole text', () => {
    const text = '\uFEFFa,"b\r\nc","d""e"\r\n\r\nf,g\r\n'
    expect(inPieces(text)).toEqual(csvRecords(text))
    expect(csvRecords(text).map((record) => record.line)).toEqual([1, 4])
  })

  it('opens a quote after spaces only at a field’s start; elsewhere a quote is a character', () => {
    expect(cells('2026/11/28, "港バンド, 東京", 5"3')).toEqual([
      ['2026/11/28', '港バンド, 東京', ' 5"3'],
    ])
  })

  it('drops blank records', () => {
    expect(cells('a\n\n ,  \nb\n')).toEqual([['a'], ['b']])
  })

  it('names the line of an unclosed quote and of a field that swallows the file', () => {
    const unclosed = () => csvRecords('a,b\nc,"d\ne,f\n')
    expect(unclosed).toThrow(CsvError)
    expect(unclosed).toThrow('2行目: 引用符 " が閉じられていません')
    expect(() => csvRecords(`x\n"${'y'.repeat(50)}`, { maxField: 40 })).toThrow(
      '2行目: 項目が長すぎます',
    )
  })
})

describe('both uploads read CSV by the same rules', () => {
  it('a timetable with a BOM, CRLF and a quoted artist with a comma', () => {
    const parsed = parseTimetable(
      '\uFEFF日付,開始,終了,出演者,ステージ\r\n2026/11/28,18:00,18:45,"港バンド, 東京",中央\r\n',
    )
    expect(parsed.errors).toEqual([])
    expect(parsed.rows).toMatchObject([{ line: 2, artist_name: '港バンド, 東京', stage: '中央' }])
  })

  it('a timetable with an unclosed quote says so on its line instead of reading on', () => {
    const parsed = parseTimetable(
      '日付,開始,終了,出演者\n2026/11/28,18:00,18:45,"港バンド\n2026/11/28,19:00,19:45,浜の歌\n',
    )
    expect(parsed.rows).toEqual([])
    expect(parsed.errors).toEqual([{ line: 2, message: '2行目: 引用符 " が閉じられていません' }])
  })

  it('a shelter list with a quoted name across lines keeps the next row’s line', () => {
    const header =
      'NO,共通ID,施設・場所名,住所,洪水,崖崩れ、土石流及び地滑り,高潮,地震,津波,大規模な火事,内水氾濫,火山現象,指定避難所との住所同一,緯度,経度,備考'
    const parsed = parseShelterCsv(
      `\uFEFF${header}\r\n1,E1,"港の広場, 北側",みなと町,1,,,,,,,,,34.97,139.09,"高台\r\nまで徒歩5分"\r\n2,E2,第一小学校,みなと町,1,,,,,,,,,34.98,139.08,\r\n`,
    )
    expect(parsed.rows.map((row) => [row.line, row.name])).toEqual([
      [2, '港の広場, 北側'],
      [4, '第一小学校'],
    ])
  })
})
