// `npm test` after the dependencies are in (scripts/bootstrap.mjs): builds dist/ once, then runs
// four vitest processes side by side, the browser tests in two, the Worker's tests in two, and
// the web and node files shared among them by time.
//
// Why several processes: vitest runs one group of files after another, and on a machine where each
// project gets one worker (two cores: vitest's default is one fewer than the cores) every project
// becomes its own group, so the e2e files (one Chromium and one Worker, files one at a time, mostly
// waiting on the browser) and the web, node and worker files ran end to end, never together, and
// the machine sat idle a third of the time. Side by side, the run lasts as long as its longest
// process: with one process per project that was first the browser tests, then, once they ran in
// two halves, the Worker's tests (891 s of a 972 s run while the other three ended from 680 s), so
// each heavy project runs in several processes and the light files even them out. Four processes
// now keep both cores busy from start to end (97 %), as five do, and a fifth only adds what sharing
// the cores costs; the split is a setting (JIMOTO_TEST_PROCESSES, scripts/lib/test-groups.mjs).
// Inside each process files run one at a time, so files that share a stand-in's log or a Worker's
// D1 never overlap.
//
// With arguments (`npm test -- tests/web/foo.test.tsx`, `--project e2e`) it runs one plain
// `vitest run` with them, as before.
import { spawn, spawnSync } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { groupTestFiles, listTestFiles, readFileTimes, vitestArgs } from './lib/test-groups.mjs'

const root = new URL('..', import.meta.url).pathname
/** Where tests/summary-reporter.ts writes each process's file times. */
const FILE_TIMES_DIR = 'test-results/file-times'

const args = process.argv.slice(2)
const vitest = ['node_modules/vitest/vitest.mjs', 'run']

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

if (args.length > 0) {
  const single = spawnSync(process.execPath, [...vitest, ...args], { stdio: 'inherit' })
  process.exit(single.status ?? 1)
}

// Four processes: two with the browser tests and two with the Worker's tests, each with its own
// Worker or workerd, D1, Auth emulator and stand-ins (a project's global set-up runs once per
// process), so they share nothing; the web and node files fill in where there is room. Which file
// goes where follows what each took last time (scripts/lib/test-groups.mjs), so they end
// close together.
const allFiles = listTestFiles(root)
const PARTS = groupTestFiles(allFiles, readFileTimes(root)).map((group) => ({
  name: group.name,
  args: vitestArgs(group, allFiles),
}))
await rm(join(root, FILE_TIMES_DIR), { recursive: true, force: true })

/** The closing line of tests/summary-reporter.ts, and its line for each failed test. */
const SUMMARY = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/
const FAILED_TEST = 'failed test: '

/** A part's name as its processes see it (JIMOTO_TEST_GROUP), and as its files are named. */
const groupOf = (part) => part.name.replaceAll(' ', '-')

/** Runs one part, forwarding its output whole lines at a time; resolves with its exit and counts. */
function runPart(part) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...vitest, ...part.args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        JIMOTO_TEST_GROUP: groupOf(part),
        FORCE_COLOR: process.stdout.isTTY ? '1' : (process.env.FORCE_COLOR ?? '0'),
      },
    })
    let counts = null
    const failures = []
    const forward = (stream, target) => {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) {
          const plain = stripVTControlCharacters(line).trim()
          const summary = plain.match(SUMMARY)
          if (summary) counts = summary.slice(1, 4).map(Number)
          else target.write(`${line}\n`)
          if (plain.startsWith(FAILED_TEST)) failures.push(plain.slice(FAILED_TEST.length))
        }
      })
      stream.on('end', () => rest && target.write(`${rest}\n`))
    }
    forward(child.stdout, process.stdout)
    forward(child.stderr, process.stderr)
    child.on('close', (code, signal) =>
      resolve({ part, code: code ?? (signal ? 1 : 0), counts, failures }),
    )
  })
}

/**
 * The end of what a browser part's Worker printed (tests/e2e/global-setup.ts writes it): a failed
 * step that waited on the Worker (a queue job, a 5xx) names its cause there, and CI keeps only
 * this output.
 */
async function workerLogTail(part, lines = 20) {
  const log = join(root, 'test-results', `e2e-worker-${groupOf(part)}.log`)
  const text = await readFile(log, 'utf8').catch(() => '')
  return text.trimEnd().split('\n').filter(Boolean).slice(-lines)
}

const stop = () => process.exit(130)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

const results = await Promise.all(PARTS.map(runPart))
const total = [0, 0, 0]
let failed = false
for (const { part, code, counts, failures } of results) {
  if (code !== 0) {
    failed = true
    console.error(`\n${part.name}: vitest exited with ${code}`)
    const tail = await workerLogTail(part)
    if (tail.length > 0)
      console.error(`  its Worker's log ends:\n${tail.map((l) => `    ${l}`).join('\n')}`)
  }
  // Repeated here, after every part's output, where a log cut to its end still shows them.
  for (const failure of failures) console.error(`  ✗ ${failure}`)
  // A part that printed no summary crashed before or while it ran: count it as a failure.
  if (!counts) {
    failed = true
    total[1] += 1
    continue
  }
  for (let i = 0; i < 3; i++) total[i] += counts[i]
}
console.log(`\ntests: ${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`)
process.exit(failed ? 1 : 0)
