import { generateKeyPairSync } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { startAppleStandIn } from '../../scripts/lib/apple-stand-in.mjs'
import { startAuthEmulatorOn } from '../../scripts/lib/auth-emulator-on.mjs'

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

function runIncludesAccountTests(): boolean {
  const files = process.argv.filter((arg) => arg.includes('tests/') || /\.test\.tsx?$/.test(arg))
  return files.length === 0 || files.some((file) => /account-/.test(file))
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
  // The ports vitest.config.ts chose and gave the Worker (FIREBASE_ADMIN_EMULATOR_HOST).
  const [authPort = 0, hubPort = 0, loggingPort = 0] = (
    process.env.JIMOTO_AUTH_EMULATOR_PORTS ?? ''
  )
    .split(',')
    .map(Number)
  const emulator = runIncludesAccountTests()
    ? await startAuthEmulatorOn({ authPort, hubPort, loggingPort })
    : null
  project.provide('authEmulatorHost', emulator ? `127.0.0.1:${authPort}` : '')
  return async () => {
    await apple.close()
    await emulator?.stop()
  }
}
