import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped`, after vitest's own
 * summary: the form CI reads to tell a run that tested something from one that ran nothing.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
      // A file that failed to load has no tests to count but is still a failure.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++
    }
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  }
}
