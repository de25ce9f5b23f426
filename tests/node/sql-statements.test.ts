import { describe, expect, it } from 'vitest'
import { splitSqlStatements } from '../e2e/sql-statements'

// The e2e fixtures' SQL, cut into the statements SQLite runs one by one (tests/e2e/d1.ts): a
// semicolon ends a statement only outside strings, quoted names and comments.

describe('splitting fixture SQL into statements', () => {
  it('cuts at the semicolons between statements and drops empty ones', () => {
    expect(splitSqlStatements('SELECT 1;\n  SELECT 2 ;;\n')).toEqual(['SELECT 1', 'SELECT 2'])
  })

  it('keeps a semicolon inside a string, with doubled quotes in it', () => {
    expect(
      splitSqlStatements("INSERT INTO posts (body) VALUES ('it''s; fine');SELECT 'a;b'"),
    ).toEqual(["INSERT INTO posts (body) VALUES ('it''s; fine')", "SELECT 'a;b'"])
  })

  it('keeps semicolons inside quoted names and comments', () => {
    const sql = [
      'SELECT "a;b", `c;d`, [e;f] FROM t -- one; comment',
      '; /* another; */ SELECT 2',
    ].join('\n')
    expect(splitSqlStatements(sql)).toEqual([
      'SELECT "a;b", `c;d`, [e;f] FROM t -- one; comment',
      '/* another; */ SELECT 2',
    ])
  })

  it('answers one statement for SQL without a semicolon', () => {
    expect(splitSqlStatements("UPDATE users SET name = '港' WHERE id = 1")).toEqual([
      "UPDATE users SET name = '港' WHERE id = 1",
    ])
  })
})
