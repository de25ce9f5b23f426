import { describe, expect, it } from 'vitest'
import {
  exclusiveTimes,
  longestBlockingTasks,
  scriptSelfTimes,
  summarizeMainThread,
  threadTimes,
} from '../../bench/lighthouse/trace-summary.mjs'

// bench/lighthouse/trace.mjs tells what a page's main thread did during a load from a Chromium
// trace. What it prints must add up the way Lighthouse counts blocking time (4 × a task − 50 ms),
// on the audited page's own renderer only.

const PAGE = { pid: 2, tid: 5 }
const BLANK = { pid: 1, tid: 1 }
const threadName = (where: { pid: number; tid: number }) => ({
  ...where,
  ph: 'M',
  name: 'thread_name',
  args: { name: 'CrRendererMain' },
})
const complete = (
  where: { pid: number; tid: number },
  name: string,
  ts: number,
  dur: number,
  data?: Record<string, unknown>,
) => ({ ...where, ph: 'X', name, ts, dur, args: data ? { data } : {} })

// Durations in µs, as traces give them. The page's renderer: a 100 ms task (a layout with text
// shaping inside, then a script), a 10 ms task and a 20 ms one. A blank page's renderer: one
// 300 ms task of its own, which is not the page's.
const events = [
  threadName(BLANK),
  threadName(PAGE),
  complete(BLANK, 'RunTask', 0, 5_000),
  complete(PAGE, 'RunTask', 1_000, 100_000),
  complete(PAGE, 'LocalFrameView::performLayout', 11_000, 60_000),
  complete(PAGE, 'InlineNode::ShapeTextIncludingFirstLine', 20_000, 30_000),
  complete(PAGE, 'FunctionCall', 80_000, 15_000, { url: 'http://localhost/assets/index-abc.js' }),
  complete(PAGE, 'RunTask', 201_000, 10_000),
  complete(PAGE, 'RunTask', 301_000, 20_000),
  complete(PAGE, 'Document::recalcStyle', 305_000, 12_000),
]

describe("a load's main thread", () => {
  it("counts the busiest renderer's tasks and the blocking time Lighthouse's 4× slowdown gives them", () => {
    const summary = summarizeMainThread(events)
    expect(summary.busyMs).toBe(130)
    expect(summary.tasks).toBe(3)
    // 4 × 100 − 50 and 4 × 20 − 50; the 10 ms task stays under 50 ms at 4×.
    expect(summary.blocking.map((task) => [task.atMs, task.blockingMs])).toEqual([
      [0, 350],
      [300, 30],
    ])
    expect(summary.blockingMs).toBe(380)
  })

  it('counts only the tasks that end after the first contentful paint, as Lighthouse does', () => {
    const painted = [...events, { ...PAGE, ph: 'R', name: 'firstContentfulPaint', ts: 150_000 }]
    const summary = summarizeMainThread(painted)
    expect(summary.firstPaintMs).toBe(149)
    expect(summary.blocking.map((task) => task.atMs)).toEqual([300])
    expect(summary.blockingMs).toBe(30)
    // Another renderer's paint is not the page's.
    const elsewhere = [...events, { ...BLANK, ph: 'R', name: 'firstContentfulPaint', ts: 150_000 }]
    expect(summarizeMainThread(elsewhere).blockingMs).toBe(380)
  })

  it("names a long task's heaviest events by their own time, not their children's", () => {
    const [first] = summarizeMainThread(events).blocking
    expect(first?.heaviest).toEqual([
      { label: 'LocalFrameView::performLayout', ms: 30 },
      { label: 'InlineNode::ShapeTextIncludingFirstLine', ms: 30 },
      { label: 'RunTask', ms: 25 },
      { label: 'FunctionCall[index-abc.js]', ms: 15 },
    ])
  })

  it('gives each event only the time its nested events leave, so the parts add up to the task', () => {
    const page = events.filter((e) => e.pid === PAGE.pid && e.ph === 'X').slice(0, 4)
    const times = exclusiveTimes(page)
    expect([...times.values()].reduce((sum, us) => sum + us, 0)).toBe(100_000)
  })
})

describe("a load's scripts", () => {
  it('sums self time per function and per file, without the idle samples', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 } },
        {
          id: 2,
          callFrame: { functionName: '(program)', url: '', lineNumber: -1, columnNumber: -1 },
        },
        {
          id: 3,
          callFrame: {
            functionName: 'render',
            url: 'http://localhost/assets/index-abc.js',
            lineNumber: 8,
            columnNumber: 10,
          },
        },
        { id: 4, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
      ],
      samples: [3, 3, 2, 4, 3],
      timeDeltas: [100, 200, 300, 4_000, 500],
    }
    expect(scriptSelfTimes(profile)).toEqual({
      functions: [
        { label: 'render index-abc.js:9:11', ms: 0.8 },
        { label: '(program)', ms: 0.3 },
      ],
      files: [
        { label: 'index-abc.js', ms: 0.8 },
        { label: '(program)', ms: 0.3 },
      ],
    })
  })
})

describe("a Lighthouse run's longest tasks", () => {
  it('lists the blocking tasks longest first, each with when it ran and its heaviest events', () => {
    expect(longestBlockingTasks(events, { count: 2, top: 2 })).toEqual([
      '@0 ms, 100 ms: LocalFrameView::performLayout 30, InlineNode::ShapeTextIncludingFirstLine 30',
      '@300 ms, 20 ms: Document::recalcStyle 12, RunTask 8',
    ])
    expect(longestBlockingTasks(events, { count: 1 })).toHaveLength(1)
    expect(longestBlockingTasks([])).toEqual([])
  })
})

describe("a load's threads", () => {
  it('gives each thread the wall and CPU time of its outermost events, busiest CPU first, named by the trace', () => {
    const RENDERER = { pid: 7, tid: 1 }
    const SERVICE_WORKER = { pid: 7, tid: 2 }
    const BROWSER = { pid: 3, tid: 1 }
    const named = (where: { pid: number; tid: number }, thread: string) => ({
      ...where,
      ph: 'M',
      name: 'thread_name',
      args: { name: thread },
    })
    const process = (pid: number, name: string) => ({
      pid,
      tid: 0,
      ph: 'M',
      name: 'process_name',
      args: { name },
    })
    const cpu = (
      where: { pid: number; tid: number },
      name: string,
      ts: number,
      dur: number,
      tdur?: number,
    ) => ({
      ...complete(where, name, ts, dur),
      ...(tdur === undefined ? {} : { tdur }),
    })
    const trace = [
      process(7, 'Renderer'),
      process(3, 'Browser'),
      named(RENDERER, 'CrRendererMain'),
      named(SERVICE_WORKER, 'ServiceWorker thread'),
      named(BROWSER, 'CrBrowserMain'),
      // A 100 ms task that ran 40 ms on its thread, with a layout inside it (not counted again).
      cpu(RENDERER, 'RunTask', 0, 100_000, 40_000),
      cpu(RENDERER, 'Layout', 10_000, 50_000, 30_000),
      cpu(RENDERER, 'RunTask', 200_000, 20_000, 20_000),
      // A service worker's 80 ms of work, on the same cores.
      cpu(SERVICE_WORKER, 'RunTask', 50_000, 90_000, 80_000),
      // An event without thread time counts its wall time only.
      cpu(BROWSER, 'RunTask', 0, 30_000),
    ]
    expect(threadTimes(trace)).toEqual([
      { process: 'Renderer', thread: 'ServiceWorker thread', wallMs: 90, cpuMs: 80 },
      { process: 'Renderer', thread: 'CrRendererMain', wallMs: 120, cpuMs: 60 },
      { process: 'Browser', thread: 'CrBrowserMain', wallMs: 30, cpuMs: 0 },
    ])
    expect(threadTimes(trace, 1)).toHaveLength(1)
  })
})
