import type { PostalRow } from '../../src/shared/postal'
import type { RomanPostalRow } from '../../src/shared/postal-roman'

/** A KEN_ALL row, with KEN_ALL_ROME's romaji when the import was given them. */
export type PostalImportRow = PostalRow &
  Partial<Pick<RomanPostalRow, 'prefecture_roman' | 'city_roman' | 'town_roman'>>

export function withRomaji(rows: PostalRow[], romanRows?: RomanPostalRow[]): PostalImportRow[]
export function postalImportSql(rows: PostalImportRow[], prefecture?: string | null): string
export function importPostalRows(
  db: D1Database,
  rows: PostalImportRow[],
  prefecture?: string | null,
): Promise<number>
