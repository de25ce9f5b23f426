// What a page's renderer main thread did during a load, from a Chromium trace (the DevTools
// protocol's Tracing domain, events in the Trace Event Format):
// 1. The renderer's main thread is the `CrRendererMain` thread with the most task time: a load
//    can start more than one renderer (a blank page first, an SVG image's own document), and the
//    audited page's is the busy one.
// 2. Its tasks (`RunTask`) are what Lighthouse's TBT is made of: under its simulated 4× CPU
//    slowdown a task blocks for 4 × its duration − 50 ms, so any task over 12.5 ms here counts,
//    from the first contentful paint on (the trace's `firstContentfulPaint` mark, when it has
//    one; before it, a task delays the paint instead).
// 3. Each long task is told by its events' exclusive time (an event's duration minus the events
//    nested in it), so a layout shows as layout and text shaping, not as the task around them.
// 4. Every thread of the browser shares the machine's cores with that main thread, so the load's
//    CPU is also told per thread (`threadTimes`): a task that took twice its thread's CPU time
//    waited for a core, or for the host.
// Durations here are microseconds, as in the trace; the report prints milliseconds.

/** @typedef {{ label: string, ms: number }} Heaviest an event's or a function's own time */

/** Lighthouse's mobile preset: the CPU slowdown its simulation multiplies task time by. */
const LIGHTHOUSE_SLOWDOWN = 4
/** A task blocks the main thread beyond this (ms), in Lighthouse's terms. */
const BLOCKING_MS = 50

/** An event's label: its name, with the detail that tells same-named events apart. */
function labelOf(event) {
  const data = event.args?.data ?? {}
  let label = event.name
  if (data.type) label += `(${data.type})`
  if (data.url) label += `[${String(data.url).split('/').pop().slice(0, 40)}]`
  if (data.functionName) label += `{${data.functionName}}`
  return label
}

/** The complete ('X') events of the renderer main thread with the most `RunTask` time. */
function rendererMainThread(events) {
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )
  let busiest = null
  let busiestUs = -1
  for (const thread of threads) {
    let us = 0
    for (const e of events) {
      if (e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask') us += e.dur ?? 0
    }
    if (us > busiestUs) {
      busiestUs = us
      busiest = thread
    }
  }
  if (!busiest) return []
  return events
    .filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X' && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
}

/**
 * Exclusive time per label over `events` (one thread's, sorted by start, the longer first on a
 * tie): each event's duration minus the parts of it that events nested in it take.
 * @returns {Map<string, number>} microseconds
 */
export function exclusiveTimes(events) {
  const times = new Map()
  const open = []
  for (const event of events) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop()
    const label = labelOf(event)
    times.set(label, (times.get(label) ?? 0) + event.dur)
    const parent = open.at(-1)
    if (parent) {
      const nested = Math.min(event.dur, parent.ts + parent.dur - event.ts)
      const parentLabel = labelOf(parent)
      times.set(parentLabel, times.get(parentLabel) - nested)
    }
    open.push(event)
  }
  return times
}

/** When the renderer `pid` first painted content (µs), or -Infinity when the trace does not say. */
function firstContentfulPaint(events, pid) {
  let first = Number.POSITIVE_INFINITY
  for (const e of events) {
    if (e.name === 'firstContentfulPaint' && e.pid === pid && e.ts < first) first = e.ts
  }
  return Number.isFinite(first) ? first : Number.NEGATIVE_INFINITY
}

/** The blocking time (ms) a task of `durUs` has under Lighthouse's simulated slowdown. */
const blockingMs = (durUs) => Math.max(0, (LIGHTHOUSE_SLOWDOWN * durUs) / 1000 - BLOCKING_MS)

/**
 * The main thread's load, summed up: busy time, the tasks that would block under Lighthouse's
 * slowdown with their heaviest events, and the heaviest events over the whole load.
 * @param {object[]} events a trace's events
 * @param {{ top?: number }} [options] how many events to name per task and overall
 * @returns {{ firstPaintMs: number | null, busyMs: number, tasks: number, blockingMs: number,
 *   heaviest: Heaviest[],
 *   blocking: { atMs: number, ms: number, blockingMs: number, heaviest: Heaviest[] }[] }}
 */
export function summarizeMainThread(events, { top = 6 } = {}) {
  const main = rendererMainThread(events)
  const tasks = main.filter((e) => e.name === 'RunTask')
  const start = tasks[0]?.ts ?? 0
  const heaviest = (times) =>
    [...times]
      .filter(([, us]) => us > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, us]) => ({ label, ms: us / 1000 }))
  const firstPaint = firstContentfulPaint(events, main[0]?.pid)
  const blocking = tasks
    .filter((task) => blockingMs(task.dur) > 0 && task.ts + task.dur > firstPaint)
    .map((task) => {
      const end = task.ts + task.dur
      const inside = main.filter((e) => e.ts >= task.ts && e.ts + e.dur <= end)
      return {
        atMs: (task.ts - start) / 1000,
        ms: task.dur / 1000,
        blockingMs: blockingMs(task.dur),
        heaviest: heaviest(exclusiveTimes(inside)),
      }
    })
  return {
    firstPaintMs: Number.isFinite(firstPaint) ? (firstPaint - start) / 1000 : null,
    busyMs: tasks.reduce((sum, task) => sum + task.dur, 0) / 1000,
    tasks: tasks.length,
    blockingMs: blocking.reduce((sum, task) => sum + task.blockingMs, 0),
    blocking,
    heaviest: heaviest(exclusiveTimes(main)),
  }
}

/**
 * Wall and CPU time per thread over a load, busiest CPU first: each thread's outermost complete
 * events (`dur`, and `tdur`, the thread's own CPU time, which traces give for most of them),
 * named by the trace's thread and process names. On a machine of two cores, the page's main
 * thread runs beside the browser's, the compositors', a service worker's...: what they take is
 * what the main thread's tasks wait for.
 * @returns {{ process: string, thread: string, wallMs: number, cpuMs: number }[]}
 */
export function threadTimes(events, top = 8) {
  const processes = new Map()
  const threads = new Map()
  for (const e of events) {
    if (e.name === 'process_name') processes.set(e.pid, e.args?.name ?? '?')
    if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?')
  }
  const complete = events
    .filter((e) => e.ph === 'X' && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const openUntil = new Map()
  const totals = new Map()
  for (const e of complete) {
    const key = `${e.pid}:${e.tid}`
    if (e.ts < (openUntil.get(key) ?? Number.NEGATIVE_INFINITY)) continue
    openUntil.set(key, e.ts + e.dur)
    const total = totals.get(key) ?? { pid: e.pid, wall: 0, cpu: 0 }
    total.wall += e.dur
    total.cpu += e.tdur ?? 0
    totals.set(key, total)
  }
  return [...totals]
    .map(([key, { pid, wall, cpu }]) => ({
      process: processes.get(pid) ?? '?',
      thread: threads.get(key) ?? '?',
      wallMs: wall / 1000,
      cpuMs: cpu / 1000,
    }))
    .sort((a, b) => b.cpuMs - a.cpuMs)
    .slice(0, top)
}

/**
 * Self time per function and per file in a V8 CPU profile (the Profiler domain's): each sample's
 * interval goes to the function on top of the stack. A function is named as the profile names
 * it, with its file and 1-based line:column, so a minified chunk's function can be found.
 * The profiler's own entries ((idle), (program), (garbage collector)) are kept: (program) is
 * the browser's native work outside scripts.
 * @returns {{ functions: Heaviest[], files: Heaviest[] }}
 */
export function scriptSelfTimes(profile, top = 6) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const byFunction = new Map()
  const byFile = new Map()
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us)
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0
    const frame = nodes.get(id)?.callFrame
    if (!frame) return
    const file = frame.url ? frame.url.split('/').pop() : ''
    const name = frame.functionName || '(anonymous)'
    add(
      byFunction,
      file ? `${name} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : name,
      us,
    )
    add(byFile, file || name, us)
  })
  const heaviest = (map) =>
    [...map]
      .filter(([label]) => label !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, us]) => ({ label, ms: us / 1000 }))
  return { functions: heaviest(byFunction), files: heaviest(byFile) }
}

/**
 * The longest tasks of a load that block under Lighthouse's slowdown, longest first, each as a
 * line: when it started, how long it took on this machine, and its heaviest events.
 * @param {object[]} events a trace's events (a Lighthouse run's own: `artifacts.Trace`)
 * @param {{ count?: number, top?: number }} [options]
 * @returns {string[]}
 */
export function longestBlockingTasks(events, { count = 3, top = 3 } = {}) {
  const { blocking } = summarizeMainThread(events, { top })
  return [...blocking]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(
      (task) =>
        `@${Math.round(task.atMs)} ms, ${Math.round(task.ms)} ms: ` +
        task.heaviest.map(({ label, ms }) => `${label} ${Math.round(ms)}`).join(', '),
    )
}
