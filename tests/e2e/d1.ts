import { inject } from 'vitest'
import { runOnLocalD1 } from './local-d1'
import { splitSqlStatements } from './sql-statements'

// Fixtures written into the e2e Worker's D1 behind its back (tests/e2e/local-d1.ts says how).

/** Runs `statements` in one transaction on the e2e Worker's D1: each statement's rows. */
export const runLocalD1 = (statements: string[]) => runOnLocalD1(inject('e2ePersistTo'), statements)

/** Runs SQL (one or more statements) against the e2e Worker's D1: the last statement's rows. */
export async function queryLocalD1<Row>(sql: string): Promise<Row[]> {
  return (runLocalD1(splitSqlStatements(sql)).at(-1) ?? []) as Row[]
}

/**
 * queryLocalD1 for the clean-up a later file depends on: the Worker may hold the write lock past
 * the busy timeout on a loaded machine, so a failed run is tried again (three tries in all).
 */
export async function queryLocalD1Surely<Row>(sql: string): Promise<Row[]> {
  let failure: unknown
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await queryLocalD1<Row>(sql)
    } catch (err) {
      failure = err
    }
  }
  throw failure
}
