import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// `npm test`: four projects, run by scripts/test-run.mjs as four vitest processes side by side
// (e2e in two halves; worker; web and node).
//   web    React components and client logic in happy-dom
//   node   repository tools in Node (deploy plan), each at its process boundary
//   worker the Hono app inside workerd with real D1/R2 (Cloudflare's vitest integration)
//   e2e    playwright-core driving Debian Chromium against the Worker serving the production build
// `npm test` builds dist/ first: the worker and e2e projects serve the real language builds.
const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)))

/** Whether nothing listens on 127.0.0.1:port (a listen there succeeds). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/**
 * Free loopback ports for the worker tests' stand-ins, picked here and bound later by their
 * global set-ups. They come from below the system's ephemeral range (Linux: 32768 and up), where
 * no listen(0) and no outgoing connection of the other processes of `npm test` can take one in
 * between, and from a block of this process's own (by its pid), so two processes starting at
 * once do not pick the same ones.
 */
async function reservedPorts(count: number): Promise<number[]> {
  const BLOCKS = 2_000
  const first = 20_000
  for (let tried = 0; tried < BLOCKS; tried++) {
    const start = first + ((process.pid + tried) % BLOCKS) * count
    const ports = Array.from({ length: count }, (_, i) => start + i)
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return ports
  }
  throw new Error('no free block of loopback ports below 32768')
}

const [translatorFree = 0, jmaFree = 0, refusedFree = 0, ...authFree] = await reservedPorts(6)
// tests/worker/translate-global-setup.ts starts it on this port.
const translatorPort = Number(process.env.JIMOTO_TRANSLATOR_PORT) || translatorFree
process.env.JIMOTO_TRANSLATOR_PORT = String(translatorPort)
// tests/worker/jma-global-setup.ts starts the JMA feed stand-in on this one.
const jmaPort = Number(process.env.JIMOTO_JMA_PORT) || jmaFree
process.env.JIMOTO_JMA_PORT = String(jmaPort)
// Nothing listens on this one: tests/worker/hazard-tiles-global-setup.ts's refused origin.
process.env.JIMOTO_REFUSED_PORT = String(Number(process.env.JIMOTO_REFUSED_PORT) || refusedFree)

// tests/worker/account-data-global-setup.ts starts the Firebase Auth emulator on these (auth, hub,
// logging), where the account deletion's queue job deletes Firebase users.
const authEmulatorPorts = (process.env.JIMOTO_AUTH_EMULATOR_PORTS ?? '').split(',').map(Number)
if (authEmulatorPorts.length !== 3 || authEmulatorPorts.some((port) => !port)) {
  authEmulatorPorts.splice(0, 3, ...authFree)
}
process.env.JIMOTO_AUTH_EMULATOR_PORTS = authEmulatorPorts.join(',')

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        plugins: [react()],
        // __NATIVE__: the native adapters are compiled in, so tests can drive them; they still run
        // only where the page is native (site.native), as in the shell.
        define: {
          __LANG__: JSON.stringify('ja'),
          __INTERNATIONAL__: 'false',
          __NATIVE__: 'true',
          __NATIVE_CONFIG__: 'null',
        },
        test: {
          name: 'web',
          environment: 'happy-dom',
          // Each file in a fresh V8 context of one long-lived thread, not a process of its own:
          // files stay apart (their globals, modules and page), and the run needs a third of the
          // CPU (89 files alone: 213 CPU-s in a process each, 71 this way), most of which was
          // starting Node and loading the same packages again for every file.
          pool: 'vmThreads',
          // Above the 15 s the tests may wait for a condition (tests/web/setup.ts).
          testTimeout: 30_000,
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                BUILD_ID: 'test',
                // Fixtures write D1 behind the app's back; tests/worker/edge-cache*.test.ts turn
                // the edge cache on for their own requests.
                EDGE_CACHE: 'off',
                // …warnings too: the banner must see them at once, not after the isolate's memo.
                ALERT_STATE_MEMO: 'off',
                // …and posts they look for on the map at once (tests/worker/map-memo.test.ts: on).
                MAP_MEMO: 'off',
                // The translation model is replaced at its HTTP boundary by a loopback server.
                TRANSLATION_API_URL: `http://127.0.0.1:${translatorPort}/translate`,
                TRANSLATION_API_KEY: 'test-translation-key',
                TRANSLATOR_LOG_URL: `http://127.0.0.1:${translatorPort}/__log`,
                // JMA's feeds are replaced by the loopback stand-in (drills run against it).
                JMA_FEED_URL: `http://127.0.0.1:${jmaPort}/developer/xml/feed`,
                // Firebase users of deleted accounts go to the Auth emulator (not token checks:
                // FIREBASE_AUTH_EMULATOR_HOST stays empty, so tokens are verified for real).
                FIREBASE_ADMIN_EMULATOR_HOST: `127.0.0.1:${authEmulatorPorts[0]}`,
                // The API fuzz run's seed and size (tests/worker/fuzz-api.test.ts); empty = defaults.
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          // One workerd for all the files, one after another, instead of one per file (its start,
          // the vitest runner's and the Worker's module graph cost ~10 s a file):
          // tests/worker/setup.ts gives each file fresh modules and an emptied, migrated D1.
          isolate: false,
          include: ['tests/worker/**/*.test.ts'],
          // vitest's 5 s default is a clock, not a condition: on a busy machine a test that sends
          // a few dozen requests through workerd takes longer and would fail for nothing. Caps,
          // not waits: with a busy loop on each core beside the whole suite, files that take 2-5 s
          // alone took 80-100 s, and single tests passed 30 s while still making progress.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          setupFiles: ['tests/worker/setup.ts'],
          // Loopback stand-ins for the external services: FCM (+ its OAuth endpoint), Stripe, the
          // translation provider, the hazard map portal's tiles, JMA's feeds and Cloudflare Access's keys, each speaking its
          // protocol.
          globalSetup: [
            'tests/fcm/server.ts',
            'tests/worker/translate-global-setup.ts',
            'tests/worker/hazard-tiles-global-setup.ts',
            'tests/worker/stripe-global-setup.ts',
            'tests/worker/jma-global-setup.ts',
            'tests/worker/access-global-setup.ts',
            'tests/worker/account-data-global-setup.ts',
          ],
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/node/**/*.test.ts'],
          // A deploy run is a child process (wrangler's config reader, a dozen wrangler calls, a
          // build when dist/ is stale): seconds alone, much more beside the other projects.
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each file holds the town lock: shared, or alone for the few that change what every
          // page shows (tests/e2e/town-lock.ts).
          setupFiles: ['tests/e2e/town-lock.ts'],
          // Caps, not waits (as for the worker project): with a busy loop on each core beside the
          // whole suite, the stamp rally's walk passed 60 s while still making progress.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // A page that waits for its script, an API call and a render can take seconds on a busy
          // 2-core CI machine; vitest's 1 s default poll turns that into flaky failures, and with
          // a busy loop on each core beside the suite a hazard map's shelter list took over 15 s.
          expect: { poll: { timeout: 45_000 } },
          // One Worker and D1 per process: `npm test` shares the files among two processes
          // (scripts/test-run.mjs), each with its own global setup; inside one, files run one by
          // one (each writes only rows it made, and the town lock keeps a few apart from the rest).
          fileParallelism: false,
        },
      },
    ],
  },
})
