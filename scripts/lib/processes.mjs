// Child processes for `npm start` and the e2e tests: started in their own process group so that
// stopping one also stops whatever it spawned (wrangler → workerd, firebase → java-less emulator).
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set()

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 */
export function startProcess(command, args, { cwd, env, log }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  const forward = (chunk) => {
    if (!log) return
    for (const line of String(chunk).split('\n')) if (line.trim()) log(line)
  }
  child.stdout?.on('data', forward)
  child.stderr?.on('data', forward)
  return child
}

/** Stops a child and its whole process group; resolves when it has exited. */
export function stopProcess(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined)
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(undefined)
    })
    killGroup(child, signal)
  })
}

function killGroup(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

export async function stopAll() {
  await Promise.all([...running].map((child) => stopProcess(child)))
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** True when something accepts connections on 127.0.0.1:port. */
export function isPortTaken(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(true))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)))
  })
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  let lastError
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`process exited with code ${child.exitCode} before ${url} answered`)
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await res.arrayBuffer()
      return
    } catch (err) {
      lastError = err
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError}`)
}
