// How `npm test` shares the test files among its vitest processes (scripts/test-run.mjs).
//
// 1. Every test file belongs to one vitest project, named by its folder (tests/e2e → e2e, …).
// 2. Each process hosts some projects. The browser tests and the Worker's tests each need a costly
//    process-wide set-up (a Worker with its D1, the stand-ins, Chromium; a workerd with its
//    stand-ins), so they stay in the processes that pay for it; the web and node files, which
//    need nothing shared, go wherever there is room.
// 3. Each file costs what it took last time (tests/file-times.json, seconds, written from a whole
//    run by `npm run test:times`); a file not in the table yet costs the median of its project.
// 4. The browser and Worker tests first, then the rest, each longest first, go to the
//    least-loaded process that hosts their project: the processes end close together, and the run
//    lasts as long as its longest process.
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where each project's files are (vitest.config.ts's `include`s). */
export const PROJECT_FILES = {
  e2e: 'tests/e2e/**/*.test.ts',
  worker: 'tests/worker/**/*.test.ts',
  web: 'tests/web/**/*.test.{ts,tsx}',
  node: 'tests/node/**/*.test.ts',
}

/**
 * The processes of a whole run, what each hosts and whose set-up it pays for: `spec` names how
 * many host the browser tests and how many the Worker's tests ("2,2" by default, or
 * JIMOTO_TEST_PROCESSES="3,2" to measure another split). The machine is CPU-bound from start to
 * end either way; more processes wait less on each other, fewer spend less CPU on sharing the
 * cores (a layout walk's Chromium took a fifth more CPU beside one other busy process). Two clean
 * idle runs of the same code: "3,2" 23m37 and 2,647 CPU-s, "2,2" 22m20 and 2,472 CPU-s.
 */
export function processesFor(spec) {
  const counts = spec.split(',').map(Number)
  if (counts.length !== 2 || !counts.every((count) => Number.isInteger(count) && count >= 1)) {
    throw new Error(`JIMOTO_TEST_PROCESSES=${spec}: give two counts of at least 1, e.g. "3,2"`)
  }
  const numbered = (prefix, count, heavy) =>
    Array.from({ length: count }, (_, i) => ({
      name: `${prefix} ${i + 1}`,
      heavy,
      hosts: [heavy, 'web', 'node'],
    }))
  return [...numbered('browser', counts[0], 'e2e'), ...numbered('workerd', counts[1], 'worker')]
}

/** This run's processes. */
export const PROCESSES = processesFor(process.env.JIMOTO_TEST_PROCESSES ?? '2,2')

/** The project a test file belongs to, by its folder. */
export function projectOf(file) {
  const folder = file.split('/')[1]
  if (!(folder in PROJECT_FILES)) throw new Error(`${file}: not in any test project's folder`)
  return folder
}

/** Every test file of the repository under `root`, sorted. */
export function listTestFiles(root) {
  return Object.values(PROJECT_FILES)
    .flatMap((pattern) => globSync(pattern, { cwd: root }))
    .map((file) => file.split('\\').join('/'))
    .sort()
}

/**
 * The table of last run's costs: `{ files: {path: seconds}, overhead: {project: seconds} }`, the
 * overhead being what a process hosting that project spent beyond its files (set-up, gaps).
 */
export function readFileTimes(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'tests/file-times.json'), 'utf8'))
  } catch {
    return { files: {}, overhead: {} }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? 1 : sorted[Math.floor(sorted.length / 2)]
}

/** Each file's cost: its time in the table, or the median of its project's known files. */
function costs(files, times) {
  const known = (project) =>
    Object.entries(times.files ?? {})
      .filter(([file]) => projectOf(file) === project)
      .map(([, seconds]) => seconds)
  const fallback = Object.fromEntries(
    Object.keys(PROJECT_FILES).map((project) => [project, median(known(project))]),
  )
  return files.map((file) => ({
    file,
    project: projectOf(file),
    cost: times.files?.[file] ?? fallback[projectOf(file)],
  }))
}

/**
 * Shares `files` among `processes` (longest first, to the least-loaded process that hosts the
 * file's project). Returns the groups that got files: name, projects, files, estimated seconds.
 */
export function groupTestFiles(files, times, processes = PROCESSES) {
  const groups = processes.map((process) => ({
    name: process.name,
    hosts: process.hosts,
    heavy: process.heavy,
    files: [],
    projects: new Set(),
    seconds: times.overhead?.[process.heavy] ?? 0,
  }))
  // Files fewer processes can host go first (the browser and Worker tests), each longest first;
  // the light files then fill the gaps.
  const hostsOf = (project) => groups.filter((group) => group.hosts.includes(project))
  const order = costs(files, times).sort(
    (a, b) =>
      hostsOf(a.project).length - hostsOf(b.project).length ||
      b.cost - a.cost ||
      a.file.localeCompare(b.file),
  )
  for (const { file, project, cost } of order) {
    const candidates = hostsOf(project)
    if (candidates.length === 0) throw new Error(`${file}: no process hosts project ${project}`)
    const group = candidates.reduce((least, next) => (next.seconds < least.seconds ? next : least))
    group.files.push(file)
    group.projects.add(project)
    group.seconds += cost
  }
  return groups
    .filter((group) => group.files.length > 0)
    .map((group) => ({
      name: group.name,
      projects: [...group.projects].sort(),
      files: group.files.sort(),
      seconds: Math.round(group.seconds),
    }))
}

/**
 * vitest's arguments for one group. A file argument is a filter that matches any path containing
 * it, so the run refuses a file whose path is inside another's (a.test.ts in a.test.tsx): it would
 * run twice.
 */
export function vitestArgs(group, allFiles) {
  for (const file of group.files) {
    const also = allFiles.find((other) => other !== file && other.includes(file))
    if (also) throw new Error(`${file} would also run ${also}: rename one of them`)
  }
  return [...group.projects.flatMap((project) => ['--project', project]), ...group.files]
}
