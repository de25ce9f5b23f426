// The processes below a process, read from /proc (Linux): what the benches measure or lower in
// priority is `wrangler dev` with the workerd processes it starts.
import { readdir, readFile } from 'node:fs/promises'

/**
 * Every process below `pid`, its children's children included, each with its command name.
 * @returns {Promise<{ pid: number, comm: string }[]>}
 */
export async function descendantsOf(pid) {
  const processes = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    if (!stat) continue
    // pid (comm) state ppid …; comm may hold spaces, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    processes.push({ pid: Number(entry), ppid, comm })
  }
  const found = []
  const walk = (parent) => {
    for (const { pid: child, ppid, comm } of processes) {
      if (ppid !== parent) continue
      found.push({ pid: child, comm })
      walk(child)
    }
  }
  walk(pid)
  return found
}
