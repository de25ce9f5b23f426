import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/stack.mjs'
import { FAILED_TEST_PREFIX } from '../summary-reporter'

// The closing lines of every vitest process of `npm test` (tests/summary-reporter.ts): the counts
// CI reads, and a line per failed test, which scripts/test-run.mjs repeats at the very end of the
// log so that a log cut to its end still says what failed and why.

const run = promisify(execFile)
const scratch = join(root, 'test-results')
let dir = ''

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the summary reporter', () => {
  it('names each failed test with its file and the first line of its error, then the counts', async () => {
    await mkdir(scratch, { recursive: true })
    // Inside the repository, so the fixture's `import 'vitest'` finds the installed package.
    dir = await mkdtemp(join(scratch, 'summary-reporter-'))
    await writeFile(
      join(dir, 'sample.test.ts'),
      [
        "import { describe, expect, it } from 'vitest'",
        "describe('a page', () => {",
        "  it('passes', () => expect(1).toBe(1))",
        "  it('shows its title', () => expect('お知らせ').toBe('イベント'))",
        "  it.skip('is skipped', () => undefined)",
        '})',
      ].join('\n'),
    )
    const vitest = join(root, 'node_modules/vitest/vitest.mjs')
    const reporter = join(root, 'tests/summary-reporter.ts')
    const result = await run(
      process.execPath,
      [vitest, 'run', '--root', dir, '--reporter', 'dot', '--reporter', reporter],
      { env: { ...process.env, NO_COLOR: '1', JIMOTO_TEST_GROUP: '' } },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    )
    expect(result.code).toBe(1)
    const lines = result.stdout.split('\n')
    expect(lines.filter((line) => line.startsWith(FAILED_TEST_PREFIX))).toEqual([
      `${FAILED_TEST_PREFIX}sample.test.ts > a page > shows its title: expected 'お知らせ' to be 'イベント' // Object.is equality`,
    ])
    expect(lines).toContain('tests: 1 passed, 1 failed, 1 skipped')
  }, 60_000)
})
