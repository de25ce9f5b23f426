// A folder made once and shared by every process that needs it (the migrated D1 of stack.mjs, the
// seeded state of demo-state.mjs). `npm test` starts four processes at once that all need both;
// without a lock each made its own at the same moment (on a fresh machine, ~60 CPU-s apiece for
// the migrations), and the last one kept was no better than the first.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, open, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** Whether the process `pid` still runs. */
function running(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/** Takes the lock (a file naming this process), or returns false when another process holds it. */
async function tryLock(lock) {
  const handle = await open(lock, 'wx').catch((error) => {
    if (error.code === 'EEXIST') return null
    throw error
  })
  if (!handle) return false
  await handle.writeFile(String(process.pid))
  await handle.close()
  return true
}

/**
 * `target`, unless it is there already, made by `make(scratch)` in a scratch folder beside it and
 * renamed into place whole (`make` returns the folder to rename, the scratch folder by default),
 * so no process ever reads a half-made one. One process makes it; the others wait until it is
 * there, or take over when the lock names a process that has died.
 * @param {string} target
 * @param {(scratch: string) => Promise<string | undefined>} make
 */
export async function madeOnce(target, make) {
  const lock = `${target}.lock`
  await mkdir(dirname(target), { recursive: true })
  while (!existsSync(target)) {
    if (!(await tryLock(lock))) {
      const holder = Number(await readFile(lock, 'utf8').catch(() => ''))
      if (holder && !running(holder)) await rm(lock, { force: true })
      else await sleep(250)
      continue
    }
    const scratch = await mkdtemp(join(dirname(target), 'making-'))
    try {
      if (!existsSync(target)) {
        const made = (await make(scratch)) ?? scratch
        // Two makers only after a maker died: either copy is whole, keep the first.
        await rename(made, target).catch((error) => {
          if (!existsSync(target)) throw error
        })
      }
    } finally {
      await rm(scratch, { recursive: true, force: true })
      await rm(lock, { force: true })
    }
  }
  return target
}
