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
