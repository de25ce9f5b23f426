/**
 * Splits SQL text into its statements at the semicolons that end them: not those inside a string
 * or quoted name ('…', "…", `…`, […]) or a comment (-- to the line's end, /* … *\/). Empty
 * statements are left out. (A trigger's body, BEGIN …; END, would be cut: fixtures make none.)
 */
export function splitSqlStatements(sql: string): string[] {
  const statements: string[] = []
  let start = 0
  let i = 0
  const closing: Record<string, string> = { "'": "'", '"': '"', '`': '`', '[': ']' }
  while (i < sql.length) {
    const char = sql[i] as string
    const close = closing[char]
    if (close) {
      const end = sql.indexOf(close, i + 1)
      i = end === -1 ? sql.length : end + 1
      // '' inside a string is a quote, not its end: the scan goes on from the second quote.
      continue
    }
    if (sql.startsWith('--', i)) {
      const end = sql.indexOf('\n', i)
      i = end === -1 ? sql.length : end + 1
      continue
    }
    if (sql.startsWith('/*', i)) {
      const end = sql.indexOf('*/', i + 2)
      i = end === -1 ? sql.length : end + 2
      continue
    }
    if (char === ';') {
      statements.push(sql.slice(start, i))
      start = i + 1
    }
    i += 1
  }
  statements.push(sql.slice(start))
  return statements.map((s) => s.trim()).filter((s) => s !== '')
}
