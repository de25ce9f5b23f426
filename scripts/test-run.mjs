// `npm test` after the dependencies are in (scripts/bootstrap.mjs): builds dist/ once, then runs
// four vitest processes side by side: the browser tests in two halves, the Worker's tests, and the
// rest.
//
// Why several processes: vitest runs one group of files after another, and on a machine where each
// project gets one worker (two cores: vitest's default is one fewer than the cores) every project
// becomes its own group, so the e2e files (one Chromium and one Worker, files one at a time, mostly
// waiting on the browser) and the web, node and worker files ran end to end, never together. With
// two processes (e2e, and the rest) the machine still sat idle a third of the time (23 CPU minutes
// in 19 wall minutes on two cores); a third process fills it. The browser tests, mostly waiting on
// Chromium and the Worker, were then the long pole (15 of 17 minutes), so they run as two halves
// that share nothing. Inside each process files run one at a time, so files that share a
// stand-in's log or a Worker's D1 never overlap.
//
// With arguments (`npm test -- tests/web/foo.test.tsx`, `--project e2e`) it runs one plain
// `vitest run` with them, as before.
import { spawn, spawnSync } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

const args = process.argv.slice(2)
const vitest = ['node_modules/vitest/vitest.mjs', 'run']

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

if (args.length > 0) {
  const single = spawnSync(process.execPath, [...vitest, ...args], { stdio: 'inherit' })
  process.exit(single.status ?? 1)
}

// The browser tests in two halves, each its own process with its own Worker, D1, Auth emulator
// and stand-ins (tests/e2e/global-setup.ts runs once per process): the halves share nothing, so
// one file's rows never show on another's page.
const PARTS = [
  { name: 'e2e 1/2', args: ['--project', 'e2e', '--shard=1/2'] },
  { name: 'e2e 2/2', args: ['--project', 'e2e', '--shard=2/2'] },
  { name: 'worker', args: ['--project', 'worker'] },
  { name: 'web, node', args: ['--project', 'web', '--project', 'node'] },
]

/** The closing line of tests/summary-reporter.ts. */
const SUMMARY = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/

/** Runs one part, forwarding its output whole lines at a time; resolves with its exit and counts. */
function runPart(part) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...vitest, ...part.args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.stdout.isTTY ? '1' : (process.env.FORCE_COLOR ?? '0'),
      },
    })
    let counts = null
    const forward = (stream, target) => {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) {
          const summary = stripVTControlCharacters(line).trim().match(SUMMARY)
          if (summary) counts = summary.slice(1, 4).map(Number)
          else target.write(`${line}\n`)
        }
      })
      stream.on('end', () => rest && target.write(`${rest}\n`))
    }
    forward(child.stdout, process.stdout)
    forward(child.stderr, process.stderr)
    child.on('close', (code, signal) => resolve({ part, code: code ?? (signal ? 1 : 0), counts }))
  })
}

const stop = () => process.exit(130)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

const results = await Promise.all(PARTS.map(runPart))
const total = [0, 0, 0]
let failed = false
for (const { part, code, counts } of results) {
  if (code !== 0) {
    failed = true
    console.error(`\n${part.name}: vitest exited with ${code}`)
  }
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
