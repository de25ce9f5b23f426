import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/** Where each process of `npm test` notes what its files cost (scripts/test-run.mjs merges them). */
export const FILE_TIMES_DIR = 'test-results/file-times'

/** How the reporter names each failed test, one line each, so the end of a long log names it. */
export const FAILED_TEST_PREFIX = 'failed test: '

/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped`, after vitest's own
 * summary: the form CI reads to tell a run that tested something from one that ran nothing.
 * Under scripts/test-run.mjs (JIMOTO_TEST_GROUP set) it also writes what each file took, set-up,
 * import and tests, and the process's own time beyond its files (its global set-up before the
 * first file, and vitest's work between files), so the next run can share the files out by time
 * (scripts/lib/test-groups.mjs). Before it, one line per failed test with the first line of its
 * error: scripts/test-run.mjs repeats them after all its processes, where a log cut to its end
 * (as CI shows it) still names what failed.
 */
export default class SummaryReporter implements Reporter {
  private startedAt = performance.now()

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    const failures: string[] = []
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') {
          failed++
          const error = test.result().errors?.[0]?.message.split('\n')[0] ?? ''
          failures.push(`${module.relativeModuleId} > ${test.fullName}: ${error.slice(0, 300)}`)
        } else skipped++
      }
      // A file that failed to load has no tests to count but is still a failure.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
        failed++
        const error = module.errors()[0]?.message.split('\n')[0] ?? ''
        failures.push(`${module.relativeModuleId}: ${error.slice(0, 300)}`)
      }
    }
    for (const failure of failures) console.log(`${FAILED_TEST_PREFIX}${failure}`)
    this.writeFileTimes(testModules)
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  }

  private writeFileTimes(testModules: ReadonlyArray<TestModule>): void {
    const group = process.env.JIMOTO_TEST_GROUP
    if (!group) return
    const files: Record<string, number> = {}
    for (const module of testModules) {
      const d = module.diagnostic()
      const ms =
        d.environmentSetupDuration +
        d.prepareDuration +
        d.collectDuration +
        d.setupDuration +
        d.duration
      files[module.relativeModuleId] = Math.round(ms / 100) / 10
    }
    // Counted from the whole run, not only up to the first file: between files a Worker process
    // spent 20-25 s more (0.2 s a file) that a table of set-up alone left out, and its processes
    // ended last.
    const filesSeconds = Object.values(files).reduce((sum, seconds) => sum + seconds, 0)
    const elapsed = (performance.now() - this.startedAt) / 1000
    const overhead = Math.round(Math.max(0, elapsed - filesSeconds) * 10) / 10
    mkdirSync(FILE_TIMES_DIR, { recursive: true })
    writeFileSync(
      join(FILE_TIMES_DIR, `${group}.json`),
      JSON.stringify({ overhead, files }, null, 1),
    )
  }
}
