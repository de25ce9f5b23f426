// What a backup folder holds, shared by `npm run backup` and `npm run restore`:
//   manifest.json   what was backed up: the source, row counts per table, each R2 object
//                   (key, bytes, SHA-256, content type, the file holding it)
//   d1-tables.sql   the tables (`wrangler d1 export --no-data`), all created before any row:
//                   a row's foreign key needs its parent table, whatever the export's order
//   d1.sql          their rows (`wrangler d1 export --no-schema`)
//   d1-schema.sql   indexes, triggers and the search index, created after the rows are in
//   r2/NNNNNN       the R2 objects' bytes
// D1 cannot export a database with virtual tables (the FTS5 search index): the export names every
// other table, and the restore creates the search index anew and rebuilds it from search_docs.
import { createHash } from 'node:crypto'

export const MANIFEST = 'manifest.json'
export const D1_FILE = 'd1.sql'
export const TABLES_FILE = 'd1-tables.sql'
export const SCHEMA_FILE = 'd1-schema.sql'
export const objectFile = (index) => `r2/${String(index).padStart(6, '0')}`

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

const SHADOW_SUFFIXES = ['_data', '_idx', '_content', '_docsize', '_config']

/**
 * Splits the database's sqlite_master rows into the tables to export and the statements that
 * recreate the rest after the rows are in (so no trigger fires during the restore).
 * @param {{ type: string, name: string, sql: string | null }[]} master
 */
export function planSchema(master) {
  const isVirtual = (row) => row.type === 'table' && /^CREATE VIRTUAL TABLE/i.test(row.sql ?? '')
  const virtual = master.filter(isVirtual)
  const shadows = new Set(virtual.flatMap((v) => SHADOW_SUFFIXES.map((s) => `${v.name}${s}`)))
  const tables = master
    .filter((row) => row.type === 'table' && !isVirtual(row) && !shadows.has(row.name))
    .map((row) => row.name)
    .filter((name) => !/^(sqlite_|_cf_)/.test(name))
  const later = (type) =>
    master.filter((row) => row.type === type && row.sql).map((row) => `${row.sql};`)
  const rebuild = virtual
    .filter((v) => /content\s*=/i.test(v.sql ?? ''))
    .map((v) => `INSERT INTO "${v.name}" ("${v.name}") VALUES ('rebuild');`)
  const statements = [
    ...virtual.map((v) => `${v.sql};`),
    ...later('index'),
    ...later('view'),
    ...later('trigger'),
    ...rebuild,
  ]
  return { tables, schemaSql: `${statements.join('\n')}\n` }
}

/** Rows per table in a `wrangler d1 export` file (one INSERT line per row). */
export function countRows(sql) {
  const counts = {}
  for (const match of sql.matchAll(/^INSERT INTO "([^"]+)"/gm)) {
    counts[match[1]] = (counts[match[1]] ?? 0) + 1
  }
  return counts
}
