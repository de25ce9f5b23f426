import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// `npm test`: one vitest run, three projects.
//   web    React components and client logic in happy-dom
//   worker the Hono app inside workerd with real D1/R2 (Cloudflare's vitest integration)
//   e2e    playwright-core driving Debian Chromium against the Worker serving the production build
// `npm test` builds dist/ first: the worker and e2e projects serve the real language builds.
const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)))

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        plugins: [react()],
        define: { __LANG__: JSON.stringify('ja'), __INTERNATIONAL__: 'false' },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, BUILD_ID: 'test' },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['tests/worker/setup.ts'],
          // FCM and its OAuth endpoint, on loopback (the one external service push talks to).
          globalSetup: ['tests/fcm/server.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium and one Worker are shared; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
})
