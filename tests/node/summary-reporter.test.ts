import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
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
const dirs: string[] = []
const vitest = join(root, 'node_modules/vitest/vitest.mjs')
const reporter = join(root, 'tests/summary-reporter.ts')

/** A scratch folder inside the repository, so a fixture's `import 'vitest'` finds the package. */
async function scratchDir(): Promise<string> {
  await mkdir(scratch, { recursive: true })
  const dir = await mkdtemp(join(scratch, 'summary-reporter-'))
  dirs.push(dir)
  return dir
}

/** Runs vitest on the fixture in `dir` with the reporter (after `reporters`), as group `group`. */
async function runFixture(
  dir: string,
  { group = '', reporters = [] as string[] } = {},
): Promise<{ code: number; stdout: string }> {
  const args = [vitest, 'run', '--root', dir, ...reporters.flatMap((r) => ['--reporter', r])]
  return run(process.execPath, [...args, '--reporter', reporter], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', JIMOTO_TEST_GROUP: group },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => error,
  )
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('the summary reporter', () => {
  it('names each failed test with its file and the first line of its error, then the counts', async () => {
    const dir = await scratchDir()
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
    const result = await runFixture(dir, { reporters: ['dot'] })
    expect(result.code).toBe(1)
    const lines = result.stdout.split('\n')
    expect(lines.filter((line) => line.startsWith(FAILED_TEST_PREFIX))).toEqual([
      `${FAILED_TEST_PREFIX}sample.test.ts > a page > shows its title: expected 'お知らせ' to be 'イベント' // Object.is equality`,
    ])
    expect(lines).toContain('tests: 1 passed, 1 failed, 1 skipped')
  }, 60_000)

  it('writes what each file took and what its process spent beyond its files', async () => {
    // A process whose global set-up takes 1.5 s and whose one file takes 0.4 s: the next run shares
    // files out by both (scripts/lib/test-groups.mjs), so the set-up must not be counted as nothing.
    const dir = await scratchDir()
    await writeFile(
      join(dir, 'slow.test.ts'),
      [
        "import { expect, it } from 'vitest'",
        "it('waits', async () => {",
        '  await new Promise((done) => setTimeout(done, 400))',
        '  expect(1).toBe(1)',
        '})',
      ].join('\n'),
    )
    await writeFile(
      join(dir, 'global-setup.ts'),
      'export default () => new Promise((done) => setTimeout(done, 1500))\n',
    )
    await writeFile(
      join(dir, 'vitest.config.ts'),
      "export default { test: { globalSetup: ['global-setup.ts'] } }\n",
    )
    expect((await runFixture(dir, { group: 'sample' })).code).toBe(0)
    const written = JSON.parse(
      await readFile(join(dir, 'test-results/file-times/sample.json'), 'utf8'),
    ) as { overhead: number; files: Record<string, number> }
    expect(Object.keys(written.files)).toEqual(['slow.test.ts'])
    expect(written.files['slow.test.ts']).toBeGreaterThanOrEqual(0.4)
    expect(written.overhead).toBeGreaterThanOrEqual(1.5)
  }, 60_000)
})
