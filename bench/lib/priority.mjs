// The lowest CPU priority for a process tree (Linux). The Lighthouse bench serves its pages from
// this machine, while a phone's server is somewhere else: without this, `wrangler dev` and its
// workerd (0.6–0.8 CPU-s per load of /app/timeline, measured from /proc) took turns on the two
// cores with the audited renderer, and Lighthouse counted the renderer's waits as its own tasks'
// time, four times over. At nice 19 the server still runs whenever a core is free.
import { readdir, readFile } from 'node:fs/promises'
import { setPriority } from 'node:os'

const LOWEST = 19

/** Every process's parent, from /proc. */
async function parentsOf() {
  const parents = new Map()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8')
      // The parent is the second field after the command's closing parenthesis.
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // The process ended while the list was read.
    }
  }
  return parents
}

/** `pid` and all its descendants. */
async function treeOf(pid) {
  const parents = await parentsOf()
  const tree = new Set([pid])
  for (let grown = true; grown; ) {
    grown = false
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child)
        grown = true
      }
    }
  }
  return tree
}

/**
 * Puts every thread of `pid` and of its descendants at nice 19. Linux keeps a nice value per
 * thread (setpriority on a process id sets only its main thread), so each thread is set; threads
 * started later inherit it from the thread that starts them.
 * @returns {Promise<{ processes: number, threads: number }>} how many were set
 */
export async function lowestPriority(pid) {
  const tree = await treeOf(pid)
  let threads = 0
  for (const member of tree) {
    for (const tid of await readdir(`/proc/${member}/task`).catch(() => [])) {
      try {
        setPriority(Number(tid), LOWEST)
        threads++
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return { processes: tree.size, threads }
}
