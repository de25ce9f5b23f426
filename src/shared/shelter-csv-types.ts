// The shapes of a read shelter file (./shelter-csv.ts), apart so that file stays short. Types only:
// Node loads the reader with type stripping, which drops `import type`.

import type { ShelterHazard } from './shelter-csv'

export type ShelterFileKind = 'emergency' | 'evacuation'

export interface ShelterRow {
  /** 共通ID: the key a re-import updates by (different in the two files for one facility). */
  code: string
  name: string
  address: string
  lat: number
  lng: number
  /** The 指定緊急避難場所 file's eight flags; null in the 指定避難所 file. */
  hazards: ShelterHazard[] | null
  /** 指定避難所 (the 指定避難所 file, or 「指定避難所との住所同一」 in the other). */
  evacuation: boolean
  note: string
}

export interface ShelterCsvProblem {
  /** 1-based line of the file (the header is line 1). */
  line: number
  message: string
}

/** Which rows are the town's: its municipality (name or code) and, as a second guard, its area. */
export interface ShelterTown {
  /** 都道府県名及び市町村名 as the national file writes it, e.g. 静岡県熱海市. */
  name: string | null
  /** 全国地方公共団体コード (5 digits, or 6 with the check digit). */
  code: string | null
  /** west, south, east, north: a row of the town outside it is skipped, not imported. */
  bbox: [number, number, number, number] | null
}

export interface ShelterCsvSummary {
  kind: ShelterFileKind
  /** True for the national layout (with 都道府県名及び市町村名). */
  national: boolean
  /** Data rows read. */
  read: number
  /** The town's good rows (what is imported). */
  kept: number
  /** Rows of other municipalities. */
  otherTowns: number
  /** Rows of the town whose position lies outside its area. */
  outsideArea: number
  /** Rows of the town that are wrong (listed in problems). */
  rejected: number
}

export interface ParsedShelterCsv extends ShelterCsvSummary {
  rows: (ShelterRow & { line: number })[]
  /** The first MAX_PROBLEMS problems (a header problem is line 1 and stops the reading). */
  problems: ShelterCsvProblem[]
  /** True when the header is not a shelter file (or the town is not set for a national file). */
  headerRejected: boolean
}
