// The lowest CPU priority for a process tree (Linux). The Lighthouse bench serves its pages from
// this machine, while a phone's server is somewhere else: without this, `wrangler dev` and its
// workerd (0.6–0.8 CPU-s per load of /app/timeline, measured from /proc) took turns on the two
// cores with the audited renderer, and Lighthouse counted the renderer's waits as its own tasks'
// time, four times over. At nice 19 the server still runs whenever a core is free.
import { readdir } from 'node:fs/promises'
import { setPriority } from 'node:os'
import { descendantsOf } from './process-tree.mjs'

const LOWEST = 19

/**
 * Puts every thread of `pid` and of its descendants at nice 19. Linux keeps a nice value per
 * thread (setpriority on a process id sets only its main thread), so each thread is set; threads
 * started later inherit it from the thread that starts them.
 * @returns {Promise<{ processes: number, threads: number }>} how many were set
 */
export async function lowestPriority(pid) {
  const tree = [pid, ...(await descendantsOf(pid)).map((child) => child.pid)]
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
  return { processes: tree.length, threads }
}
