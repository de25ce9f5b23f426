import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { buildIfStale, migrate, seed, startWorker } from '../../scripts/lib/stack.mjs'
import { CHROMIUM_PATH } from './browser'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the Worker serving the production build for this run. */
    e2ePort: number
    /** The --persist-to directory of that Worker's local D1/R2 (for fixtures via wrangler). */
    e2ePersistTo: string
  }
}

/**
 * Serves the production build through the Worker in workerd, on a free port, with its own fresh
 * local D1/R2 (migrations + demo data), for the whole e2e project.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. The e2e tests drive Debian's Chromium; install it with:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk',
    )
  }
  await buildIfStale()
  const persistTo = await mkdtemp(join(tmpdir(), 'jimoto-e2e-'))
  await migrate(persistTo)
  await seed(persistTo)
  const port = await freePort()
  const worker = await startWorker({ port, persistTo })
  project.provide('e2ePort', port)
  project.provide('e2ePersistTo', persistTo)
  return async () => {
    await stopProcess(worker)
    await rm(persistTo, { recursive: true, force: true })
  }
}
