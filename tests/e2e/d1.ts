import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { inject } from 'vitest'
import { root, wranglerEnv } from '../../scripts/lib/stack.mjs'

const exec = promisify(execFile)

/**
 * `wrangler d1 execute --local` on the e2e Worker's database (its --persist-to directory), the
 * way a developer or operator would run it; `args` say what to run (--command or --file).
 */
export function executeLocalD1(args: string[], extraEnv: Record<string, string> = {}) {
  return exec(
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
      ...args,
    ],
    { cwd: root, env: { ...process.env, ...wranglerEnv, ...extraEnv } },
  )
}

/** Runs SQL against the e2e Worker's local D1 and returns the rows of the last statement. */
export async function queryLocalD1<Row>(sql: string): Promise<Row[]> {
  const { stdout } = await executeLocalD1(['--json', '--command', sql])
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
