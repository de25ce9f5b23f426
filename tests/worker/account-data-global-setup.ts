import { generateKeyPairSync } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startAppleStandIn } from '../../scripts/lib/apple-stand-in.mjs'
import { stopProcess } from '../../scripts/lib/processes.mjs'
import { startAuthEmulator, writeAuthEmulatorConfig } from '../../scripts/lib/stack.mjs'

// For tests/worker/account-*.test.ts: the Firebase Auth emulator (Identity Toolkit's REST API,
// where a deleted account's Firebase users go) and the Sign in with Apple revocation stand-in
// (scripts/lib/apple-stand-in.mjs) with a fresh ES256 key. The emulator takes seconds and a core
// to boot: it starts only when the run includes those files (or names no files at all).

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string
    appleOrigin: string
    applePrivateKey: string
  }
}

const NEEDS_EMULATOR = /account-/

function runIncludesAccountTests(): boolean {
  const files = process.argv.filter((arg) => /\.test\.tsx?$/.test(arg) || arg.includes('tests/'))
  return files.length === 0 || files.some((file) => NEEDS_EMULATOR.test(file))
}

export default async function setup(project: TestProject) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const apple = await startAppleStandIn({
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    teamId: 'TEAMID1234',
    keyId: 'KEYID56789',
    clientId: 'jp.jimoto.app',
  })
  project.provide('appleOrigin', apple.origin)
  project.provide('applePrivateKey', privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())
  let stopEmulator = async () => {}
  if (runIncludesAccountTests()) {
    const dir = await mkdtemp(join(tmpdir(), 'jimoto-auth-emulator-'))
    // The ports vitest.config.ts chose and gave the Worker (FIREBASE_ADMIN_EMULATOR_HOST).
    const [authPort = 0, hubPort = 0, loggingPort = 0] = (
      process.env.JIMOTO_AUTH_EMULATOR_PORTS ?? ''
    )
      .split(',')
      .map(Number)
    const configFile = await writeAuthEmulatorConfig(dir, { authPort, hubPort, loggingPort })
    const child = await startAuthEmulator({ port: authPort, configFile })
    project.provide('authEmulatorHost', `127.0.0.1:${authPort}`)
    stopEmulator = async () => {
      await stopProcess(child)
      await rm(dir, { recursive: true, force: true })
    }
  } else {
    project.provide('authEmulatorHost', '')
  }
  return async () => {
    await apple.close()
    await stopEmulator()
  }
}
