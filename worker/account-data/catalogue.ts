// The catalogue of personal data: every table with a column naming a user, read from the schema
// itself (the CREATE TABLE statements the migrations leave in sqlite_master, or the migrations'
// own text), so a table added later is deleted and exported without anyone listing it here.
// A column names a user when it references users(id), or by its name: user_id and *_user_id,
// author_id, actor_id, reporter_id, follower_id, followee_id, and the *_by columns of staff
// records (created_by, reviewed_by, voided_by, issued_by, set_by, granted_by).

export interface UserColumn {
  table: string
  column: string
  nullable: boolean
  /** `owner`: the row is the person's own and goes with them; `actor`: the row is someone else's
   * record that names them as who did something, and keeps its place without their id. */
  role: 'owner' | 'actor'
}

export interface PersonalTable {
  table: string
  columns: UserColumn[]
  /** The table also records things about a user as a subject (subject_kind 'user', subject_id). */
  userSubject: boolean
}

/** A column of a CREATE TABLE body: its name and the rest of its definition. */
interface ColumnDef {
  name: string
  definition: string
}

const USER_REFERENCE = /\bREFERENCES\s+"?users"?\s*\(\s*"?id"?\s*\)/i
const OWNER_NAME = /^(?:user_id|\w+_user_id|author_id|follower_id|followee_id)$/i
const ACTOR_NAME = /^(?:actor_id|reporter_id|\w+_by)$/i
const TABLE_CONSTRAINT = /^(?:PRIMARY|UNIQUE|CHECK|FOREIGN|CONSTRAINT)\b/i

/** The parts of `body` separated by commas outside parentheses and quotes. */
function topLevelParts(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote: string | null = null
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const char = body[i]
    if (quote) {
      if (char === quote) quote = null
    } else if (char === "'" || char === '"') {
      quote = char
    } else if (char === '(') {
      depth += 1
    } else if (char === ')') {
      depth -= 1
    } else if (char === ',' && depth === 0) {
      parts.push(body.slice(start, i))
      start = i + 1
    }
  }
  parts.push(body.slice(start))
  return parts.map((part) => part.replace(/--[^\n]*/g, '').trim()).filter(Boolean)
}

function columnOf(part: string): ColumnDef | null {
  if (TABLE_CONSTRAINT.test(part)) return null
  const match = /^"?(\w+)"?\s*(.*)$/s.exec(part)
  return match?.[1] ? { name: match[1], definition: match[2] ?? '' } : null
}

/** The columns of one `CREATE TABLE name (…)` statement, or null for anything else. */
export function parseCreateTable(sql: string): { table: string; columns: ColumnDef[] } | null {
  const head = /^\s*CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?\s*\(/i.exec(
    sql.replace(/^(\s*--[^\n]*\n)+/, ''),
  )
  if (!head?.[1]) return null
  const open = sql.indexOf('(', sql.search(/CREATE\s+TABLE/i))
  const close = sql.lastIndexOf(')')
  const columns = topLevelParts(sql.slice(open + 1, close))
    .map(columnOf)
    .filter((column): column is ColumnDef => column !== null)
  return { table: head[1], columns }
}

function userColumn(table: string, column: ColumnDef): UserColumn | null {
  if (table === 'users') return null
  const references = USER_REFERENCE.test(column.definition)
  const actor = ACTOR_NAME.test(column.name)
  if (!references && !actor && !OWNER_NAME.test(column.name)) return null
  const nullable = !/\bNOT\s+NULL\b|\bPRIMARY\s+KEY\b/i.test(column.definition)
  return { table, column: column.name, nullable, role: actor ? 'actor' : 'owner' }
}

/** The personal tables among `tables` (name → its columns). */
function catalogueOf(tables: Map<string, ColumnDef[]>): PersonalTable[] {
  const catalogue: PersonalTable[] = []
  for (const [table, columns] of tables) {
    const names = new Set(columns.map((column) => column.name))
    const userColumns = columns
      .map((column) => userColumn(table, column))
      .filter((column): column is UserColumn => column !== null)
    const userSubject = names.has('subject_kind') && names.has('subject_id')
    if (userColumns.length > 0 || userSubject) {
      catalogue.push({ table, columns: userColumns, userSubject })
    }
  }
  return catalogue.sort((a, b) => a.table.localeCompare(b.table))
}

/** Tables that are SQLite's, D1's or an FTS index's own, never the app's. */
const isInternal = (table: string) => /^(?:sqlite_|_cf_|d1_)/.test(table)

/** The catalogue of the live schema: `SELECT name, sql FROM sqlite_master WHERE type = 'table'`. */
export function catalogueOfSchema(rows: { name: string; sql: string | null }[]): PersonalTable[] {
  const tables = new Map<string, ColumnDef[]>()
  for (const row of rows) {
    if (isInternal(row.name) || !row.sql) continue
    const parsed = parseCreateTable(row.sql)
    if (parsed) tables.set(row.name, parsed.columns)
  }
  return catalogueOf(tables)
}

/**
 * The catalogue the migrations build, statement by statement: CREATE TABLE, ALTER TABLE … ADD
 * COLUMN, … RENAME TO, DROP TABLE (a table rebuilt to change a CHECK ends under its old name).
 */
export function catalogueOfMigrations(statements: string[]): PersonalTable[] {
  const tables = new Map<string, ColumnDef[]>()
  for (const raw of statements) {
    const sql = raw.replace(/^(\s*--[^\n]*\n)+/, '').trim()
    const created = parseCreateTable(sql)
    if (created) {
      tables.set(created.table, created.columns)
      continue
    }
    const added = /^ALTER\s+TABLE\s+"?(\w+)"?\s+ADD\s+COLUMN\s+(.*)$/is.exec(sql)
    const renamed = /^ALTER\s+TABLE\s+"?(\w+)"?\s+RENAME\s+TO\s+"?(\w+)"?/i.exec(sql)
    const dropped = /^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?/i.exec(sql)
    if (added?.[1] && added[2]) {
      const column = columnOf(added[2].replace(/;\s*$/, ''))
      if (column) tables.get(added[1])?.push(column)
    } else if (renamed?.[1] && renamed[2]) {
      const columns = tables.get(renamed[1])
      tables.delete(renamed[1])
      if (columns) tables.set(renamed[2], columns)
    } else if (dropped?.[1]) {
      tables.delete(dropped[1])
    }
  }
  return catalogueOf(tables)
}

/** The live schema's catalogue, read from D1. */
export async function readCatalogue(db: D1Database): Promise<PersonalTable[]> {
  const { results } = await db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table'`)
    .all<{ name: string; sql: string | null }>()
  return catalogueOfSchema(results)
}

/**
 * Columns that reference posts(id) and keep their row when the post goes (no ON DELETE): a post of
 * the deleted account that such a row points at is detached instead of deleted.
 */
export async function postPins(db: D1Database): Promise<{ table: string; column: string }[]> {
  const { results } = await db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table'`)
    .all<{ name: string; sql: string | null }>()
  const pins: { table: string; column: string }[] = []
  for (const row of results) {
    const parsed = row.sql && !isInternal(row.name) ? parseCreateTable(row.sql) : null
    for (const column of parsed?.columns ?? []) {
      const def = column.definition
      if (/\bREFERENCES\s+"?posts"?\s*\(/i.test(def) && !/\bON\s+DELETE\b/i.test(def)) {
        pins.push({ table: row.name, column: column.name })
      }
    }
  }
  return pins
}
