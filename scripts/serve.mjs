// `npm start`, after scripts/start.mjs has made sure dependencies and Node 24 are there:
// build (when sources changed), migrate and seed the local D1/R2, start the Firebase Auth emulator
// and the Worker, print the URLs. Ctrl-C stops everything it started.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { freshDemoState } from './lib/demo-state.mjs'
import {
  startLineLogin,
  startOfflineProviders,
  startPushAndTranslation,
} from './lib/offline-providers.mjs'
import { isPortTaken, stopAll } from './lib/processes.mjs'
import {
  buildIfStale,
  localStandInsFile,
  root,
  startAuthEmulator,
  startWorker,
  triggerPoll,
} from './lib/stack.mjs'

const port = Number(process.env.PORT ?? 8787)
const authPort = 9099
// JIMOTO_STATE_DIR: another folder for the local D1/R2 and the served build (tests/node).
const stateDir = process.env.JIMOTO_STATE_DIR ?? join(root, '.wrangler')
const persistTo = join(stateDir, 'state')
const started = Date.now()
// Harmless offline warnings: wrangler cannot fetch the Request.cf placeholder.
const OFFLINE_NOISE = /Request\.cf|ENOTFOUND workers\.cloudflare\.com|GetAddrInfoReqWrap/
const step = (text) =>
  console.log(`\x1b[2m[${((Date.now() - started) / 1000).toFixed(1)}s]\x1b[0m ${text}`)

let stopping = false
async function shutdown(code) {
  if (stopping) return
  stopping = true
  console.log('\nstopping…')
  await stopAll()
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT=${process.env.PORT} is not a port`)
  if (await isPortTaken(port))
    throw new Error(`port ${port} is in use: stop what holds it, or run PORT=8788 npm start`)
  step('checking the build (SPA in ja, en, ko, zh-hans, zh-hant + the Worker)…')
  step((await buildIfStale()) ? 'built dist/' : 'dist/ is up to date')
  // The Auth emulator takes ~5 s to boot: start it while the database is prepared.
  const emulatorReady = (async () => {
    if (await isPortTaken(authPort)) {
      step(`port ${authPort} is taken: assuming a Firebase Auth emulator is already running there`)
      return
    }
    step('starting the Firebase Auth emulator…')
    await startAuthEmulator({
      port: authPort,
      log: (line) => /error/i.test(line) && !/MOTD/.test(line) && console.error(`[auth] ${line}`),
    })
    step('Firebase Auth emulator ready')
  })()
  // Awaited below; this only keeps an early failure elsewhere from leaving it unhandled.
  emulatorReady.catch(() => {})
  // A state of its own keeps what it holds (migrated and seeded in place); a new one is a copy of
  // the demo state made once (scripts/lib/demo-state.mjs).
  step('applying D1 migrations and loading demo data locally…')
  await freshDemoState(persistTo)
  await emulatorReady
  // On loopback: the demo town's map tiles (no internet here, and GSI's servers are not for bulk
  // loading); Stripe, so an ad can be bought end to end without internet (a plainly labelled test
  // checkout page); JMA's 防災情報XML feeds, where drills (`npm run drill -- warning`, or the
  // desk's button) publish telegrams for the Worker's per-minute poll.
  const { tiles, stripe, jma, vars } = await startOfflineProviders({
    workerPort: port,
    stripeKeys: { secretKey: 'sk_test_jimoto_local', webhookSecret: 'whsec_jimoto_local' },
  })
  step(`map tiles of the demo town at ${tiles.origin}`)
  step(`Stripe stand-in at ${stripe.origin}`)
  step(`JMA feed stand-in at ${jma.feedUrl}`)
  // FCM (pushes of drills and the desk) and the translation model (posts written here, on the
  // international sites).
  const pushAndTranslation = await startPushAndTranslation()
  step(`FCM stand-in at ${pushAndTranslation.fcm.origin}`)
  step(`translation model stand-in at ${pushAndTranslation.translatorOrigin}`)
  // LINE Login: LINE's endpoints on loopback, and Identity Platform's part for oidc.line in front
  // of the emulator (the app and the Worker reach the emulator through it).
  const lineLogin = await startLineLogin({ emulatorHost: `localhost:${authPort}` })
  step(`LINE Login stand-in at ${lineLogin.line.origin}`)
  step('starting the Worker in workerd…')
  await startWorker({
    port,
    persistTo,
    // Its own copy of dist/, so an `npm test` in another terminal can rebuild dist/ under it.
    servedDir: join(stateDir, 'served'),
    vars: {
      // `localhost`, not 127.0.0.1: the emulator's helper iframe may only use sessionStorage there.
      FIREBASE_AUTH_EMULATOR_HOST: lineLogin.authEmulatorHost,
      ...vars,
      ...pushAndTranslation.vars,
    },
    testScheduled: true,
    log: (line) => OFFLINE_NOISE.test(line) || console.log(`[worker] ${line}`),
  })
  const workerOrigin = `http://127.0.0.1:${port}`
  await writeFile(localStandInsFile, JSON.stringify({ jmaFeedUrl: jma.feedUrl, workerOrigin }))
  // `wrangler dev` runs no Cron Triggers: the JMA poll is triggered here, once a minute.
  setInterval(() => {
    triggerPoll(workerOrigin).catch((err) => console.error(`[jma] poll failed: ${err.message}`))
  }, 60_000)
  const url = (prefix) => `http://${prefix}localhost:${port}`
  console.log(`
jimoto is running (${((Date.now() - started) / 1000).toFixed(1)}s):
  日本語 (main)   ${url('')}/app
  English         ${url('en.')}/app
  한국어          ${url('ko.')}/app
  简体中文        ${url('zh-hans.')}/app
  繁體中文        ${url('zh-hant.')}/app
  API health      ${url('')}/api/health
  Auth emulator   http://127.0.0.1:${authPort}
  Map tiles       ${tiles.origin} (the demo town, drawn locally)
  Stripe          ${stripe.origin} (a local stand-in: test checkout, no real payments)
  JMA feeds       ${jma.feedUrl} (a local stand-in; a drill: npm run drill -- warning)
  LINE Login      ${lineLogin.line.origin} (a local stand-in: any display name signs in)
  FCM             ${pushAndTranslation.fcm.origin}/_sends (a local stand-in: what pushes were sent)
  Translation     ${pushAndTranslation.translatorOrigin} (a local stand-in: "[eng_Latn] 原文")
Press Ctrl-C to stop.`)
} catch (err) {
  console.error(`\nnpm start failed: ${err instanceof Error ? err.message : err}`)
  await shutdown(1)
}
