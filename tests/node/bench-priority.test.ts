import { type ChildProcess, spawn } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { lowestPriority } from '../../bench/lib/priority.mjs'

// The Lighthouse bench's server runs at the lowest CPU priority, every thread of it and of the
// processes it started (wrangler's workerd), so that it never takes a core from the audited
// browser while the browser has work.

/** The nice value of each thread of `pid`, from /proc (the 19th field of a task's stat). */
async function nicesOf(pid: number): Promise<number[]> {
  const nices = []
  for (const tid of await readdir(`/proc/${pid}/task`)) {
    const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    nices.push(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]))
  }
  return nices
}

let parent: ChildProcess | undefined

afterEach(() => {
  parent?.kill('SIGKILL')
})

describe("the bench server's priority", () => {
  it('is the lowest for every thread of the server and of the process it started', async () => {
    // A server like wrangler: a Node process (threads of its own) that starts a second one.
    parent = spawn(
      process.execPath,
      [
        '-e',
        "const c=require('node:child_process').spawn(process.execPath,['-e','setInterval(()=>{},1000)'],{stdio:'ignore'});console.log(c.pid);setInterval(()=>{},1000)",
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const childPid = await new Promise<number>((resolve) =>
      parent?.stdout?.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
    )
    const parentPid = parent.pid ?? 0
    expect(await nicesOf(parentPid)).not.toContain(19)

    const set = await lowestPriority(parentPid)

    expect(set.processes).toBe(2)
    const parentNices = await nicesOf(parentPid)
    const childNices = await nicesOf(childPid)
    // Node runs several threads (V8's platform workers, libuv's pool): all of them, not the main one only.
    expect(parentNices.length).toBeGreaterThan(1)
    expect(set.threads).toBe(parentNices.length + childNices.length)
    expect([...new Set([...parentNices, ...childNices])]).toEqual([19])
    // The bench itself keeps its priority.
    expect(await nicesOf(process.pid)).not.toContain(19)
  })
})
