// Servers a benchmark starts run in process groups of their own (detached), so they outlive the
// benchmark if it stops abruptly: Ctrl-C, a crash. Every child registered here is killed, with
// its group, when this process exits for any reason.

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set()

function killAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

let installed = false

/** Kills `child` (and its process group) when this process exits. Returns `child`. */
export function killOnExit(child) {
  if (!installed) {
    installed = true
    process.on('exit', killAll)
    // Without handlers, these signals end the process without running 'exit' handlers.
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
  }
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}
