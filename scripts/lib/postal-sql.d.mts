import type { PostalRow } from '../../src/shared/postal'

export function postalImportSql(rows: PostalRow[], prefecture?: string | null): string
export function importPostalRows(
  db: D1Database,
  rows: PostalRow[],
  prefecture?: string | null,
): Promise<number>
