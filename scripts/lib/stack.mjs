// The local stack, shared by `npm start` (scripts/serve.mjs) and the e2e tests
// (tests/e2e/global-setup.ts): build, migrate, seed, Auth emulator, and the Worker in workerd.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { madeOnce } from './made-once.mjs'
import { freePort, startProcess, stopProcess, waitForHttp } from './processes.mjs'

const exec = promisify(execFile)
export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')
const bin = (name) => join(root, 'node_modules/.bin', name)

/** Quiet, offline-friendly settings for every wrangler/miniflare process we start. */
export const wranglerEnv = {
  WRANGLER_SEND_METRICS: 'false',
  X_LOCAL_OBSERVABILITY: 'false',
  // wrangler 4 needs Node >= 22: make sure the project's Node 24 comes first.
  PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
}

/** Builds every language unless dist/ already matches the sources. Returns true if it built. */
export async function buildIfStale({ force = false } = {}) {
  const { buildAll, buildIsCurrent } = await import('../build.mjs')
  if (!force && (await buildIsCurrent())) return false
  await buildAll({ quiet: true })
  return true
}

/** Where the local D1 of a --persist-to directory keeps its SQLite files. */
const localD1Dir = (persistTo) => join(persistTo, 'v3/d1')

/** Runs `wrangler d1 migrations apply` on the local D1 under `persistTo`. */
async function applyMigrations(persistTo) {
  await mkdir(persistTo, { recursive: true })
  await exec(
    bin('wrangler'),
    [
      'd1',
      'migrations',
      'apply',
      'DB',
      '--local',
      '--persist-to',
      persistTo,
      '-c',
      'wrangler.toml',
    ],
    { cwd: root, env: { ...process.env, ...wranglerEnv, CI: 'true' } },
  )
}

/** A name for one set of migrations as one wrangler applies them to one configuration. */
export async function migrationsKey() {
  const hash = createHash('sha256')
  const dir = join(root, 'migrations')
  for (const name of (await readdir(dir)).sort()) {
    hash
      .update(`${name}\0`)
      .update(await readFile(join(dir, name)))
      .update('\0')
  }
  hash.update(await readFile(join(root, 'wrangler.toml')))
  hash.update(await readFile(join(root, 'node_modules/wrangler/package.json')))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The local D1 files of a database that has every migration and nothing else, made once per set
 * of migrations (by the same `wrangler d1 migrations apply` as any other) and shared by the
 * processes that need a fresh one (made by one while the others wait, made-once.mjs): wrangler
 * takes ~45 CPU-s to apply the files one by one (a workerd each), a copy a few milliseconds, and
 * `npm test` makes fresh databases a dozen times.
 */
async function migratedTemplate() {
  const template = join(tmpdir(), 'jimoto-d1-migrated', await migrationsKey())
  return madeOnce(template, async (scratch) => {
    await applyMigrations(scratch)
    return localD1Dir(scratch)
  })
}

/**
 * Applies migrations/ to the local D1 under `persistTo` (the same files deploy applies). A
 * directory with no database yet gets a copy of one migrated by wrangler (migratedTemplate);
 * one that has data is migrated in place, keeping it.
 */
export async function migrate(persistTo) {
  if (existsSync(localD1Dir(persistTo))) return applyMigrations(persistTo)
  const template = await migratedTemplate()
  await cp(template, localD1Dir(persistTo), { recursive: true })
}

/** Where `npm start` notes the JMA feed stand-in and the Worker, for `npm run drill`. */
export const localStandInsFile = join(
  process.env.JIMOTO_STATE_DIR ?? join(root, '.wrangler'),
  'jma-stand-in.json',
)

/** The per-minute Cron Trigger of wrangler.toml (the JMA feeds' poll), run by hand. */
export async function triggerPoll(workerOrigin) {
  const res = await fetch(
    `${workerOrigin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`,
  )
  await res.arrayBuffer()
  return res.ok
}

/** Loads the demo data (idempotent). */
export async function seed(persistTo) {
  const { seedDemo } = await import('../demo/seed.mjs')
  await seedDemo({ root, persistTo })
}

/**
 * Copies a build to `into` (replacing what was there) and returns the copy's wrangler config.
 * A running Worker serves its own copy: `npm test` rebuilds dist/ while `npm start` may be
 * serving it in another terminal, and a build empties dist/client before writing it again, so a
 * server reading dist/ itself would answer from a half-written build (and workerd keeps what it
 * read then: every page failed until a restart).
 */
export async function snapshotBuild(into, build = join(root, 'dist')) {
  await rm(into, { recursive: true, force: true })
  await cp(build, into, { recursive: true })
  return join(into, 'jimoto/wrangler.json')
}

/**
 * Serves a copy of the production build through the Worker in workerd (`wrangler dev` on the
 * copy's wrangler config; see snapshotBuild). `wrangler dev` runs no Cron Trigger itself:
 * `testScheduled` lets GET /cdn-cgi/handler/scheduled?cron=… run the handler (triggerPoll), which
 * `npm start` does each minute.
 * @param {{ port: number, persistTo: string, servedDir: string, build?: string, vars?: Record<string, string>, testScheduled?: boolean, log?: (l: string) => void }} options
 */
export async function startWorker({
  port,
  persistTo,
  servedDir,
  build,
  vars = {},
  testScheduled = false,
  log,
}) {
  const config = await snapshotBuild(servedDir, build)
  const args = [
    'dev',
    '-c',
    config,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
    // DevTools' port from the system, not wrangler's 9229-or-the-next-free: two Workers started at
    // the same moment (npm test's processes) both found 9229 free, and the second failed to bind.
    '--inspector-port',
    '0',
  ]
  if (testScheduled) args.push('--test-scheduled')
  for (const [key, value] of Object.entries(vars)) args.push('--var', `${key}:${value}`)
  const child = startProcess(bin('wrangler'), args, { cwd: root, env: wranglerEnv, log })
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 60_000, child })
  return child
}

/**
 * Writes a firebase.json for an Auth emulator on the given ports (hub and logging included, so
 * nothing falls back to the fixed defaults 4400/4500) with the web UI disabled. The e2e run uses
 * it to get an emulator of its own beside whatever `npm start` is running.
 * @param {string} dir
 * @param {{ authPort: number, hubPort: number, loggingPort: number }} ports
 */
export async function writeAuthEmulatorConfig(dir, { authPort, hubPort, loggingPort }) {
  const file = join(dir, 'firebase.json')
  const at = (port) => ({ host: '127.0.0.1', port })
  const config = {
    emulators: {
      auth: at(authPort),
      hub: at(hubPort),
      logging: at(loggingPort),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }
  await writeFile(file, JSON.stringify(config, null, 2))
  return file
}

/**
 * Starts the Firebase Auth emulator (web UI disabled: it would try to download the UI offline
 * and take the emulator down with it). `configDir` holds the firebase.json to use.
 * @param {{ port: number, configFile?: string, log?: (line: string) => void }} options
 */
export async function startAuthEmulator({ port, configFile = 'firebase.json', log }) {
  const child = startProcess(
    bin('firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-jimoto', '--config', configFile],
    { cwd: root, env: wranglerEnv, log },
  )
  // It answers once it is up, or it exits: the wait is for either, and the cap is for a process
  // that does neither. Its start costs ~10 CPU-s; at the start of `npm test` four start beside
  // four vitest processes, and with a busy loop on each core one took over 90 s.
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 10 * 60_000, child })
  } catch (err) {
    await stopProcess(child)
    throw err
  }
  return child
}

/** Attempts of startAuthEmulatorOnFreePorts, each on new ports. */
const EMULATOR_ATTEMPTS = 3

/**
 * The Auth emulator on free ports, its firebase.json written to `dir` (tests). A free port is only
 * free when it is picked: wrangler and Miniflare, started at the same time, may take one first,
 * and the emulator then exits at once (code 2). It is started again on new ports then, and the
 * last attempt's output goes into the error.
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, authPort: number }>}
 */
export async function startAuthEmulatorOnFreePorts(dir) {
  let lastError = new Error('the Auth emulator did not start')
  for (let attempt = 1; attempt <= EMULATOR_ATTEMPTS; attempt++) {
    const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()]
    const configFile = await writeAuthEmulatorConfig(dir, { authPort, hubPort, loggingPort })
    const output = []
    let starting = true
    const log = (line) => {
      if (starting) output.push(line)
    }
    try {
      const child = await startAuthEmulator({ port: authPort, configFile, log })
      starting = false
      return { child, authPort }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      lastError = new Error(`${message} (attempt ${attempt}):\n${output.slice(-15).join('\n')}`)
    }
  }
  throw lastError
}
