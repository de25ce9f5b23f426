import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { inject } from 'vitest'
import { root, wranglerEnv } from '../../scripts/lib/stack.mjs'

const exec = promisify(execFile)

/**
 * Runs SQL against the e2e Worker's local D1 through wrangler, the way a developer would
 * (`wrangler d1 execute --local`), and returns the rows of the last statement.
 */
export async function queryLocalD1<Row>(sql: string): Promise<Row[]> {
  const { stdout } = await exec(
    join(root, 'node_modules/.bin/wrangler'),
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      inject('e2ePersistTo'),
      '-c',
      'wrangler.toml',
      '--json',
      '--command',
      sql,
    ],
    { cwd: root, env: { ...process.env, ...wranglerEnv } },
  )
  const results = JSON.parse(stdout) as { results: Row[] }[]
  return results.at(-1)?.results ?? []
}

/**
 * queryLocalD1 for the clean-up a later file depends on: the local database can be busy for a
 * moment while the Worker writes, so a failed run is tried again (three tries in all).
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
