import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freshDemoState } from '../../scripts/lib/demo-state.mjs'
import { startFcmStandIn } from '../../scripts/lib/fcm-stand-in.mjs'
import { startLineLogin, startOfflineProviders } from '../../scripts/lib/offline-providers.mjs'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import {
  buildIfStale,
  startAuthEmulatorOnFreePorts,
  startWorker,
} from '../../scripts/lib/stack.mjs'
import { CHROMIUM_PATH } from './browser'
import { watchDemoRows } from './demo-guard'
import { startTownLock } from './town-lock-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the Worker serving the production build for this run. */
    e2ePort: number
    /** The --persist-to directory of that Worker's local D1/R2 (for fixtures via wrangler). */
    e2ePersistTo: string
    /** The copy of dist/ that Worker serves (a test may change it without touching dist/). */
    e2eServedDir: string
    /**
     * host:port of this run's Firebase Auth emulator as the Worker and the SPA reach it (through
     * the LINE bridge, scripts/lib/line-firebase-bridge.mjs, which passes all else through).
     */
    e2eAuthEmulatorHost: string
    /** Origin of this run's LINE Login stand-in (scripts/lib/line-stand-in.mjs). */
    e2eLineOrigin: string
    /** Origin of this run's map tile server (the demo town, drawn on loopback). */
    e2eTileOrigin: string
    /** Origin of this run's Stripe stand-in (its checkout page and API). */
    e2eStripeOrigin: string
    /** Origin of this run's FCM stand-in (scripts/lib/fcm-stand-in.mjs): GET `${it}/_sends`. */
    e2eFcmOrigin: string
    /**
     * This run's JMA feed folder (scripts/lib/jma-stand-in.mjs): POST `${it}/__drill` {step}
     * publishes a drill telegram; the Worker reads it when its per-minute poll runs (GET
     * /cdn-cgi/handler/scheduled?cron=*+*+*+*+*, triggerPoll in scripts/lib/stack.mjs) or at once
     * through POST /api/admin/alerts/drill.
     */
    e2eJmaFeedUrl: string
    /** Origin of the lock that lets files run side by side unless one runs alone (town-lock.ts). */
    e2eTownLockOrigin: string
  }
}

/**
 * Serves the production build through the Worker in workerd, on a free port, with its own fresh
 * local D1/R2 (migrations + demo data) and its own Firebase Auth emulator (free ports, real SDK),
 * for the whole e2e project.
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
  // The emulator boots in ~5 s: let it start while D1 and R2 get the demo data.
  const emulatorStart = startAuthEmulatorOnFreePorts(persistTo)
  emulatorStart.catch(() => {}) // awaited below; keeps an earlier failure from going unhandled
  await freshDemoState(persistTo)
  const demoRows = await watchDemoRows(persistTo)
  const townLock = await startTownLock()
  const { child: emulator, authPort } = await emulatorStart
  // "localhost", not 127.0.0.1: the emulator's helper iframe is then same-site with the app, so
  // Chromium lets it use sessionStorage (it is denied to cross-site iframes).
  // LINE Login: LINE's endpoints on loopback, and Identity Platform's part for oidc.line in front
  // of the emulator; the app and the Worker talk to the emulator through it.
  const lineLogin = await startLineLogin({ emulatorHost: `localhost:${authPort}` })
  const authEmulatorHost = lineLogin.authEmulatorHost
  const port = await freePort()
  // Tiles, Stripe (events signed and posted to this Worker) and JMA at their HTTP boundary.
  const { tiles, stripe, jma, vars } = await startOfflineProviders({
    workerPort: port,
    stripeKeys: { secretKey: 'sk_test_jimoto_e2e', webhookSecret: 'whsec_jimoto_e2e' },
  })
  // FCM at its HTTP boundary, as for the worker tests: a warning's push reaches the devices.
  const fcm = await startFcmStandIn()
  const servedDir = join(persistTo, 'served')
  // What the Worker printed (its request_failed lines name a 5xx's cause): kept for the run.
  await mkdir('test-results', { recursive: true })
  // One per process of `npm test` (scripts/test-run.mjs names them).
  const group = process.env.JIMOTO_TEST_GROUP
  const workerLog = createWriteStream(
    join('test-results', group ? `e2e-worker-${group}.log` : 'e2e-worker.log'),
  )
  const worker = await startWorker({
    log: (line: string) => workerLog.write(`${new Date().toISOString()} ${line}\n`),
    port,
    persistTo,
    servedDir,
    testScheduled: true,
    vars: {
      // Fixtures are written with wrangler behind the app's back (the edge cache has its own tests).
      EDGE_CACHE: 'off',
      // …warnings too (the banner tests write them with wrangler and expect them at once).
      ALERT_STATE_MEMO: 'off',
      // …and posts (the map tests look for a post right after making it).
      MAP_MEMO: 'off',
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      ...vars,
      FCM_ENDPOINT: fcm.origin,
      FCM_OAUTH_TOKEN_URL: '',
      FCM_SERVICE_ACCOUNT: fcm.serviceAccount,
    },
  })
  project.provide('e2ePort', port)
  project.provide('e2ePersistTo', persistTo)
  project.provide('e2eServedDir', servedDir)
  project.provide('e2eAuthEmulatorHost', authEmulatorHost)
  project.provide('e2eLineOrigin', lineLogin.line.origin)
  project.provide('e2eTileOrigin', tiles.origin)
  project.provide('e2eStripeOrigin', stripe.origin)
  project.provide('e2eJmaFeedUrl', jma.feedUrl)
  project.provide('e2eFcmOrigin', fcm.origin)
  project.provide('e2eTownLockOrigin', townLock.origin)
  return async () => {
    // Read while the Worker still runs: its last writes are in.
    const changed = await demoRows
      .changed()
      .catch((err: unknown) => [`(the demo rows could not be read: ${String(err)})`])
    await Promise.all([
      stopProcess(worker),
      stopProcess(emulator),
      tiles.close(),
      stripe.close(),
      jma.close(),
      fcm.close(),
      lineLogin.close(),
      townLock.close(),
    ])
    workerLog.end()
    await rm(persistTo, { recursive: true, force: true })
    if (changed.length > 0) {
      throw new Error(
        `e2e files changed demo rows other files read and left them changed: ${changed.join(', ')}. ` +
          'A file writes only rows it made (tests/e2e/demo-guard.ts, town-lock.ts).',
      )
    }
  }
}
