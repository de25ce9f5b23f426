// The Firebase Auth emulator on ports chosen beforehand (the worker tests give the Worker its
// address in vitest.config.ts, before any global setup runs), in a folder of its own.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stopProcess } from './processes.mjs'
import { startAuthEmulator, writeAuthEmulatorConfig } from './stack.mjs'

/**
 * @param {{ authPort: number, hubPort: number, loggingPort: number }} ports
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startAuthEmulatorOn(ports) {
  const dir = await mkdtemp(join(tmpdir(), 'jimoto-auth-emulator-'))
  const configFile = await writeAuthEmulatorConfig(dir, ports)
  // What it prints while starting goes into the error when it does not start.
  const output = []
  let starting = true
  const log = (line) => {
    if (starting) output.push(line)
  }
  const child = await startAuthEmulator({ port: ports.authPort, configFile, log }).catch(
    (error) => {
      throw new Error(`${error.message}\nThe Auth emulator printed:\n${output.join('\n')}`)
    },
  )
  starting = false
  return {
    stop: async () => {
      await stopProcess(child)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
