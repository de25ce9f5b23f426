import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/stack.mjs'
import {
  groupTestFiles,
  listTestFiles,
  PROCESSES,
  processesFor,
  projectOf,
  readFileTimes,
  vitestArgs,
} from '../../scripts/lib/test-groups.mjs'

// How `npm test` shares its files among its vitest processes (scripts/test-run.mjs): every file
// runs once, the browser and Worker tests stay where their set-up is, and the processes end close
// together.

const files = listTestFiles(root)
const times = readFileTimes(root)
const groups = groupTestFiles(files, times)

describe('the groups of a whole npm test', () => {
  it('run every test file of the repository exactly once', () => {
    const grouped = groups.flatMap((group) => group.files)
    expect(grouped.sort()).toEqual(files)
    expect(files.length).toBeGreaterThan(250)
  })

  it('keep each browser test where a Worker and Chromium are, and each Worker test in a workerd', () => {
    for (const group of groups) {
      const heavy = PROCESSES.find((process) => process.name === group.name)?.heavy
      for (const project of ['e2e', 'worker']) {
        if (project === heavy) continue
        expect(group.files.filter((file) => projectOf(file) === project)).toEqual([])
      }
      expect(vitestArgs(group, files).filter((arg) => arg.startsWith('tests/'))).toEqual(
        group.files,
      )
    }
    // Every process that pays for a set-up gets files to use it on.
    for (const project of ['e2e', 'worker']) {
      expect(groups.filter((group) => group.projects.includes(project))).toHaveLength(
        PROCESSES.filter((process) => process.heavy === project).length,
      )
    }
  })

  it('end within one longest file of each other, by the last run’s times', () => {
    const longestFile = Math.max(...Object.values(times.files as Record<string, number>))
    const seconds = groups.map((group) => group.seconds)
    expect(Math.max(...seconds) - Math.min(...seconds)).toBeLessThanOrEqual(longestFile)
  })

  it('count a file the table does not know yet as its project’s median file', () => {
    const table = {
      overhead: {},
      files: { 'tests/web/a.test.ts': 1, 'tests/web/b.test.ts': 3, 'tests/web/c.test.ts': 5 },
    }
    const processes = [
      { name: 'one', heavy: 'e2e', hosts: ['web'] },
      { name: 'two', heavy: 'worker', hosts: ['web'] },
    ]
    const shared = groupTestFiles(
      [...Object.keys(table.files), 'tests/web/new.test.ts'],
      table,
      processes,
    )
    expect(shared.map((group) => group.seconds).sort()).toEqual([6, 6])
  })

  it('refuses a file whose path a longer one contains, since vitest would run both', () => {
    const group = { name: 'one', projects: ['web'], files: ['tests/web/a.test.ts'], seconds: 1 }
    expect(() => vitestArgs(group, ['tests/web/a.test.ts', 'tests/web/a.test.tsx'])).toThrow(
      /would also run tests\/web\/a\.test\.tsx/,
    )
  })
})

describe('the split of the processes', () => {
  it('names as many browser and workerd processes as the split asks for', () => {
    expect(processesFor('3,2').map((process) => process.name)).toEqual([
      'browser 1',
      'browser 2',
      'browser 3',
      'workerd 1',
      'workerd 2',
    ])
    const two = processesFor('2,1')
    expect(two.map((process) => `${process.name}: ${process.heavy}`)).toEqual([
      'browser 1: e2e',
      'browser 2: e2e',
      'workerd 1: worker',
    ])
    // Every file still finds a process, each heavy one where its set-up is.
    const split = groupTestFiles(files, times, two)
    expect(split.flatMap((group) => group.files).sort()).toEqual(files)
  })

  it('refuses a split it cannot run, naming the setting', () => {
    for (const spec of ['', '3', '0,2', '2,x', '1.5,1', '3,2,1']) {
      expect(() => processesFor(spec)).toThrow(`JIMOTO_TEST_PROCESSES=${spec}:`)
    }
  })
})
